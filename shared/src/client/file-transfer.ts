// What only downloads and uploads need, loaded with the first of them: the sign-in page carries none of it.
import type { UploadTransport } from './http-client.js';

/** Statuses whose response has no body, which `new Response` refuses one for. */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([204, 205, 304]);

/**
 * The XMLHttpRequest members used here. The API's tests load the client without the DOM library,
 * so the browser's own type is not at hand there.
 */
interface Xhr {
  open(method: string, url: string): void;
  withCredentials: boolean;
  setRequestHeader(name: string, value: string): void;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  send(body: FormData): void;
}

/** Sends with XMLHttpRequest: fetch cannot report how much of a body has gone. */
export const xhrUploadTransport: UploadTransport = (request) =>
  new Promise((resolve, reject) => {
    const xhr = new (globalThis as unknown as { XMLHttpRequest: new () => Xhr }).XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
        }),
      );
    xhr.onerror = () => reject(new Error('The upload got no answer'));
    xhr.onabort = () => reject(new Error('The upload was stopped'));
    xhr.send(request.form);
  });

/** The name the server gave a file (`Content-Disposition`), if it gave one. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Fall back to the plain name.
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}
