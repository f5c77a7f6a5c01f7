import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error.js';

describe('describeError', () => {
  it("gives an Error's message", () => {
    expect(describeError(new Error('port 54329 is in use'))).toBe('port 54329 is in use');
  });

  it('follows the cause', () => {
    const error = new Error('could not start', { cause: new Error('disk full') });
    expect(describeError(error)).toBe('could not start\n  caused by: disk full');
  });

  it('names a system error that has no message by its code', () => {
    const error = Object.assign(new Error(''), { code: 'ECONNREFUSED' });
    expect(describeError(error)).toBe('Error ECONNREFUSED');
  });

  it('lists the errors of an AggregateError without a message', () => {
    const error = new AggregateError([
      new Error('connect ECONNREFUSED ::1:5432'),
      new Error('connect ECONNREFUSED 127.0.0.1:5432'),
    ]);
    expect(describeError(error)).toBe('connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('never prints a bare undefined', () => {
    expect(describeError(undefined)).toBe('an unknown failure (undefined was thrown, with no message)');
    expect(describeError(null)).toBe('an unknown failure (null was thrown, with no message)');
  });

  it('shows a thrown string or object as it is', () => {
    expect(describeError('lock file exists')).toBe('lock file exists');
    expect(describeError({ code: 'E42', detail: 'x' })).toBe('{"code":"E42","detail":"x"}');
  });

  it('inspects what JSON cannot show', () => {
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;
    expect(describeError(circular)).toContain("name: 'loop'");
    expect(describeError(Symbol('odd'))).toBe('Symbol(odd)');
  });
});
