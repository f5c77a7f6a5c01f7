import type { NextFunction, Request, Response } from 'express';

/** A year, the value browsers' preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every response carries; the CSP matches what the two apps load (same-origin only).
 * API answers are personal (tokens, profiles), so no cache or proxy may keep them. In production
 * Lantern is served over HTTPS (usually by a TLS proxy in front of it), so browsers are told to use
 * nothing else; they ignore the header over plain HTTP, so it cannot lock anyone out of a test setup.
 */
export function securityHeaders(production: boolean) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.path === '/api' || request.path.startsWith('/api/'))
      response.setHeader('Cache-Control', 'no-store');
    response.setHeader(
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self' data:; media-src 'self' data: blob:; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    );
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    response.setHeader('X-Frame-Options', 'SAMEORIGIN');
    if (production) response.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}
