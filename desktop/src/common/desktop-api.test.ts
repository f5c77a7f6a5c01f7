import { describe, expect, it } from 'vitest';
import { TrayCommandSchema, TrayStateSchema } from './desktop-api.js';
import { ENGLISH_TRAY_WORDS } from './tray-words.js';

// The console is served by the API server and may be newer or older than the installed desktop
// shell: the shell must take the tray state of a console served before the tray offered breaks.

const shift = { startTime: 1_800_000_000, endTime: 1_800_007_200, stateId: 3, stateLabel: 'In progress' };

describe('tray state schema', () => {
  it('takes the tray state of a console served before the tray offered rest and meal breaks', () => {
    const { bookRestBreak: _rest, requestMealBreak: _meal, ...olderWords } = ENGLISH_TRAY_WORDS;
    const older = {
      signedInName: 'Ana Lopez',
      shift,
      actions: { punchIn: false, punchOut: false, startBioBreak: true, returnToSegment: false },
      words: olderWords,
    };
    expect(TrayStateSchema.safeParse(older).success).toBe(true);
  });

  it('takes the break items and their words, and refuses an item it does not know', () => {
    const state = {
      signedInName: 'Ana Lopez',
      shift,
      actions: {
        punchIn: false,
        punchOut: false,
        startBioBreak: true,
        returnToSegment: false,
        bookRestBreak: true,
        requestMealBreak: false,
      },
      words: ENGLISH_TRAY_WORDS,
    };
    expect(TrayStateSchema.safeParse(state).success).toBe(true);
    expect(
      TrayStateSchema.safeParse({ ...state, actions: { ...state.actions, takeNap: true } }).success,
    ).toBe(false);
    expect(TrayCommandSchema.options).toEqual(
      expect.arrayContaining(['book-rest-break', 'request-meal-break']),
    );
    expect(TrayCommandSchema.safeParse('book-break-now').success).toBe(false);
  });
});
