/**
 * How long without input before a console says its tutor is away: the desktop app's default
 * (LANTERN_AWAY_AFTER_SECONDS changes it there) and the browser's.
 */
export const DEFAULT_AWAY_AFTER_SECONDS = 300;
/** The bounds LANTERN_AWAY_AFTER_SECONDS is held to: under a few seconds every pause is an absence. */
export const MIN_AWAY_AFTER_SECONDS = 10;
export const MAX_AWAY_AFTER_SECONDS = 3600;

/** How long a student matched to an away tutor who has not written waits before moving on. */
export const AWAY_MOVE_ON_SECONDS = 60;

/**
 * How long a tutor's last console may be gone before the tutor counts as away: long enough for a
 * page reload or a network blip to reconnect and report again.
 */
export const DISCONNECTED_AWAY_AFTER_SECONDS = 30;
