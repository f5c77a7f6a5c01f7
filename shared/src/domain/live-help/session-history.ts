import { PAGE_SIZES } from '../constants.js';

/** The spec's page size of the past-sessions list (kept with the other page sizes in constants). */
export const PAST_SESSIONS_PAGE_SIZE = PAGE_SIZES.pastSessions;
/** The spec's page size of the bookmarks list. */
export const BOOKMARKS_PAGE_SIZE = PAGE_SIZES.bookmarks;
/** Messages in one page of a past session's transcript: a long chat arrives a page at a time. */
export const TRANSCRIPT_PAGE_SIZE = 50;

/**
 * After a session ends and moves to history, whether the client should load another page:
 * with fewer than a page loaded, the history tab it switches to would look short or empty.
 */
export function shouldFetchMorePastSessions(loadedCount: number): boolean {
  return loadedCount < PAST_SESSIONS_PAGE_SIZE;
}
