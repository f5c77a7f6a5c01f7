import { describe, expect, it } from 'vitest';
import { fromTimeField, nextWholeMinute, toTimeField } from './break-time.js';

// 2027-01-15 13:30:20 UTC, 08:30:20 in New York.
const AT = Date.UTC(2027, 0, 15, 13, 30, 20) / 1000;

describe('break time field', () => {
  it("should show an instant as HH:MM on the tutor's wall clock", () => {
    expect(toTimeField(AT, 'UTC')).toBe('13:30');
    expect(toTimeField(AT, 'America/New_York')).toBe('08:30');
  });

  it('should read HH:MM as the next such minute from the window start, also past midnight', () => {
    expect(fromTimeField('09:15', AT, 'America/New_York')).toBe(AT - 20 + 45 * 60);
    expect(fromTimeField('08:30', AT, 'America/New_York')).toBe(AT - 20);
    expect(fromTimeField('00:10', AT, 'UTC')).toBe(Date.UTC(2027, 0, 16, 0, 10) / 1000);
  });

  it('should refuse text that is not a time of day', () => {
    expect(fromTimeField('', AT, 'UTC')).toBeNull();
    expect(fromTimeField('25:00', AT, 'UTC')).toBeNull();
    expect(fromTimeField('08:75', AT, 'UTC')).toBeNull();
  });

  it('should round a default start up to the next whole minute', () => {
    expect(nextWholeMinute(AT)).toBe(AT - 20 + 60);
    expect(nextWholeMinute(AT - 20)).toBe(AT - 20 + 60);
  });
});
