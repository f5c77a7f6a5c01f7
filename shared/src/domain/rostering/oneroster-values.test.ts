import { describe, expect, it } from 'vitest';
import { isIsoDate, lanternGrade, lanternRole, rosterDay, withinDates } from './oneroster-values.js';

describe('OneRoster values in Lantern’s terms', () => {
  it.each([
    ['KG', 'K'],
    ['PK', 'PK'],
    ['TK', 'PK'],
    ['01', '1'],
    ['1', '1'],
    ['09', '9'],
    ['12', '12'],
    ['13', 'U'],
    ['PS', 'U'],
    ['UG', 'Other'],
    ['Other', 'Other'],
  ])('should read grade %s as %s', (code, level) => {
    expect(lanternGrade(code)).toBe(level);
  });

  it('should have no grade for a code that is not one', () => {
    expect(lanternGrade('14')).toBeUndefined();
    expect(lanternGrade('Grade 9')).toBeUndefined();
  });

  it.each([
    ['student', 'student'],
    ['teacher', 'teacher'],
    ['principal', 'administrator'],
    ['siteAdministrator', 'administrator'],
    ['districtAdministrator', 'district-manager'],
    ['guardian', null],
    ['aide', null],
  ])('should keep %s as %s', (role, lantern) => {
    expect(lanternRole(role)).toBe(lantern);
  });

  it('should read dates as calendar days in UTC', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-2-1')).toBe(false);
    expect(rosterDay(Date.UTC(2026, 10, 1, 23, 59) / 1000)).toBe('2026-11-01');
    expect(withinDates('2026-11-01', '2026-11-02', '2026-11-01')).toBe(true);
    expect(withinDates('2026-11-01', '2026-11-02', '2026-11-02')).toBe(false);
  });
});
