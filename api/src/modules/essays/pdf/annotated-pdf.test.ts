import { PDFDocument, type PDFFont, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { essayReviewPdfWords } from '@lantern/shared/i18n/essay-category-names';
import { InvalidAnnotationError, type PdfAnnotation, writeAnnotatedPdf } from './annotated-pdf.js';
import type { AnnotationQuad } from './coordinates.js';
import { extractPdfText } from './pdf-text.js';
import { withPdf } from './pdfjs.js';

const LINE_1 = 'The alliances of 1914 turned a local quarrel into a world war.';
const LINE_2 = 'Historians still argue about who was most to blame.';
const SIZE = 12;
const LEFT = 72;
const LINE_1_BASELINE = 700;

interface Essay {
  bytes: Uint8Array;
  /** The quad around `word` in LINE_1, from the font's own metrics. */
  quadAround(word: string): AnnotationQuad;
}

async function essay(): Promise<Essay> {
  const doc = await PDFDocument.create();
  const font: PDFFont = await doc.embedFont(StandardFonts.TimesRoman);
  const first = doc.addPage([612, 792]);
  first.drawText(LINE_1, { x: LEFT, y: LINE_1_BASELINE, size: SIZE, font });
  first.drawText(LINE_2, { x: LEFT, y: LINE_1_BASELINE - 18, size: SIZE, font });
  doc.addPage([612, 792]).drawText('Works cited', { x: LEFT, y: 700, size: SIZE, font });
  const bytes = await doc.save();
  return {
    bytes,
    quadAround(word) {
      const before = LINE_1.slice(0, LINE_1.indexOf(word));
      const left = LEFT + font.widthOfTextAtSize(before, SIZE);
      const right = left + font.widthOfTextAtSize(word, SIZE);
      const bottom = LINE_1_BASELINE + font.heightAtSize(SIZE, { descender: true }) * -0.25;
      const top = LINE_1_BASELINE + font.heightAtSize(SIZE, { descender: false });
      return [
        [left, top],
        [right, top],
        [left, bottom],
        [right, bottom],
      ];
    },
  };
}

const created = new Date('2026-11-23T20:15:00Z');

function highlight(quads: AnnotationQuad[], overrides: Partial<PdfAnnotation> = {}): PdfAnnotation {
  return {
    id: 11,
    comment: 'Which treaty? Cite it.',
    category: 3,
    pageNumber: 1,
    quads,
    createdAt: created,
    ...overrides,
  };
}

function note(overrides: Partial<PdfAnnotation> = {}): PdfAnnotation {
  return {
    id: 12,
    comment: 'Strong opening (really).',
    category: 6,
    pageNumber: 1,
    x: 300,
    y: 600,
    createdAt: created,
    ...overrides,
  };
}

interface ReadAnnotation {
  subtype: string;
  contents: string;
  title: string;
  color: number[] | null;
  rect: number[];
  quadPoints: number[] | null;
  hasAppearance: boolean;
  popupRef: string | null;
  id: string;
  parentRect?: number[];
}

/** Every annotation of every page, as pdf.js (not the library that wrote them) reads them. */
async function readBack(bytes: Uint8Array): Promise<ReadAnnotation[][]> {
  return withPdf(bytes, async (pdf) => {
    const pages: ReadAnnotation[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const annotations = await (await pdf.getPage(number)).getAnnotations();
      pages.push(
        annotations.map((found: Record<string, unknown>) => ({
          subtype: found.subtype as string,
          contents: (found.contentsObj as { str: string } | undefined)?.str ?? '',
          title: (found.titleObj as { str: string } | undefined)?.str ?? '',
          color: found.color ? Array.from(found.color as Uint8ClampedArray) : null,
          rect: Array.from(found.rect as number[]),
          quadPoints: found.quadPoints ? Array.from(found.quadPoints as Float32Array) : null,
          hasAppearance: found.hasAppearance as boolean,
          popupRef: (found.popupRef as string | null) ?? null,
          id: found.id as string,
          parentRect: found.parentRect as number[] | undefined,
        })),
      );
    }
    return pages;
  });
}

const markups = (page: ReadAnnotation[]) => page.filter((annotation) => annotation.subtype !== 'Popup');

describe('writeAnnotatedPdf, read back with pdf.js', () => {
  it('writes a highlight over the quads, in the category colour, with "<category>: <comment>" and our marker', async () => {
    const original = await essay();
    const quad = original.quadAround('alliances');

    const [page1] = await readBack(await writeAnnotatedPdf(original.bytes, [highlight([quad])]));

    const [found] = markups(page1!);
    expect(found).toMatchObject({
      subtype: 'Highlight',
      contents: 'Citing your sources: Which treaty? Cite it.',
      title: 'Lantern',
      color: [0xcc, 0x79, 0xa7],
      hasAppearance: true,
    });
    const [[ulx, uly], [urx, ury], [llx, lly], [lrx, lry]] = quad;
    const expected = [ulx, uly, urx, ury, llx, lly, lrx, lry];
    found!.quadPoints!.forEach((value, index) => expect(value).toBeCloseTo(expected[index]!, 2));
    expect(found!.rect[0]).toBeCloseTo(ulx, 2);
    expect(found!.rect[3]).toBeCloseTo(uly, 2);
  });

  it('keeps several quads of one highlight (a passage over two lines)', async () => {
    const original = await essay();
    const quads = [original.quadAround('local'), original.quadAround('quarrel')];

    const [page1] = await readBack(await writeAnnotatedPdf(original.bytes, [highlight(quads)]));

    expect(markups(page1!)[0]!.quadPoints).toHaveLength(16);
  });

  it('pins a comment as a text note whose top-left corner is the clicked point', async () => {
    const original = await essay();

    const [page1] = await readBack(await writeAnnotatedPdf(original.bytes, [note()]));

    expect(markups(page1!)).toEqual([
      expect.objectContaining({
        subtype: 'Text',
        contents: 'Praise: Strong opening (really).',
        title: 'Lantern',
        color: [0x00, 0x9e, 0x73],
        rect: [300, 576, 324, 600],
        hasAppearance: true,
      }),
    ]);
  });

  it('gives each annotation a closed popup pointing back at it', async () => {
    const original = await essay();

    const [page1] = await readBack(
      await writeAnnotatedPdf(original.bytes, [note(), highlight([original.quadAround('war')])]),
    );

    const popups = page1!.filter((annotation) => annotation.subtype === 'Popup');
    expect(popups).toHaveLength(2);
    for (const parent of markups(page1!)) {
      const popup = popups.find((candidate) => candidate.id === parent.popupRef);
      expect(popup?.parentRect).toEqual(parent.rect);
      expect(popup?.title).toBe('Lantern');
      expect(popup?.rect[2]).toBeLessThanOrEqual(612);
    }
  });

  it('puts each annotation on its own page and leaves hidden ones out', async () => {
    const original = await essay();

    const pages = await readBack(
      await writeAnnotatedPdf(original.bytes, [
        note({ id: 1, pageNumber: 2, comment: 'Use MLA format.', category: 2, x: 72, y: 720 }),
        highlight([original.quadAround('world')], { id: 2, hidden: true }),
      ]),
    );

    expect(pages.map((page) => markups(page).map((annotation) => annotation.contents))).toEqual([
      [],
      ['Page setup and style: Use MLA format.'],
    ]);
  });

  it('writes category names in the student’s language when given, and any characters the tutor typed', async () => {
    const original = await essay();
    const comment = 'Très bien ! 👏 (voir § 2) \\ fin';

    const [page1] = await readBack(
      await writeAnnotatedPdf(original.bytes, [note({ category: 3, comment })], { 3: 'Citer vos sources' }),
    );

    expect(markups(page1!)[0]!.contents).toBe(`Citer vos sources: ${comment}`);
  });

  it('leaves the essay intact: same pages, same text', async () => {
    const original = await essay();

    const annotated = await writeAnnotatedPdf(original.bytes, [
      note(),
      highlight([original.quadAround('alliances')]),
    ]);

    expect(await extractPdfText(annotated)).toEqual(await extractPdfText(original.bytes));
    expect((await PDFDocument.load(annotated)).getPageCount()).toBe(2);
  });

  it('replaces what it wrote before instead of doubling it, and keeps annotations from elsewhere', async () => {
    const original = await essay();
    const withForeign = await PDFDocument.load(original.bytes);
    const page = withForeign.getPage(0);
    page.node.addAnnot(
      withForeign.context.register(
        withForeign.context.obj({ Type: 'Annot', Subtype: 'Square', Rect: [10, 10, 50, 50], C: [1, 0, 0] }),
      ),
    );

    const once = await writeAnnotatedPdf(await withForeign.save(), [note()]);
    const twice = await writeAnnotatedPdf(once, [note({ comment: 'Changed my mind.' })]);

    const [page1] = await readBack(twice);
    expect(markups(page1!).map((annotation) => [annotation.subtype, annotation.contents])).toEqual([
      ['Square', ''],
      ['Text', 'Praise: Changed my mind.'],
    ]);
    expect(page1!.filter((annotation) => annotation.subtype === 'Popup')).toHaveLength(1);
  });

  it('refuses an annotation it cannot place', async () => {
    const { bytes } = await essay();

    await expect(writeAnnotatedPdf(bytes, [note({ pageNumber: 3 })])).rejects.toThrow(InvalidAnnotationError);
    await expect(writeAnnotatedPdf(bytes, [note({ category: 9 })])).rejects.toThrow(
      'category 9 is not 1 to 6',
    );
    await expect(writeAnnotatedPdf(bytes, [note({ x: null, y: null })])).rejects.toThrow(
      'neither quads nor a point',
    );
  });
});

describe('writeAnnotatedPdf with the review for paper, read back with pdf.js', () => {
  const review = { summary: 'Un argument clair ; resserrez le milieu.', words: essayReviewPdfWords('fr') };
  const names = { 3: 'Citer vos sources', 6: 'Points forts' };

  it('numbers each mark on its page in reading order and lists the summary and every comment on review pages after the essay', async () => {
    const original = await essay();
    const marks = [
      note({ id: 'low', comment: 'Très bien : éléments précis, « déjà vu », Ωμέγα, Привет.', y: 300 }),
      highlight([original.quadAround('alliances')], { id: 'high' }),
      note({ id: 'second page', pageNumber: 2, comment: 'Ajoutez les dates.', category: 3, x: 72, y: 720 }),
    ];

    const annotated = await writeAnnotatedPdf(original.bytes, marks, names, review);

    const text = await extractPdfText(annotated);
    expect(text).toHaveLength(3);
    // The numbers are printed beside the marks, in the page's content: 1 and 2 on page 1, 3 on page 2.
    expect(text[0]).toContain(LINE_1);
    expect(text[0]!.replace(LINE_1, '').replace(LINE_2, '')).toMatch(/^\D*1\D*2\D*$/);
    expect(text[1]).toMatch(/Works cited\D*3|3\D*Works cited/);
    const reviewPage = text[2]!;
    expect(reviewPage).toContain('La correction de votre tuteur');
    expect(reviewPage).toContain('Résumé');
    expect(reviewPage).toContain('Un argument clair ; resserrez le milieu.');
    expect(reviewPage).toMatch(/1\s*Citer vos sources · à la page 1\s*Which treaty\? Cite it\./);
    expect(reviewPage).toMatch(
      /2\s*Points forts · à la page 1\s*Très bien : éléments précis, « déjà vu », Ωμέγα, Привет\./,
    );
    expect(reviewPage).toMatch(/3\s*Citer vos sources · à la page 2\s*Ajoutez les dates\./);

    // The annotations are still there, on the essay's pages only.
    const pages = await readBack(annotated);
    expect(pages.map((page) => markups(page).length)).toEqual([2, 1, 0]);
  });

  it('wraps a long comment and carries it onto as many pages as it needs', async () => {
    const original = await essay();
    const long = Array.from({ length: 400 }, (_, index) => `mot${index}`).join(' ');

    const annotated = await writeAnnotatedPdf(original.bytes, [note({ comment: long })], names, review);

    const text = await extractPdfText(annotated);
    expect(text.length).toBeGreaterThan(3);
    expect(text[3]).toContain('La correction de votre tuteur (suite)');
    const words = text
      .slice(2)
      .join(' ')
      .match(/mot\d+/g);
    expect(words).toEqual(long.split(' '));
  });

  it('replaces its numbers and review pages when written again, and says so when there are no comments', async () => {
    const original = await essay();
    const once = await writeAnnotatedPdf(original.bytes, [note()], names, review);

    const twice = await writeAnnotatedPdf(once, [], names, { ...review, summary: 'Bien.' });

    const text = await extractPdfText(twice);
    expect(text).toHaveLength(3);
    expect(text.slice(0, 2)).toEqual(await extractPdfText(original.bytes));
    expect(text[2]).toContain('Bien.');
    expect(text[2]).toContain('Votre tuteur n’a laissé aucun commentaire sur les pages.');
  });
});
