import { describe, expect, it } from 'vitest';
import {
  dayIn,
  fullLicence,
  heldLicences,
  type LicenceTerms,
  licenceState,
  seatsRemaining,
} from './licence-state.js';
import { licenceRedirect } from './licences.js';

const terms = (overrides: Partial<LicenceTerms> = {}): LicenceTerms => ({
  kind: 'LIVE_HELP',
  startsOn: '2026-08-01',
  endsOn: '2027-07-31',
  seats: 100,
  seatsUsed: 40,
  ...overrides,
});

/** 2026-11-29 12:00 UTC. */
const NOON = Date.UTC(2026, 10, 29, 12) / 1000;

describe('licenceState', () => {
  it('is upcoming before its first day and active from it', () => {
    expect(licenceState(terms(), '2026-07-31')).toBe('upcoming');
    expect(licenceState(terms(), '2026-08-01')).toBe('active');
  });

  it('is active on its last day and expired the day after', () => {
    expect(licenceState(terms(), '2027-07-31')).toBe('active');
    expect(licenceState(terms(), '2027-08-01')).toBe('expired');
  });

  it('is active with every seat taken and exhausted with one student more than seats', () => {
    expect(licenceState(terms({ seatsUsed: 100 }), '2026-11-29')).toBe('active');
    expect(licenceState(terms({ seatsUsed: 101 }), '2026-11-29')).toBe('exhausted');
  });

  it('says expired rather than exhausted once it has ended', () => {
    expect(licenceState(terms({ seatsUsed: 500 }), '2027-09-01')).toBe('expired');
  });

  it('counts a licence of no seats as exhausted as soon as one student is counted', () => {
    expect(licenceState(terms({ seats: 0, seatsUsed: 0 }), '2026-11-29')).toBe('active');
    expect(licenceState(terms({ seats: 0, seatsUsed: 1 }), '2026-11-29')).toBe('exhausted');
  });
});

describe('seatsRemaining', () => {
  it('is the seats not counted, negative when over', () => {
    expect(seatsRemaining(terms())).toBe(60);
    expect(seatsRemaining(terms({ seatsUsed: 103 }))).toBe(-3);
  });
});

describe('dayIn', () => {
  it('reads the day in the school’s zone, not the server’s', () => {
    const lateEvening = Date.UTC(2026, 10, 30, 3) / 1000; // 22:00 on the 29th in New York
    expect(dayIn(lateEvening, 'America/New_York')).toBe('2026-11-29');
    expect(dayIn(lateEvening, 'Europe/Paris')).toBe('2026-11-30');
  });
});

describe('heldLicences', () => {
  it('holds a kind when any of its licences is active', () => {
    const expired = terms({ endsOn: '2026-11-28' });
    const active = terms({ startsOn: '2026-11-29' });
    expect(heldLicences([expired], NOON, 'UTC')).toEqual([]);
    expect(heldLicences([expired, active], NOON, 'UTC')).toEqual(['LIVE_HELP']);
  });

  it('ends a licence at midnight where the school is', () => {
    const endsToday = [terms({ endsOn: '2026-11-29' })];
    const after = Date.UTC(2026, 10, 30, 2) / 1000; // the 30th in UTC, still the 29th in New York
    expect(heldLicences(endsToday, after, 'UTC')).toEqual([]);
    expect(heldLicences(endsToday, after, 'America/New_York')).toEqual(['LIVE_HELP']);
  });

  it('closes the teacher’s students page when the only writing and live-help licences lapse', () => {
    const licences = [
      terms({ kind: 'LIVE_HELP', endsOn: '2026-11-01' }),
      terms({ kind: 'WRITING', seatsUsed: 101 }),
    ];
    const held = heldLicences(licences, NOON, 'UTC');
    expect(held).toEqual([]);
    expect(licenceRedirect('teacher', '/teacher/students', held, {}, true)).toBe('/teacher/dashboard');
    const renewed = heldLicences([...licences, terms({ kind: 'WRITING' })], NOON, 'UTC');
    expect(licenceRedirect('teacher', '/teacher/students', renewed, {}, true)).toBeNull();
  });
});

describe('fullLicence', () => {
  it('should name the active licence whose seats are all taken', () => {
    const full = terms({ kind: 'WRITING', seatsUsed: 100 });
    expect(fullLicence([terms(), full], '2026-11-29')).toBe(full);
  });

  it('should leave a seat to take while every active licence has one left', () => {
    expect(fullLicence([terms({ seatsUsed: 99 })], '2026-11-29')).toBeNull();
  });

  it('should not count a full licence that has ended or not begun', () => {
    expect(fullLicence([terms({ seatsUsed: 100 })], '2027-09-01')).toBeNull();
  });
});
