import type { ServerResponse } from 'node:http';
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
 * The hot lane (hot-lane.ts), which answers ahead of Express, sets them with the same function.
 */
export function setSecurityHeaders(response: ServerResponse, path: string, production: boolean): void {
  if (path === '/api' || path.startsWith('/api/')) response.setHeader('Cache-Control', 'no-store');
  // The console forbids every frame; the web app allows its own origin. frame-ancestors is only
  // obeyed in a header (a <meta> policy ignores it), so it is said here for both.
  const consolePage = path === '/console' || path.startsWith('/console/');
  response.setHeader(
    'Content-Security-Policy',
    `${SAME_ORIGIN_CSP}; frame-ancestors ${consolePage ? "'none'" : "'self'"}`,
  );
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.setHeader('X-Frame-Options', consolePage ? 'DENY' : 'SAMEORIGIN');
  if (production) response.setHeader('Strict-Transport-Security', HSTS);
}

export function securityHeaders(production: boolean) {
  return (request: Request, response: Response, next: NextFunction) => {
    setSecurityHeaders(response, request.path, production);
    next();
  };
}
