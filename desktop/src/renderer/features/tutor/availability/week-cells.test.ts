import { describe, expect, it } from 'vitest';
import { cellStart, DEFAULT_FIRST_HOUR, firstShownHour, movedCell, weekLabels } from './week-cells.js';

// Sunday 1 March 2026, midnight in New York.
const WEEK = {
  start: Date.parse('2026-03-01T05:00:00Z') / 1000,
  end: Date.parse('2026-03-08T05:00:00Z') / 1000,
};

describe('cellStart', () => {
  it('counts whole hours from the week start', () => {
    expect(cellStart(WEEK, { day: 0, hour: 0 })).toBe(WEEK.start);
    expect(cellStart(WEEK, { day: 1, hour: 9 })).toBe(WEEK.start + 33 * 3600);
  });
});

describe('firstShownHour', () => {
  it('opens on the earliest hour offered on any day of the week', () => {
    const offered = new Set([cellStart(WEEK, { day: 5, hour: 16 }), cellStart(WEEK, { day: 2, hour: 14 })]);
    expect(firstShownHour(WEEK, (from) => offered.has(from))).toBe(14);
    expect(firstShownHour(WEEK, (from) => from === cellStart(WEEK, { day: 6, hour: 0 }))).toBe(0);
  });

  it('opens on the morning when no hour is offered yet', () => {
    expect(firstShownHour(WEEK, () => false)).toBe(DEFAULT_FIRST_HOUR);
  });
});

describe('movedCell', () => {
  it.each([
    ['ArrowRight', { day: 3, hour: 5 }],
    ['ArrowLeft', { day: 1, hour: 5 }],
    ['ArrowUp', { day: 2, hour: 4 }],
    ['ArrowDown', { day: 2, hour: 6 }],
    ['Home', { day: 2, hour: 0 }],
    ['End', { day: 2, hour: 23 }],
  ])('%s moves to %o', (key, to) => {
    expect(movedCell({ day: 2, hour: 5 }, key)).toEqual(to);
  });

  it('stays inside the grid at its edges and ignores other keys', () => {
    expect(movedCell({ day: 0, hour: 0 }, 'ArrowLeft')).toEqual({ day: 0, hour: 0 });
    expect(movedCell({ day: 6, hour: 23 }, 'ArrowRight')).toEqual({ day: 6, hour: 23 });
    expect(movedCell({ day: 6, hour: 23 }, 'ArrowDown')).toEqual({ day: 6, hour: 23 });
    expect(movedCell({ day: 0, hour: 0 }, 'ArrowUp')).toEqual({ day: 0, hour: 0 });
    expect(movedCell({ day: 0, hour: 0 }, 'a')).toBeNull();
  });
});

describe('weekLabels', () => {
  it('names the days and hours in New York time', () => {
    const labels = weekLabels(WEEK, 'en-US');
    expect(labels.longDay(1)).toBe('Monday, March 2');
    expect(labels.time(cellStart(WEEK, { day: 1, hour: 9 }))).toBe('9:00 AM');
    expect(labels.hour(cellStart(WEEK, { day: 0, hour: 22 }))).toBe('10 PM');
    expect(labels.from).toBe('March 1');
    expect(labels.to).toBe('March 7');
  });
});
