import type {
  AvailabilityBlockView,
  AvailabilityView,
  OpenWeek,
} from '@lantern/shared/contracts/availability';
import type { Week } from '@lantern/shared/domain/availability/availability-week';
import { weeklyHours } from '@lantern/shared/domain/availability/weekly-hours';
import type { AvailabilityBlock } from './entities/availability-block.entity.js';
import type { AvailabilityWeekConfirmation } from './entities/availability-week-confirmation.entity.js';
import type { Availability } from './entities/availability.entity.js';

export const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function toAvailabilityView(entity: Availability): AvailabilityView {
  return {
    id: entity.id,
    user_id: entity.user.id,
    start_time: toSeconds(entity.startTime),
    end_time: toSeconds(entity.endTime),
    is_confirmed: entity.isConfirmed,
    is_deleted: entity.isDeleted,
  };
}

export function toBlockView(entity: AvailabilityBlock): AvailabilityBlockView {
  return {
    day_of_week: entity.dayOfWeek,
    start_minute: entity.startMinute,
    end_minute: entity.endMinute,
  };
}

export function toOpenWeek(
  week: Week,
  items: readonly Availability[],
  confirmation: AvailabilityWeekConfirmation | null,
  maxWeeklyHours: number,
): OpenWeek {
  const availabilities = items.map(toAvailabilityView);
  return {
    week,
    is_confirmed: confirmation !== null,
    confirmed_at: confirmation ? toSeconds(confirmation.confirmedAt) : null,
    total_hours: weeklyHours(availabilities),
    max_weekly_hours: maxWeeklyHours,
    availabilities,
  };
}
