import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { essayCategoryNames, essayReviewPdfWords } from '@lantern/shared/i18n/essay-category-names';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EssayAnnotation } from '../../modules/essays/entities/essay-annotation.entity.js';
import { Essay } from '../../modules/essays/entities/essay.entity.js';
import { EssayFingerprintsRepository } from '../../modules/essays/essay-fingerprints.repository.js';
import { EssayPlagiarism } from '../../modules/essays/essay-plagiarism.js';
import { essayTextOf } from '../../modules/essays/pdf/pdf-text.js';
import type { HeavyWork } from '../../platform/workers/heavy-work.js';
import { writeAnnotatedPdf } from '../../modules/essays/pdf/annotated-pdf.js';
import type { AnnotationQuad } from '../../modules/essays/pdf/coordinates.js';
import type { FileStorage } from '../../modules/files/file-storage.js';
import { User } from '../../modules/users/entities/user.entity.js';

const HOUR = 3600;
const FONT_SIZE = 12;
const LINE_HEIGHT = 18;
const LEFT = 72;
const TOP = 720;

interface DemoComment {
  category: 1 | 2 | 3 | 4 | 5 | 6;
  comment: string;
  page: number;
  /** A highlight over this line of the page (0 is the first), else a note pinned in its margin. */
  line: number;
  highlight: boolean;
}

interface DemoEssay {
  student: string;
  title: string;
  details: string;
  /** Lines of text, one array per page. */
  pages: string[][];
  status: number;
  /** Hours before now. */
  submittedAgo: number;
  tutor?: string;
  pickedUpAgo?: number;
  reviewedAgo?: number;
  downloadedAgo?: number;
  summary?: string;
  comments?: DemoComment[];
  ratings?: { summary: number; comments: number };
}

const WAR_ESSAY = [
  [
    'The First World War began in the summer of 1914, but its causes were',
    'decades in the making. When Archduke Franz Ferdinand was shot in Sarajevo,',
    'a web of alliances pulled the great powers of Europe into the conflict',
    'within a few weeks. Germany stood by Austria-Hungary, Russia by Serbia,',
    'and France and Britain by Russia. Nationalism made each country certain',
    'that it was in the right, and militarism made war seem like a quick answer.',
    'Imperial rivalry over colonies in Africa and Asia added to the tension.',
    'In this essay I argue that the alliance system was the most important cause,',
    'because it turned a local crisis into a war between empires.',
  ],
  [
    'Historians disagree. Some say Germany wanted a war, others say nobody did.',
    'The naval race between Britain and Germany shows how fear grew on both sides.',
    'In conclusion, the war had many causes, but the alliances made it a world war.',
  ],
];

const ESSAYS: DemoEssay[] = [
  {
    student: 'student',
    title: 'The causes of the First World War',
    details: 'Is my thesis clear enough? My teacher said my conclusion is weak.',
    pages: WAR_ESSAY,
    status: ESSAY_STATUS.REVIEWED,
    submittedAgo: 20,
    tutor: 'tutor',
    pickedUpAgo: 6,
    reviewedAgo: 5,
    summary:
      'Ava, you explain the alliance system clearly and your thesis is easy to find, which makes your essay ' +
      'easy to follow. To make it stronger, give one piece of evidence for each cause (a date, a treaty, a ' +
      'quote from a historian) and cite where it comes from. Your conclusion repeats the thesis; try ending ' +
      'with why the question still matters today.',
    comments: [
      {
        category: 6,
        comment: 'A strong, clear thesis: the reader knows exactly what you will argue.',
        page: 1,
        line: 7,
        highlight: true,
      },
      {
        category: 3,
        comment: 'Which historians? Name one and cite the book or article.',
        page: 2,
        line: 0,
        highlight: true,
      },
      {
        category: 4,
        comment: 'This sentence lists three ideas; split it so each gets its own sentence.',
        page: 1,
        line: 4,
        highlight: false,
      },
      {
        category: 5,
        comment: 'Good link between the causes. A transition word here would help the flow.',
        page: 1,
        line: 6,
        highlight: true,
      },
      {
        category: 1,
        comment: 'Your conclusion restates the thesis. What does it mean for us today?',
        page: 2,
        line: 2,
        highlight: false,
      },
    ],
  },
  {
    student: 'student',
    title: 'Lab report: the period of a pendulum',
    details: 'Please check my method section.',
    pages: [
      [
        'Aim: to find how the length of a pendulum changes its period.',
        'Method: we tied a 50 g mass to a string and let it swing from 10 degrees.',
        'We timed ten swings with a stopwatch for lengths from 20 cm to 100 cm.',
        'Results: the period grew with the length, from 0.9 s to 2.0 s.',
        'Conclusion: the period is proportional to the square root of the length.',
      ],
    ],
    status: ESSAY_STATUS.DOWNLOADED,
    submittedAgo: 96,
    tutor: 'tutor',
    pickedUpAgo: 90,
    reviewedAgo: 89,
    downloadedAgo: 70,
    ratings: { summary: 5, comments: 4 },
    summary:
      'Your method is easy to repeat and timing ten swings was a smart choice. Add a table of your results and ' +
      'a graph of period against the square root of length to show your conclusion.',
    comments: [
      {
        category: 6,
        comment: 'Timing ten swings reduces the error: well done.',
        page: 1,
        line: 2,
        highlight: true,
      },
      {
        category: 2,
        comment: 'Put your results in a table with units in the headings.',
        page: 1,
        line: 3,
        highlight: false,
      },
    ],
  },
  {
    student: 'student',
    title: 'Should school start later?',
    details: 'This is a persuasive essay for English class.',
    pages: [
      [
        'Teenagers need eight to ten hours of sleep, but most get far less.',
        'Starting school at 8:30 or later would let students sleep longer.',
        'Schools that changed their start time saw better attendance and grades.',
        'Some parents worry about after-school jobs and sports practice.',
        'Still, the benefits for health and learning are worth the change.',
      ],
    ],
    status: ESSAY_STATUS.ASSIGNED,
    submittedAgo: 10,
    tutor: 'tutor',
    pickedUpAgo: 0.4,
    summary: 'A persuasive essay with a clear position.',
    comments: [
      {
        category: 3,
        comment: 'Where does this number come from? Cite the study.',
        page: 1,
        line: 0,
        highlight: true,
      },
      { category: 5, comment: '', page: 1, line: 3, highlight: false },
    ],
  },
  {
    student: 'student',
    title: 'My summer reading: To Kill a Mockingbird',
    details: 'Did I explain the theme of justice well?',
    pages: [
      [
        'To Kill a Mockingbird is told by Scout, a girl growing up in Alabama.',
        'Her father Atticus defends Tom Robinson, a Black man accused of a crime.',
        'The trial shows that the town cares more about prejudice than the truth.',
        'Scout learns that courage means doing what is right even when you lose.',
      ],
    ],
    status: ESSAY_STATUS.PENDING,
    submittedAgo: 2,
  },
  {
    student: 'student134',
    title: 'Climate change and coastal cities',
    details: 'Research paper draft, please look at my sources.',
    pages: [
      [
        'Sea levels rose about 20 centimetres during the last century.',
        'Cities such as Miami and Jakarta already flood during high tides.',
        'Some cities build sea walls, others restore wetlands and mangroves.',
        'Planning now will cost less than repairing damage later.',
      ],
    ],
    status: ESSAY_STATUS.PENDING,
    submittedAgo: 5,
  },
];

/** A PDF of Helvetica text, one line per entry, and where each line sits. */
async function textPdf(pages: readonly string[][]): Promise<{ bytes: Uint8Array; widths: number[][] }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const widths = pages.map((lines) => {
    const page = doc.addPage([612, 792]);
    return lines.map((line, index) => {
      page.drawText(line, { x: LEFT, y: TOP - index * LINE_HEIGHT, size: FONT_SIZE, font });
      return font.widthOfTextAtSize(line, FONT_SIZE);
    });
  });
  return { bytes: await doc.save(), widths };
}

function lineQuad(line: number, width: number): AnnotationQuad {
  const baseline = TOP - line * LINE_HEIGHT;
  const top = baseline + FONT_SIZE;
  const bottom = baseline - FONT_SIZE * 0.25;
  return [
    [LEFT, top],
    [LEFT + width, top],
    [LEFT, bottom],
    [LEFT + width, bottom],
  ];
}

/**
 * Essays for the demo world in every state a person meets: waiting in the queue, in review by the
 * demo tutor (with a comment still empty), reviewed with comments of several categories and its
 * annotated PDF, downloaded and rated. Once: a database whose demo student has essays is left
 * alone. Real PDFs with text, converted and plagiarism-checked like any upload.
 */
export async function placeDemoEssays(
  em: EntityManager,
  storage: FileStorage,
  now: number,
  work: HeavyWork,
): Promise<number> {
  const ava = await em.findOne(User, { username: 'student' });
  if (!ava || (await em.count(Essay, { student: ava })) > 0) return 0;
  const at = (hoursAgo: number | undefined) =>
    hoursAgo === undefined ? null : new Date((now - Math.round(hoursAgo * HOUR)) * 1000);
  const plagiarism = new EssayPlagiarism(new EssayFingerprintsRepository(em), work);
  // Oldest first, so each plagiarism check compares with the essays handed in before it.
  for (const demo of [...ESSAYS].sort((a, b) => b.submittedAgo - a.submittedAgo)) {
    const student = await em.findOneOrFail(User, { username: demo.student }, { populate: ['school'] });
    const tutor = demo.tutor ? await em.findOneOrFail(User, { username: demo.tutor }) : null;
    const createdAt = at(demo.submittedAgo)!;
    const pdf = await textPdf(demo.pages);
    const essay = em.create(Essay, {
      status: demo.status,
      student,
      school: student.school ?? null,
      languageId: 1,
      section: null,
      submissionType: 'essay',
      title: demo.title,
      details: demo.details,
      createdAt,
      dueAt: new Date(createdAt.getTime() + 24 * HOUR * 1000),
      tutor,
      pickedUpAt: at(demo.pickedUpAgo),
      reviewedAt: at(demo.reviewedAgo),
      downloadedAt: at(demo.downloadedAgo),
      sourceFiles: [],
      instructionFiles: [],
      conversionState: 'converted',
      conversionProgress: 100,
      summaryComment: demo.summary ?? null,
      plagiarismFree: demo.reviewedAgo === undefined ? null : true,
      summaryRating: demo.ratings?.summary ?? null,
      commentsRating: demo.ratings?.comments ?? null,
    });
    await em.flush();
    const key = `essays/${essay.id}/essay.pdf`;
    await storage.put(key, Buffer.from(pdf.bytes), 'application/pdf');
    essay.pdfKey = key;
    essay.sourceFiles = [
      { key, file_name: `${demo.title}.pdf`, kind: 'pdf', mime: 'application/pdf', size: pdf.bytes.length },
    ];
    await plagiarism.check(essay, await essayTextOf(pdf.bytes));

    const annotations = (demo.comments ?? []).map((comment, index) => {
      const width = pdf.widths[comment.page - 1]![comment.line]!;
      const quad = lineQuad(comment.line, width);
      const written = new Date((essay.pickedUpAt ?? createdAt).getTime() + (index + 1) * 60_000);
      return em.create(EssayAnnotation, {
        id: randomUUID(),
        essay,
        comment: comment.comment,
        category: comment.category,
        pageNumber: comment.page,
        quads: comment.highlight ? [quad] : null,
        x: comment.highlight ? null : LEFT + width + 12,
        y: comment.highlight ? null : quad[0][1],
        createdAt: written,
        updatedAt: written,
      });
    });
    if (demo.reviewedAgo !== undefined) {
      const reviewedKey = `essays/${essay.id}/reviewed.pdf`;
      const annotated = await writeAnnotatedPdf(
        pdf.bytes,
        annotations.map((note) => ({ ...note, pageNumber: note.pageNumber })),
        essayCategoryNames(student.preferredLanguage),
        { summary: demo.summary ?? '', words: essayReviewPdfWords(student.preferredLanguage) },
      );
      await storage.put(reviewedKey, Buffer.from(annotated), 'application/pdf');
      essay.reviewedPdfKey = reviewedKey;
    }
    await em.flush();
  }
  return ESSAYS.length;
}
