// Business constants the spec fixes. Anything tied to one rule lives beside that rule instead.

export const PAGE_SIZES = {
  assessments: 3,
  teacherUserList: 30,
  groupMembers: 25,
  studentList: 25,
  pastSessions: 10,
  bookmarks: 10,
} as const;

export const SOCKET = {
  path: '/v4',
  invalidTokenRetries: 5,
  invalidTokenRetryDelayMs: 1000,
  reconnectWaitMs: 5000,
  /** The page reloads itself at most once in this window, so a broken token cannot loop reloads. */
  reloadGuardMs: 30_000,
  /** This many transport-close disconnects within the window are reported as a problem. */
  transportCloseReportCount: 5,
  transportCloseReportWindowMs: 5000,
} as const;

export const CLOCK_REFRESH_MS = 1000;
export const CHAT_DISABLED_RELOAD_MS = 5000;

export const DESKTOP_BREAKPOINT_PX = 768;
export const DESKTOP_LARGE_BREAKPOINT_PX = 1280;

export const TOAST_CLEAR_DELAY_MS = 100;
export const HTTP_CACHE_SECONDS = 3600;

export const ESSAY_REVIEW_DEFAULT_ZOOM = 1.5;
export const MAX_UPLOAD_FILES = 3;
export const REVIEW_TURNAROUND_HOURS = 24;

/** Classroom pages send this school's students to the review center; its dashboard link is hidden. */
export const SCHOOL_WITHOUT_DASHBOARD_ID = 134;
/** Students of this school finish a library account before anything else. */
export const LIBRARY_SCHOOL_ID = 285;
/** Under a flag, students of this district cannot start live sessions. */
export const LIVE_SESSION_BLOCKED_DISTRICT_ID = 991;

/** Subject 31 is never offered as the chat intro subject. */
export const CHAT_INTRO_EXCLUDED_SUBJECT_ID = 31;
export const SCHEDULED_TUTOR_EXCLUDED_SUBJECT_IDS: readonly number[] = [30, 31];

export const TUTOR_LEADERBOARD_LIMIT = 6;
