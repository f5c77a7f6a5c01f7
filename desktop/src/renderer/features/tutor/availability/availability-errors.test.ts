import {
  AVAILABILITY_OPERATIONS,
  type AvailabilityOperation,
  availabilityErrorText,
} from '@lantern/shared/domain/availability/availability-errors';
import { describe, expect, it } from 'vitest';
import english from '../../../../../../shared/src/i18n/locales/en/console.json';

describe('availability error texts', () => {
  it.each(Object.keys(AVAILABILITY_OPERATIONS) as AvailabilityOperation[])(
    'the console says the spec sentence when %s fails',
    (operation) => {
      expect(english.tutor.availability.errors[operation]).toBe(availabilityErrorText(operation));
    },
  );
});
