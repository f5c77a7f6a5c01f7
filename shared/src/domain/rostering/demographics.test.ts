import { describe, expect, it } from 'vitest';
import { type RaceFlags, reportingRaceEthnicity, rosterSex } from './demographics.js';

const none: RaceFlags = {
  hispanicOrLatino: false,
  americanIndianOrAlaskaNative: false,
  asian: false,
  blackOrAfricanAmerican: false,
  nativeHawaiianOrOtherPacificIslander: false,
  white: false,
  twoOrMoreRaces: false,
};

describe('rosterSex', () => {
  it("should keep OneRoster's values, whatever their case, and nothing else", () => {
    expect(rosterSex('female')).toBe('female');
    expect(rosterSex(' Male ')).toBe('male');
    expect(rosterSex('unspecified')).toBe('unspecified');
    expect(rosterSex('')).toBeNull();
    expect(rosterSex('F')).toBeNull();
  });
});

describe('reportingRaceEthnicity', () => {
  it('should report Hispanic or Latino whatever race is flagged', () => {
    expect(reportingRaceEthnicity({ ...none, hispanicOrLatino: true, white: true })).toBe(
      'hispanic_or_latino',
    );
  });

  it('should report the one race flagged, or two or more', () => {
    expect(reportingRaceEthnicity({ ...none, asian: true })).toBe('asian');
    expect(reportingRaceEthnicity({ ...none, asian: true, white: true })).toBe('two_or_more_races');
    expect(reportingRaceEthnicity({ ...none, twoOrMoreRaces: true })).toBe('two_or_more_races');
  });

  it('should record nothing when nothing is flagged', () => {
    expect(reportingRaceEthnicity(none)).toBeNull();
  });
});
