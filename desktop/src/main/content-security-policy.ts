import { isAppUrl } from './navigation-policy.js';

/**
 * The console's policy, also written as a meta tag in src/renderer/index.html (a test keeps the two
 * equal). The desktop shell sends it as a header too, so the policy holds even if the server's page
 * loses its meta tag.
 *
 * `connect-src 'self'` is the API origin only (the console is served by the API): under CSP 3,
 * 'self' also matches the same host's ws: / wss:, so the socket needs no scheme-wide source
 * that would let a script talk to any host.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "media-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

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
