import { describe, expect, it } from 'vitest';
import { moveOnDueAt, shouldMoveOn } from './move-on.js';
import { AWAY_MOVE_ON_SECONDS } from './presence-timing.js';

const MATCHED = 1_800_000_000;
const away = { reason: 'idle', since: MATCHED - 400 } as const;
const waiting = { matched_at: MATCHED, first_tutor_message_at: null, tutor_away: away };

describe('moving a student on from an away tutor', () => {
  it('should give the tutor a minute from the match', () => {
    expect(AWAY_MOVE_ON_SECONDS).toBe(60);
    expect(shouldMoveOn(waiting, MATCHED + 59, AWAY_MOVE_ON_SECONDS)).toBe(false);
    expect(shouldMoveOn(waiting, MATCHED + 60, AWAY_MOVE_ON_SECONDS)).toBe(true);
  });

  it('should leave the student with a tutor who is present, however long they wait', () => {
    expect(shouldMoveOn({ ...waiting, tutor_away: null }, MATCHED + 600, AWAY_MOVE_ON_SECONDS)).toBe(false);
  });

  it('should leave the student with a tutor who has written to them', () => {
    const spoke = { ...waiting, first_tutor_message_at: MATCHED + 5 };
    expect(shouldMoveOn(spoke, MATCHED + 600, AWAY_MOVE_ON_SECONDS)).toBe(false);
  });

  it('should not count a first message written after the instant judged', () => {
    const later = { ...waiting, first_tutor_message_at: MATCHED + 70 };
    expect(shouldMoveOn(later, MATCHED + 65, AWAY_MOVE_ON_SECONDS)).toBe(true);
  });

  it('should take a shorter wait as configured', () => {
    expect(shouldMoveOn(waiting, MATCHED + 2, 2)).toBe(true);
  });

  it('should look again a minute after the match, or at once when the tutor went away later', () => {
    expect(moveOnDueAt(MATCHED, MATCHED + 10, 60)).toBe(MATCHED + 60);
    expect(moveOnDueAt(MATCHED, MATCHED + 90, 60)).toBe(MATCHED + 90);
  });
});
