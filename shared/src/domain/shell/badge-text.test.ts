import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text.js';

describe('badgeText', () => {
  it('hides the badge at 0', () => {
    expect(badgeText(0)).toBeNull();
  });

  it('hides the badge for a negative count', () => {
    expect(badgeText(-3)).toBeNull();
  });

  it('hides the badge when the count is not a number', () => {
    expect(badgeText(Number.NaN)).toBeNull();
  });

  it('shows 1 exactly', () => {
    expect(badgeText(1)).toBe('1');
  });

  it('shows 9 exactly, the last exact count', () => {
    expect(badgeText(9)).toBe('9');
  });

  it('caps 10 at +9', () => {
    expect(badgeText(10)).toBe('+9');
  });

  it('caps large counts at +9', () => {
    expect(badgeText(250)).toBe('+9');
  });
});
