import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imagesToPdf } from './images-to-pdf.js';
import { extractPdfText, textOfItems } from './pdf-text.js';

async function pdfWithText(pages: string[][]) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    lines.forEach((line, index) => page.drawText(line, { x: 72, y: 700 - index * 18, size: 12, font }));
  }
  return doc.save();
}

describe('extractPdfText', () => {
  it('gives the text of each page, page 1 first, one line per line', async () => {
    const pdf = await pdfWithText([
      ['The causes of the First World War', 'were many and tangled.'],
      ['In conclusion, alliances mattered.'],
    ]);

    expect(await extractPdfText(pdf)).toEqual([
      'The causes of the First World War\nwere many and tangled.',
      'In conclusion, alliances mattered.',
    ]);
  });

  it('keeps accented letters (a French essay)', async () => {
    const pdf = await pdfWithText([['Les élèves ont été très déçus à Noël.']]);

    expect(await extractPdfText(pdf)).toEqual(['Les élèves ont été très déçus à Noël.']);
  });

  it('gives an empty page for a scan with no text layer', async () => {
    const scan = await imagesToPdf([
      await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    ]);

    expect(await extractPdfText(scan)).toEqual(['']);
  });

  it('refuses bytes that are not a PDF', async () => {
    await expect(extractPdfText(new TextEncoder().encode('hello'))).rejects.toThrow();
  });
});

describe('textOfItems', () => {
  it('breaks lines where pdf.js saw an end of line and skips marked-content items', () => {
    const items = [
      { type: 'beginMarkedContent' },
      { str: 'First line ', hasEOL: true },
      { str: 'second', hasEOL: false },
      { str: ' line', hasEOL: false },
      { type: 'endMarkedContent' },
    ];

    expect(textOfItems(items)).toBe('First line\nsecond line');
  });
});
