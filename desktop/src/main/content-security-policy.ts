import { isAppUrl } from './navigation-policy.js';

/**
 * The console's policy as its page declares it in a meta tag in src/renderer/index.html (a test keeps
 * the two equal). It leaves out frame-ancestors, which a meta policy may not carry (browsers ignore
 * it there and log an error): that part travels in headers only, the API's and the desktop shell's.
 *
 * `connect-src 'self'` is the API origin only (the console is served by the API): under CSP 3,
 * 'self' also matches the same host's ws: / wss:, so the socket needs no scheme-wide source
 * that would let a script talk to any host.
 */
export const CONSOLE_META_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "media-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/**
 * The policy the desktop shell sends as a header, so it holds even if the server's page loses its
 * meta tag: the meta's, plus the ban on framing that only a header can carry.
 */
export const CONSOLE_CSP = `${CONSOLE_META_CSP}; frame-ancestors 'none'`;

export type ResponseHeaders = Record<string, string[]>;

/**
 * Adds the console's policy to responses from the app origin. A policy the server already sends is
 * kept: browsers enforce every policy they are given, so adding one can only tighten.
 */
export function withConsoleCsp(
  responseUrl: string,
  headers: Readonly<ResponseHeaders>,
  appOrigin: string,
): Readonly<ResponseHeaders> {
  if (!isAppUrl(responseUrl, appOrigin)) return headers;
  const existingKey = Object.keys(headers).find((key) => key.toLowerCase() === 'content-security-policy');
  const key = existingKey ?? 'Content-Security-Policy';
  return { ...headers, [key]: [...(headers[key] ?? []), CONSOLE_CSP] };
}
