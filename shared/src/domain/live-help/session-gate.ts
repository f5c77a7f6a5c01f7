import { LIVE_SESSION_BLOCKED_DISTRICT_ID } from '../constants.js';
import { isWithinOperatingHours, operatingTimezone } from '../schools/operating-hours.js';
import { canStartLiveSession } from '../schools/school-rules.js';

/** Why a student may not start a live session now; each has its own screen or message. */
export type SessionGateRefusal =
  'live_help_disabled' | 'outside_operating_hours' | 'district_blocked' | 'already_in_session';

/** The district the core-245-block-start-live-session flag keeps out of live sessions. */
export const BLOCKED_DISTRICT_ID = LIVE_SESSION_BLOCKED_DISTRICT_ID;

export interface SessionGateInput {
  school: {
    id: number;
    district_id: number;
    features_live_help: boolean;
    operating_hours_start: string | null;
    operating_hours_end: string | null;
    timezone: string | null;
  };
  /** Stands in for the school's zone when the school has none. */
  userTimezone: string;
  /** Whether core-245-block-start-live-session is on for this user. */
  blockDistrictFlag: boolean;
  hasOpenSession: boolean;
}

/**
 * Why the student may not start a live session at `now`, or null when they may.
 *
 * The order matters because only the first reason is shown: a school without live help has
 * nothing to offer at any hour, a blocked district is not helped by waiting for opening time,
 * and "you are already in a session" only makes sense where starting one was possible at all.
 * The district rule is the route guard's own (canStartLiveSession), so both always agree.
 */
export function liveSessionRefusal(input: SessionGateInput, now: number): SessionGateRefusal | null {
  const { school } = input;
  if (!school.features_live_help) return 'live_help_disabled';
  const blockFlags = { 'core-245-block-start-live-session': input.blockDistrictFlag };
  if (!canStartLiveSession({ district_id: school.district_id }, blockFlags)) return 'district_blocked';
  const hours = {
    start: school.operating_hours_start,
    end: school.operating_hours_end,
    timezone: operatingTimezone(school.timezone, input.userTimezone),
  };
  if (!isWithinOperatingHours(hours, now)) return 'outside_operating_hours';
  if (input.hasOpenSession) return 'already_in_session';
  return null;
}
