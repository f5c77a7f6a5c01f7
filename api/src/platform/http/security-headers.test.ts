import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';

function headersSent(production: boolean): Map<string, string> {
  const headers = new Map<string, string>();
  const response = { setHeader: (name: string, value: string) => headers.set(name, value) };
  const next: NextFunction = () => undefined;
  securityHeaders(production)({ path: '/api/health' } as Request, response as unknown as Response, next);
  return headers;
}

describe('securityHeaders', () => {
  it('should tell browsers to use HTTPS only in production', () => {
    expect(headersSent(true).get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('should not send Strict-Transport-Security outside production', () => {
    expect(headersSent(false).has('Strict-Transport-Security')).toBe(false);
  });
});
