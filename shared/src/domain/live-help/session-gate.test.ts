import { describe, expect, it } from 'vitest';
import { BLOCKED_DISTRICT_ID, type SessionGateInput, liveSessionRefusal } from './session-gate.js';

const NY = 'America/New_York';
/** Unix seconds for a New York wall-clock time on Monday 2024-01-08 (EST, UTC-5). */
const nyMonday = (hour: number, minute = 0, second = 0) =>
  Date.UTC(2024, 0, 8, hour + 5, minute, second) / 1000;
const OPEN = nyMonday(12);

const input = (
  overrides: Partial<SessionGateInput> = {},
  school: Partial<SessionGateInput['school']> = {},
) => ({
  school: {
    id: 1,
    district_id: 10,
    features_live_help: true,
    operating_hours_start: '08:00',
    operating_hours_end: '16:00',
    timezone: NY,
    ...school,
  },
  userTimezone: NY,
  blockDistrictFlag: false,
  hasOpenSession: false,
  ...overrides,
});

describe('liveSessionRefusal', () => {
  it('should let a student of an open live-help school start a session', () => {
    expect(liveSessionRefusal(input(), OPEN)).toBeNull();
  });

  it('should refuse a school without live help, whatever else is true', () => {
    const everythingWrong = input(
      { blockDistrictFlag: true, hasOpenSession: true },
      { features_live_help: false, district_id: BLOCKED_DISTRICT_ID },
    );
    expect(liveSessionRefusal(everythingWrong, nyMonday(3))).toBe('live_help_disabled');
  });

  it('should block district 991 only while the flag is on', () => {
    expect(BLOCKED_DISTRICT_ID).toBe(991);
    const blocked = { district_id: BLOCKED_DISTRICT_ID };
    expect(liveSessionRefusal(input({ blockDistrictFlag: true }, blocked), OPEN)).toBe('district_blocked');
    expect(liveSessionRefusal(input({ blockDistrictFlag: false }, blocked), OPEN)).toBeNull();
  });

  it('should not block other districts when the flag is on', () => {
    expect(liveSessionRefusal(input({ blockDistrictFlag: true }, { district_id: 990 }), OPEN)).toBeNull();
    expect(liveSessionRefusal(input({ blockDistrictFlag: true }, { district_id: 992 }), OPEN)).toBeNull();
  });

  it('should say the district is blocked before saying the school is closed', () => {
    const closedAndBlocked = input({ blockDistrictFlag: true }, { district_id: BLOCKED_DISTRICT_ID });
    expect(liveSessionRefusal(closedAndBlocked, nyMonday(20))).toBe('district_blocked');
  });

  it('should open exactly at the start of operating hours, not a second before', () => {
    expect(liveSessionRefusal(input(), nyMonday(7, 59, 59))).toBe('outside_operating_hours');
    expect(liveSessionRefusal(input(), nyMonday(8))).toBeNull();
    expect(liveSessionRefusal(input(), nyMonday(8, 0, 1))).toBeNull();
  });

  it('should close exactly at the end of operating hours', () => {
    expect(liveSessionRefusal(input(), nyMonday(15, 59, 59))).toBeNull();
    expect(liveSessionRefusal(input(), nyMonday(16))).toBe('outside_operating_hours');
    expect(liveSessionRefusal(input(), nyMonday(16, 0, 1))).toBe('outside_operating_hours');
  });

  it("should read the hours in the user's zone when the school has none", () => {
    const noZone = input({ userTimezone: 'America/Los_Angeles' }, { timezone: null });
    // 12:00 in New York is 09:00 in Los Angeles (open); 06:00 in New York is 03:00 there (closed).
    expect(liveSessionRefusal(noZone, nyMonday(12))).toBeNull();
    expect(liveSessionRefusal(noZone, nyMonday(10, 59, 59))).toBe('outside_operating_hours');
    expect(liveSessionRefusal(noZone, nyMonday(11))).toBeNull();
  });

  it('should treat a school without hours as always open', () => {
    const noHours = input({}, { operating_hours_start: null, operating_hours_end: null });
    expect(liveSessionRefusal(noHours, nyMonday(3))).toBeNull();
  });

  it('should say the school is closed before saying the student is already in a session', () => {
    expect(liveSessionRefusal(input({ hasOpenSession: true }), nyMonday(20))).toBe('outside_operating_hours');
  });

  it('should refuse a second session while one is open', () => {
    expect(liveSessionRefusal(input({ hasOpenSession: true }), OPEN)).toBe('already_in_session');
  });
});
