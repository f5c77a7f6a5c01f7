import { PDFDocument, PDFHexString, StandardFonts } from '@cantoo/pdf-lib';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { describe, expect, it } from 'vitest';
import { type PdfAnnotation, writeAnnotatedPdf } from './annotated-pdf.js';
import {
  annotationsToXfdf,
  importXfdf,
  InvalidXfdfError,
  pdfAnnotationsToXfdf,
  UnknownAnnotationSourceError,
} from './xfdf.js';

const created = new Date('2026-11-23T20:15:00Z');

const highlight: PdfAnnotation = {
  id: 41,
  comment: 'Which treaty? Cite it.',
  category: 3,
  pageNumber: 1,
  quads: [
    [
      [90.5, 712.25],
      [140, 712.25],
      [90.5, 698],
      [140, 698],
    ],
    [
      [72, 694],
      [120, 694],
      [72, 680],
      [120, 680],
    ],
  ],
  createdAt: created,
};

const note: PdfAnnotation = {
  id: 42,
  comment: 'Strong opening.',
  category: 6,
  pageNumber: 2,
  x: 300,
  y: 600,
  createdAt: created,
};

async function essayPdf() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText('The alliances of 1914.', { x: 72, y: 700, size: 12, font });
  doc.addPage([612, 792]);
  return doc.save();
}

/** An XFDF document as Acrobat exports it: a highlight by a person, no Lantern marker. */
const ACROBAT_XFDF = `<?xml version="1.0" encoding="UTF-8"?>
<xfdf xmlns="http://ns.adobe.com/xfdf/" xml:space="preserve">
  <annots>
    <highlight color="#FFFF00" creationdate="D:20261101120000Z" flags="print" name="5c1f0b2e-6a3d-4f7a-9d1e-2b8c7a6f5e4d"
      page="0" rect="72,680,140,712" subject="Highlight" title="Jane Doe" coords="72,712,140,712,72,680,140,680">
      <contents>Nice point</contents>
    </highlight>
  </annots>
</xfdf>`;

describe('annotationsToXfdf and importXfdf', () => {
  it('give back every field of the review annotations', () => {
    const imported = importXfdf(annotationsToXfdf([highlight, note]));

    expect(imported).toEqual([
      {
        id: '41',
        comment: 'Which treaty? Cite it.',
        category: 3,
        pageNumber: 1,
        quads: highlight.quads,
        x: null,
        y: null,
        createdAt: created,
      },
      {
        id: '42',
        comment: 'Strong opening.',
        category: 6,
        pageNumber: 2,
        quads: null,
        x: 300,
        y: 600,
        createdAt: created,
      },
    ]);
  });

  it('write standard XFDF: page from 0, colour, Lantern as author, "<category>: <comment>" as contents', () => {
    const xfdf = annotationsToXfdf([highlight, note]);

    expect(xfdf).toContain('<xfdf xmlns="http://ns.adobe.com/xfdf/"');
    expect(xfdf).toMatch(
      /<highlight page="0" rect="72,680,140,712.25" color="#CC79A7" name="lantern:41" title="Lantern" subject="Citing your sources"/,
    );
    expect(xfdf).toContain('coords="90.5,712.25,140,712.25,90.5,698,140,698,72,694,120,694,72,680,120,680"');
    expect(xfdf).toContain('<contents>Citing your sources: Which treaty? Cite it.</contents>');
    expect(xfdf).toMatch(/<text page="1" rect="300,576,324,600" color="#009E73" name="lantern:42"/);
    expect(xfdf).toContain('icon="Comment"');
  });

  it('leave hidden annotations out', () => {
    expect(
      importXfdf(annotationsToXfdf([highlight, { ...note, hidden: true }])).map((found) => found.id),
    ).toEqual(['41']);
  });

  it('escape whatever the tutor typed, so the XML stays well formed and means the same', () => {
    const comment = 'Use <em> & "quotes" or \'these\'\r\nnot ]]> \u0001 — ok 👍';
    const names = { 3: 'Sources "&" <citations>' };

    const xfdf = annotationsToXfdf([{ ...highlight, comment }], names);

    expect(xfdf).not.toContain('<em>');
    expect(xfdf).not.toContain('\u0001');
    expect(xfdf).toContain('subject="Sources &quot;&amp;&quot; &lt;citations&gt;"');
    const [imported] = importXfdf(xfdf);
    expect(imported!.comment).toBe(comment.replace('\u0001', ''));
  });

  it('refuse an annotation Lantern did not write with "Unknown PDF annotation source"', () => {
    expect(() => importXfdf(ACROBAT_XFDF)).toThrow(/^Unknown PDF annotation source$/);
    expect(() => importXfdf(ACROBAT_XFDF)).toThrow(UnknownAnnotationSourceError);
    try {
      importXfdf(ACROBAT_XFDF);
    } catch (error) {
      expect((error as UnknownAnnotationSourceError).code).toBe(ErrorCode.pdfAnnotationSourceUnknown);
    }
  });

  it('refuse the whole document when one foreign annotation hides among ours', () => {
    const ours = annotationsToXfdf([note]);
    const foreign = ACROBAT_XFDF.match(/<highlight[\s\S]*<\/highlight>/)![0];
    const mixed = ours.replace('</annots>', `${foreign}</annots>`);

    expect(() => importXfdf(mixed)).toThrow('Unknown PDF annotation source');
  });

  it('refuse what is not XFDF, a DOCTYPE, and our annotations with missing fields', () => {
    expect(() => importXfdf('<html><body/></html>')).toThrow(InvalidXfdfError);
    expect(() =>
      importXfdf('<!DOCTYPE x [<!ENTITY a "aaaa">]><xfdf><annots><text name="lantern:1"/></annots></xfdf>'),
    ).toThrow('a DOCTYPE is not allowed');
    expect(() =>
      importXfdf('<xfdf><annots><text name="lantern:1" page="0" rect="1,2,3,4"/></annots></xfdf>'),
    ).toThrow('annotation 1 has no category 1 to 6');
    expect(() =>
      importXfdf(
        '<xfdf xmlns:lantern="urn:lantern:xfdf"><annots><highlight name="lantern:1" page="0" lantern:category="2" coords="1,2,3"/></annots></xfdf>',
      ),
    ).toThrow('coords in groups of eight');
  });

  it('read an XFDF with no annotations as none', () => {
    expect(importXfdf(annotationsToXfdf([]))).toEqual([]);
  });
});

describe('pdfAnnotationsToXfdf', () => {
  it('reads the annotations Lantern wrote into a PDF back into the review', async () => {
    const annotated = await writeAnnotatedPdf(await essayPdf(), [highlight, note]);

    const imported = importXfdf(await pdfAnnotationsToXfdf(annotated));

    expect(
      imported.map(({ id, category, pageNumber, comment, x, y }) => ({
        id,
        category,
        pageNumber,
        comment,
        x,
        y,
      })),
    ).toEqual([
      { id: '41', category: 3, pageNumber: 1, comment: 'Which treaty? Cite it.', x: null, y: null },
      { id: '42', category: 6, pageNumber: 2, comment: 'Strong opening.', x: 300, y: 600 },
    ]);
    expect(imported[0]!.quads).toEqual(highlight.quads);
    expect(imported[0]!.createdAt).toEqual(created);
  });

  it('exports a foreign annotation, which the importer then refuses with "Unknown PDF annotation source"', async () => {
    const doc = await PDFDocument.load(await writeAnnotatedPdf(await essayPdf(), [note]));
    const page = doc.getPage(0);
    page.node.addAnnot(
      doc.context.register(
        doc.context.obj({
          Type: 'Annot',
          Subtype: 'Highlight',
          Rect: [72, 698, 140, 712],
          QuadPoints: [72, 712, 140, 712, 72, 698, 140, 698],
          C: [1, 1, 0],
          T: PDFHexString.fromText('Jane Doe'),
          Contents: PDFHexString.fromText('Added in another reader'),
        }),
      ),
    );

    const xfdf = await pdfAnnotationsToXfdf(await doc.save());

    expect(xfdf).toContain('title="Jane Doe"');
    expect(() => importXfdf(xfdf)).toThrow(/^Unknown PDF annotation source$/);
  });

  it('leaves out links and popups, which are not comments', async () => {
    const doc = await PDFDocument.load(await essayPdf());
    doc
      .getPage(0)
      .node.addAnnot(
        doc.context.register(doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 10, 10] })),
      );

    const annotated = await writeAnnotatedPdf(await doc.save(), [note]);

    expect(importXfdf(await pdfAnnotationsToXfdf(annotated)).map((found) => found.id)).toEqual(['42']);
  });
});
