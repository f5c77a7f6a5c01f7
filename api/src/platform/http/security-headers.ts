import type { NextFunction, Request, Response } from 'express';

/**
 * Headers every response carries; the CSP matches what the two apps load (same-origin only).
 * API answers are personal (tokens, profiles), so no cache or proxy may keep them.
 */
export function securityHeaders(request: Request, response: Response, next: NextFunction) {
  if (request.path === '/api' || request.path.startsWith('/api/'))
    response.setHeader('Cache-Control', 'no-store');
  response.setHeader(
    'Content-Security-Policy',
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self' data:; media-src 'self' data: blob:; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
  );
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.setHeader('X-Frame-Options', 'SAMEORIGIN');
  next();
}
