import type { NextFunction, Request, Response } from 'express';

/** Headers every response carries; the CSP matches what the two apps load (same-origin only). */
export function securityHeaders(_request: Request, response: Response, next: NextFunction) {
  response.setHeader(
    'Content-Security-Policy',
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self' ws: wss:; font-src 'self' data:; media-src 'self' data: blob:; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
  );
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.setHeader('X-Frame-Options', 'SAMEORIGIN');
  next();
}
