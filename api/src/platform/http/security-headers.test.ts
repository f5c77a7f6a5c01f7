import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';

function headersSent(production: boolean, path = '/api/health'): Map<string, string> {
  const headers = new Map<string, string>();
  const response = { setHeader: (name: string, value: string) => headers.set(name, value) };
  const next: NextFunction = () => undefined;
  securityHeaders(production)({ path } as Request, response as unknown as Response, next);
  return headers;
}

describe('securityHeaders', () => {
  it('should tell browsers to use HTTPS only in production', () => {
    expect(headersSent(true).get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('should not send Strict-Transport-Security outside production', () => {
    expect(headersSent(false).has('Strict-Transport-Security')).toBe(false);
  });

  it('should forbid framing the console in the header, where browsers obey frame-ancestors', () => {
    const consolePage = headersSent(false, '/console/');
    expect(consolePage.get('Content-Security-Policy')).toMatch(/; frame-ancestors 'none'$/);
    expect(consolePage.get('X-Frame-Options')).toBe('DENY');
    expect(headersSent(false, '/console').get('Content-Security-Policy')).toMatch(/frame-ancestors 'none'$/);
  });

  it('should let the web app be framed by its own origin only', () => {
    const webPage = headersSent(false, '/student/dashboard');
    expect(webPage.get('Content-Security-Policy')).toMatch(/; frame-ancestors 'self'$/);
    expect(webPage.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });
});
