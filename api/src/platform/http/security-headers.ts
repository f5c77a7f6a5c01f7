import type { NextFunction, Request, Response } from 'express';

/** A year, the value browsers' preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

const SAME_ORIGIN_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self' data:; media-src 'self' data: blob:; object-src 'none'; base-uri 'self'";

/**
 * Headers every response carries; the CSP matches what the two apps load (same-origin only).
 * API answers are personal (tokens, profiles), so no cache or proxy may keep them. In production
 * Lantern is served over HTTPS (usually by a TLS proxy in front of it), so browsers are told to use
 * nothing else; they ignore the header over plain HTTP, so it cannot lock anyone out of a test setup.
 * The hot lane (hot-lane.ts), which answers ahead of Express, sends the same list.
 */
export function securityHeaderList(path: string, production: boolean): [name: string, value: string][] {
  const headers: [string, string][] = [];
  if (path === '/api' || path.startsWith('/api/')) headers.push(['Cache-Control', 'no-store']);
  // The console forbids every frame; the web app allows its own origin. frame-ancestors is only
  // obeyed in a header (a <meta> policy ignores it), so it is said here for both.
  const consolePage = path === '/console' || path.startsWith('/console/');
  headers.push(
    ['Content-Security-Policy', `${SAME_ORIGIN_CSP}; frame-ancestors ${consolePage ? "'none'" : "'self'"}`],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', consolePage ? 'DENY' : 'SAMEORIGIN'],
  );
  if (production) headers.push(['Strict-Transport-Security', HSTS]);
  return headers;
}

export function securityHeaders(production: boolean) {
  return (request: Request, response: Response, next: NextFunction) => {
    for (const [name, value] of securityHeaderList(request.path, production)) response.setHeader(name, value);
    next();
  };
}
