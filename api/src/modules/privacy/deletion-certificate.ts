import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@cantoo/fontkit';
import { PDFDocument, type PDFFont, rgb } from '@cantoo/pdf-lib';
import { PRIVACY_STORES, type PrivacyRemoved, type PrivacyStore } from '@lantern/shared/contracts/privacy';

/** What the certificate states: the request, who made it, and what left each store, when. */
export interface CertificateFacts {
  deletionId: number;
  scope: 'student' | 'school';
  targetId: number;
  districtName: string | null;
  schoolName: string | null;
  requestedBy: { id: number; role: string };
  requestedAt: Date;
  startedAt: Date;
  finishedAt: Date;
  students: number;
  removed: PrivacyRemoved;
}

/** Each store as the district reads it on the certificate. */
export const STORE_NAMES: Record<PrivacyStore, string> = {
  chat_files: 'Chat files, pictures and voice recordings (file storage)',
  session_messages: 'Chat messages',
  message_reactions: 'Reactions to messages',
  message_bookmarks: 'Bookmarked messages',
  whiteboard_strokes: 'Whiteboard drawings',
  shared_links: 'Shared session links',
  session_handoffs: 'Session handoffs between tutors',
  assessments: "Tutors' session assessments",
  session_reports: 'Session feedback reports',
  incidents: 'Incident reports',
  tutor_comments: "Tutors' notes about the student",
  action_items: 'Action center items',
  content_holds: 'Moderation holds',
  sessions: 'Live help sessions',
  essay_files: 'Essay files and reviewed PDFs (file storage)',
  essay_annotations: 'Essay review comments',
  essay_suggestions: 'AI review suggestions',
  essay_ai_summaries: 'AI essay summaries',
  plagiarism_fingerprints: 'Plagiarism index entries',
  plagiarism_matches: "Quotes in other essays' plagiarism matches",
  essays: 'Essays',
  sign_ins: 'Sign-ins and linked sign-in accounts',
  account_links: 'Password and e-mail links',
  mail_messages: 'E-mails to the student',
  enrolments: 'Section and school enrolments',
  preferences: 'Preferences',
  access_log: 'Access log entries',
  profiles: 'Student profiles (the account kept only as an anonymous id)',
};

const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.8, 0.8, 0.8);

// DejaVu ships with the API (see essays/pdf/review-pages.ts): school names in any script print.
const FONT = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');

/**
 * The deletion certificate: one A4 page (more when it must) naming the request, the person who
 * made it, the times, and for every store how many records left it. It names no student: the
 * district matches the request id and the student's Lantern id against its own records.
 */
export async function writeDeletionCertificate(facts: CertificateFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    readFile(FONT).then((bytes) => doc.embedFont(bytes, { subset: true })),
    readFile(FONT.replace(/DejaVuSans\.ttf$/, 'DejaVuSans-Bold.ttf')).then((bytes) =>
      doc.embedFont(bytes, { subset: true }),
    ),
  ]);
  doc.setTitle(`Lantern deletion certificate ${facts.deletionId}`);
  doc.setProducer('Lantern');
  doc.setCreationDate(facts.finishedAt);
  const [width, height] = [595.28, 841.89];
  let page = doc.addPage([width, height]);
  let y = height - MARGIN;
  const line = (text: string, font: PDFFont = regular, size = 11, color = INK, x = MARGIN) => {
    if (y < MARGIN + size) {
      page = doc.addPage([width, height]);
      y = height - MARGIN;
    }
    page.drawText(text, { x, y: y - size, size, font, color });
    y -= size + 7;
  };

  line('Certificate of deletion', bold, 20);
  line(`Lantern deletion request no. ${facts.deletionId}`, regular, 11, MUTED);
  y -= 8;
  const subject =
    facts.scope === 'student'
      ? `Student: Lantern id ${facts.targetId}`
      : `School at the end of its contract: ${facts.schoolName ?? 'school'} (Lantern id ${facts.targetId})`;
  line(subject, bold, 12);
  if (facts.districtName) line(`District: ${facts.districtName}`);
  line(
    `Requested by: user ${facts.requestedBy.id} (${facts.requestedBy.role}) on ${stamp(facts.requestedAt)}`,
  );
  line(`Deletion began: ${stamp(facts.startedAt)}`);
  line(`Deletion completed: ${stamp(facts.finishedAt)}`);
  line(`Students erased: ${facts.students}`);
  y -= 10;
  line('Removed', bold, 13);
  page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, color: RULE, thickness: 0.5 });
  y -= 6;
  for (const store of PRIVACY_STORES) {
    const count = String(facts.removed[store] ?? 0);
    line(STORE_NAMES[store], regular, 10);
    page.drawText(count, {
      x: width - MARGIN - bold.widthOfTextAtSize(count, 10),
      y: y + 7,
      size: 10,
      font: bold,
      color: INK,
    });
  }
  y -= 10;
  for (const text of [
    'Every record above was deleted from the database, and every file from file storage; the',
    "student's account remains only as an anonymous id with no name, address, roster id or",
    'password, so that the audit trail still adds up. Derived data (the plagiarism index and',
    "quotes of the student's essays in other essays' plagiarism matches) was removed with it.",
  ])
    line(text, regular, 9, MUTED);
  return doc.save();
}
