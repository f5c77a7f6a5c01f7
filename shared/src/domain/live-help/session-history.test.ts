import { describe, expect, it } from 'vitest';
import {
  BOOKMARKS_PAGE_SIZE,
  PAST_SESSIONS_PAGE_SIZE,
  shouldFetchMorePastSessions,
} from './session-history.js';

describe('session history paging', () => {
  it('should page past sessions and bookmarks by 10, as the spec says', () => {
    expect(PAST_SESSIONS_PAGE_SIZE).toBe(10);
    expect(BOOKMARKS_PAGE_SIZE).toBe(10);
  });

  it('should fetch more past sessions below a page, and not from a full page on', () => {
    expect(shouldFetchMorePastSessions(0)).toBe(true);
    expect(shouldFetchMorePastSessions(9)).toBe(true);
    expect(shouldFetchMorePastSessions(10)).toBe(false);
    expect(shouldFetchMorePastSessions(11)).toBe(false);
  });
});
