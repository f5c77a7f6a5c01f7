import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { mergePdfs, UnreadablePdfError } from './merge-pdfs.js';
import { extractPdfText } from './pdf-text.js';

describe('mergePdfs', () => {
  async function pdfWithPages(...sizes: [number, number][]) {
    const doc = await PDFDocument.create();
    for (const size of sizes) doc.addPage(size);
    return doc.save();
  }

  it('keeps every page of every PDF, in order, at its own size', async () => {
    const first = await pdfWithPages([612, 792], [612, 792]);
    const second = await pdfWithPages([595.28, 841.89]);
    const landscape = await pdfWithPages([792, 612]);

    const merged = await PDFDocument.load(await mergePdfs([first, second, landscape]));

    expect(merged.getPages().map((page) => page.getSize())).toEqual([
      { width: 612, height: 792 },
      { width: 612, height: 792 },
      { width: 595.28, height: 841.89 },
      { width: 792, height: 612 },
    ]);
  });

  it('refuses to make a PDF with no pages', async () => {
    await expect(mergePdfs([])).rejects.toThrow(RangeError);
  });

  it('says which PDF could not be read', async () => {
    const good = await pdfWithPages([612, 792]);

    const attempt = mergePdfs([good, new TextEncoder().encode('%PDF-1.7 nothing else')]);

    await expect(attempt).rejects.toBeInstanceOf(UnreadablePdfError);
    await expect(attempt).rejects.toMatchObject({ index: 1 });
  });

  async function locked(userPassword: string) {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText('My essay, locked against editing.', { x: 72, y: 700, size: 12, font });
    await doc.encrypt({ userPassword, ownerPassword: 'owner' });
    return doc.save();
  }

  it('opens a PDF that is only locked against editing, and gives it back unlocked with its text', async () => {
    const merged = await mergePdfs([await locked('')]);

    expect((await PDFDocument.load(merged)).isEncrypted).toBe(false);
    expect(await extractPdfText(merged)).toEqual(['My essay, locked against editing.']);
  });

  it('refuses a PDF that needs a password to be read', async () => {
    await expect(mergePdfs([await locked('secret')])).rejects.toMatchObject({
      name: 'UnreadablePdfError',
      index: 0,
    });
  });
});
