import type { ArgumentsHost } from '@nestjs/common';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ErrorFilter } from './error.filter.js';

/** What the filter answers to `exception`, through a recording stand-in for Express's response. */
function answer(exception: unknown) {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const response = {
    setHeader: (name: string, value: string) => void (sent.headers[name] = value),
    status(status: number) {
      sent.status = status;
      return this;
    },
    json: (body: unknown) => void (sent.body = body),
  };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ path: '/x' }) }),
  } as unknown as ArgumentsHost;
  new ErrorFilter(pino({ level: 'silent' })).catch(exception, host);
  return sent;
}

describe('ErrorFilter', () => {
  it('should answer 503 with a wait to retry after when the database cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(answer(refused)).toEqual({
      status: 503,
      body: { error: { code: 'service_unavailable', message: expect.any(String) } },
      headers: { 'Retry-After': '2' },
    });
  });

  it('should keep any other unexpected failure a bare 500', () => {
    expect(answer(new Error('boom'))).toEqual({
      status: 500,
      body: { error: { code: 'internal_error', message: expect.any(String) } },
      headers: {},
    });
  });
});
