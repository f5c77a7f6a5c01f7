import { describe, expect, it } from 'vitest';
import { CHAT_DISABLED_RELOAD_SECONDS, WHITEBOARD_COLOURS, WHITEBOARD_SIZES } from './whiteboard.js';

describe('whiteboard', () => {
  it('should offer the spec’s six colours', () => {
    expect(WHITEBOARD_COLOURS).toEqual(['black', 'blue', 'green', 'red', 'yellow', 'white']);
  });

  it('should make each size visibly wider than the one before', () => {
    expect(Object.keys(WHITEBOARD_SIZES)).toEqual(['small', 'medium', 'large']);
    expect(WHITEBOARD_SIZES.small).toBeLessThan(WHITEBOARD_SIZES.medium);
    expect(WHITEBOARD_SIZES.medium).toBeLessThan(WHITEBOARD_SIZES.large);
  });
});

describe('chat-disabled reload', () => {
  it('should reload after 5 seconds, as the spec says', () => {
    expect(CHAT_DISABLED_RELOAD_SECONDS).toBe(5);
  });
});
