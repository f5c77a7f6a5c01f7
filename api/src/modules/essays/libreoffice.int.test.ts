import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { wordDocument } from '../../../test/essay-fixtures.js';
import type { AppConfig } from '../../platform/config/config.js';
import { LibreOffice } from './libreoffice.js';

const libreOffice = new LibreOffice({
  essayConversion: { sofficePath: 'soffice', timeoutMs: 60_000, memoryMb: 1024, atOnce: 1 },
} as AppConfig);

describe('LibreOffice', () => {
  it('should turn a Word file into a PDF with its pages', async () => {
    const pdf = await libreOffice.toPdf(
      wordDocument(['One.', 'Two.', 'Three.'], { pageBreaks: true }),
      60_000,
    );
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(3);
  });

  it('should not fetch a picture the Word file links by URL (no requests from our network on a student’s say-so)', async () => {
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const docx = wordDocument(['See the chart.'], {
        linkedPictureUrl: `http://127.0.0.1:${port}/internal/chart.png`,
      });
      const pdf = await libreOffice.toPdf(docx, 60_000);
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
      expect(requests).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
