import { request as httpRequest } from 'node:http';
import { inflatingDocx } from './hostile-files.ts';

/** Hostile requests and files, made on the spot, for the upload routes' bounds. */

/** A .docx of about 1 MB whose document part is 1 GiB of zeros (its headers say so). */
export const wordBomb = () => inflatingDocx();

/**
 * A .docx whose headers declare a 1 KB document part that really inflates to 192 MiB: every rule
 * read from the directory passes, only counting what comes out catches it.
 */
export const lyingWordBomb = () => inflatingDocx(192 * 1024 * 1024, 1000);

/** A file whose header says PDF over a web page. */
export const pdfOverHtml = () =>
  Buffer.from(
    `%PDF-1.7\n<!doctype html><html><head><title>Not a PDF</title></head><body>${'<p>hello</p>'.repeat(100)}</body></html>\n`,
  );

export interface StreamedAnswer {
  status: number;
  body: { error?: { code: string; message: string; details?: Record<string, unknown> } };
  /** Bytes of the body written before the answer came (or the connection closed). */
  sent: number;
}

/**
 * Sends a multipart body chunk by chunk (chunked, no Content-Length unless `declaredLength`), up to
 * `maxBytes`, and stops as soon as the server answers: how much had been sent by then tells
 * whether the server read on after it knew to refuse.
 */
export function streamMultipart(options: {
  url: string;
  token: string | null;
  boundary: string;
  chunk: (index: number) => string | Buffer;
  maxBytes: number;
  declaredLength?: number;
}): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest(options.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.token ?? ''}`,
        'content-type': `multipart/form-data; boundary=${options.boundary}`,
        ...(options.declaredLength === undefined ? {} : { 'content-length': String(options.declaredLength) }),
      },
    });
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          body: text ? (JSON.parse(text) as StreamedAnswer['body']) : {},
          sent,
        });
        request.destroy();
      });
    });
    // Writing on after the server closed the connection: its answer is on the way, or it cut us off.
    request.on('error', (error) => {
      if (!answered) reject(new Error(`no answer after ${sent} bytes: ${error.message}`));
    });
    let index = 0;
    const pump = () => {
      while (!answered && sent < options.maxBytes) {
        const chunk = options.chunk(index++);
        sent += Buffer.byteLength(chunk);
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      // A declared length is never reached: the server must answer without the rest.
      if (!answered && options.declaredLength === undefined) request.end();
    };
    pump();
  });
}

/** One text field of a multipart body. */
export const textPart = (boundary: string, name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
