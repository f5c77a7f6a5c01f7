import { describe, expect, it } from 'vitest';
import { AVAILABILITY_OPERATIONS, availabilityErrorText } from './availability-errors.js';

describe('availabilityErrorText', () => {
  it('follows the spec sentence', () => {
    expect(availabilityErrorText('update')).toBe(
      'There was an issue updating your availability. Please try again. If the problem persists, please contact support.',
    );
  });

  it('has a text for each of the six operations', () => {
    expect(Object.keys(AVAILABILITY_OPERATIONS)).toHaveLength(6);
    expect(availabilityErrorText('openWeek')).toContain('There was an issue confirming your open week.');
  });
});
