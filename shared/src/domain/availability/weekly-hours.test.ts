import { describe, expect, it } from 'vitest';
import { exceedsMaxWeeklyHours, isValidMaxWeeklyHours, weeklyHours } from './weekly-hours.js';

const H = 3600;
const block = (fromHour: number, toHour: number, is_deleted = false) => ({
  start_time: fromHour * H,
  end_time: toHour * H,
  is_deleted,
});

describe('weeklyHours', () => {
  it.each([
    ['no blocks', [], 0],
    ['one two-hour block', [block(9, 11)], 2],
    ['two separate blocks', [block(9, 11), block(13, 14.5)], 3.5],
    ['touching blocks', [block(9, 10), block(10, 11)], 2],
    ['overlapping blocks counted once', [block(9, 11), block(10, 12)], 3],
    ['a block inside another', [block(9, 17), block(10, 11)], 8],
    ['deleted blocks left out', [block(9, 11), block(11, 12, true)], 2],
    ['a quarter hour', [block(9, 9.25)], 0.25],
    ['blocks in any order', [block(13, 14), block(9, 10)], 2],
  ])('%s', (_label, blocks, hours) => {
    expect(weeklyHours(blocks)).toBe(hours);
  });
});

describe('max weekly hours', () => {
  it.each([
    [19.75, false],
    [20, false],
    [20.25, true],
  ])('%s hours against a maximum of 20 exceeds it: %s', (hours, exceeds) => {
    expect(exceedsMaxWeeklyHours([block(0, hours)], 20)).toBe(exceeds);
  });

  it.each([
    [-1, false],
    [0, true],
    [40, true],
    [168, true],
    [169, false],
    [12.5, false],
  ])('%s is a valid maximum: %s', (value, valid) => {
    expect(isValidMaxWeeklyHours(value)).toBe(valid);
  });
});
