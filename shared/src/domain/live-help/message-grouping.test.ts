import { describe, expect, it } from 'vitest';
import { GROUP_GAP_SECONDS, type GroupableMessage, sequencePositions } from './message-grouping.js';

const STUDENT = 1;
const TUTOR = 2;
const T = 1_000_000;
const text = (sender_id: number, created_at: number): GroupableMessage => ({
  sender_id,
  created_at,
  kind: 'text',
});

describe('sequencePositions', () => {
  it('should give nothing for no messages', () => {
    expect(sequencePositions([])).toEqual([]);
  });

  it('should make a lone message single', () => {
    expect(sequencePositions([text(STUDENT, T)])).toEqual(['single']);
  });

  it('should run top, middle, bottom for one sender in quick succession', () => {
    expect(sequencePositions([text(STUDENT, T), text(STUDENT, T + 10), text(STUDENT, T + 20)])).toEqual([
      'top',
      'middle',
      'bottom',
    ]);
  });

  it('should make a run of two top and bottom', () => {
    expect(sequencePositions([text(TUTOR, T), text(TUTOR, T)])).toEqual(['top', 'bottom']);
  });

  it('should start a new run when the sender changes', () => {
    expect(
      sequencePositions([text(STUDENT, T), text(STUDENT, T + 1), text(TUTOR, T + 2), text(STUDENT, T + 3)]),
    ).toEqual(['top', 'bottom', 'single', 'single']);
  });

  it('should group a gap of exactly five minutes, and not one second more', () => {
    expect(GROUP_GAP_SECONDS).toBe(300);
    expect(sequencePositions([text(STUDENT, T), text(STUDENT, T + 299)])).toEqual(['top', 'bottom']);
    expect(sequencePositions([text(STUDENT, T), text(STUDENT, T + 300)])).toEqual(['top', 'bottom']);
    expect(sequencePositions([text(STUDENT, T), text(STUDENT, T + 301)])).toEqual(['single', 'single']);
  });

  it('should measure the gap from the message before, not from the first of the run', () => {
    expect(sequencePositions([text(STUDENT, T), text(STUDENT, T + 250), text(STUDENT, T + 500)])).toEqual([
      'top',
      'middle',
      'bottom',
    ]);
  });

  it('should never group system lines, even two in a row', () => {
    const system = (created_at: number): GroupableMessage => ({
      sender_id: null,
      created_at,
      kind: 'system',
    });
    expect(sequencePositions([system(T), system(T + 1)])).toEqual(['single', 'single']);
  });

  it('should break a run around a system line from the same sender id', () => {
    const systemFromTutor: GroupableMessage = { sender_id: TUTOR, created_at: T + 1, kind: 'system' };
    expect(sequencePositions([text(TUTOR, T), systemFromTutor, text(TUTOR, T + 2)])).toEqual([
      'single',
      'single',
      'single',
    ]);
  });

  it('should keep the welcome and question-matcher cards out of runs', () => {
    const card = (kind: string): GroupableMessage => ({ sender_id: 99, created_at: T, kind });
    expect(sequencePositions([card('welcome'), card('questionMatcher'), card('text')])).toEqual([
      'single',
      'single',
      'single',
    ]);
  });

  it('should group media with text from the same sender', () => {
    const photo: GroupableMessage = { sender_id: STUDENT, created_at: T + 5, kind: 'media' };
    expect(sequencePositions([text(STUDENT, T), photo])).toEqual(['top', 'bottom']);
  });
});
