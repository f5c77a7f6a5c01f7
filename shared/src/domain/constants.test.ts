import { describe, expect, it } from 'vitest';
import {
  CLOCK_REFRESH_MS,
  DESKTOP_BREAKPOINT_PX,
  DESKTOP_LARGE_BREAKPOINT_PX,
  ESSAY_REVIEW_DEFAULT_ZOOM,
  HTTP_CACHE_SECONDS,
  LIBRARY_SCHOOL_ID,
  LIVE_SESSION_BLOCKED_DISTRICT_ID,
  MAX_UPLOAD_FILES,
  PAGE_SIZES,
  SCHEDULED_TUTOR_EXCLUDED_SUBJECT_IDS,
  SCHOOL_WITHOUT_DASHBOARD_ID,
  SOCKET,
  TOAST_CLEAR_DELAY_MS,
  TUTOR_LEADERBOARD_LIMIT,
} from './constants.js';

// These values are the spec's; a change here changes what users see, so it must be deliberate.
describe('business constants', () => {
  it('pages lists at the spec sizes', () => {
    expect(PAGE_SIZES).toMatchObject({
      assessments: 3,
      teacherUserList: 30,
      groupMembers: 25,
      pastSessions: 10,
      bookmarks: 10,
    });
  });

  it('retries and reconnects the socket on the spec schedule', () => {
    expect(SOCKET).toMatchObject({
      invalidTokenRetries: 5,
      invalidTokenRetryDelayMs: 1000,
      reconnectWaitMs: 5000,
      reloadGuardMs: 30_000,
    });
  });

  it('uses the spec timings, breakpoints and limits', () => {
    expect(CLOCK_REFRESH_MS).toBe(1000);
    expect(DESKTOP_BREAKPOINT_PX).toBe(768);
    expect(DESKTOP_LARGE_BREAKPOINT_PX).toBe(1280);
    expect(TOAST_CLEAR_DELAY_MS).toBe(100);
    expect(HTTP_CACHE_SECONDS).toBe(3600);
    expect(ESSAY_REVIEW_DEFAULT_ZOOM).toBe(1.5);
    expect(MAX_UPLOAD_FILES).toBe(3);
    expect(TUTOR_LEADERBOARD_LIMIT).toBe(6);
  });

  it('names the special school, district and subject ids', () => {
    expect(SCHOOL_WITHOUT_DASHBOARD_ID).toBe(134);
    expect(LIBRARY_SCHOOL_ID).toBe(285);
    expect(LIVE_SESSION_BLOCKED_DISTRICT_ID).toBe(991);
    expect(SCHEDULED_TUTOR_EXCLUDED_SUBJECT_IDS).toEqual([30, 31]);
  });
});
