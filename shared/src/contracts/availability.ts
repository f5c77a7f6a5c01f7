import { z } from 'zod';
import { isValidMaxWeeklyHours } from '../domain/availability/weekly-hours.js';

/** Instants are unix seconds, as everywhere in the API. */
const unixSeconds = z.number().int().nonnegative();

export const availabilitySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  start_time: unixSeconds,
  end_time: unixSeconds,
  is_confirmed: z.boolean(),
  is_deleted: z.boolean(),
});
export type AvailabilityView = z.infer<typeof availabilitySchema>;

const span = z
  .object({ start_time: unixSeconds, end_time: unixSeconds })
  .refine((item) => item.end_time > item.start_time, {
    message: 'must end after it starts',
    path: ['end_time'],
  });

/** One new span: POST /availabilities. */
export const createAvailabilitySchema = span;
export type CreateAvailability = z.infer<typeof createAvailabilitySchema>;

/** A changed span: POST /availabilities/:id. */
export const updateAvailabilitySchema = span;

/**
 * A batch item. Saved items carry the server's id; new ones the client's temporary id, which
 * contains a dash (as `isNewAvailability` says).
 */
export const availabilityBatchItemSchema = z
  .object({
    id: z.union([z.number().int().positive(), z.string().regex(/-/, 'a new item’s id must contain a dash')]),
    start_time: unixSeconds,
    end_time: unixSeconds,
    is_deleted: z.boolean().optional(),
  })
  .refine((item) => item.end_time > item.start_time, {
    message: 'must end after it starts',
    path: ['end_time'],
  });
export type AvailabilityBatchItem = z.infer<typeof availabilityBatchItemSchema>;

export const availabilityBatchSchema = z.object({
  availabilities: z.array(availabilityBatchItemSchema).max(500),
});
export type AvailabilityBatch = z.infer<typeof availabilityBatchSchema>;

export const weekSchema = z.object({ start: unixSeconds, end: unixSeconds });

/** The week availability is being offered for, and where the tutor stands in it. */
export const openWeekSchema = z.object({
  week: weekSchema,
  is_confirmed: z.boolean(),
  confirmed_at: unixSeconds.nullable(),
  total_hours: z.number().nonnegative(),
  max_weekly_hours: z.number().int(),
  availabilities: z.array(availabilitySchema),
});
export type OpenWeek = z.infer<typeof openWeekSchema>;

/** What a batch save answers: the week as saved, and the ids given to the new items. */
export const availabilityBatchResultSchema = openWeekSchema.extend({
  created_ids: z.record(z.string(), z.number().int()),
});
export type AvailabilityBatchResult = z.infer<typeof availabilityBatchResultSchema>;

/** Which week to read: any second inside it; the open week when left out. */
export const availabilityWeekQuerySchema = z.object({
  week_start: z.coerce.number().int().nonnegative().optional(),
});
export type AvailabilityWeekQuery = z.infer<typeof availabilityWeekQuerySchema>;

export const tutorAvailabilityActionSchema = z.object({ action: z.literal('confirm-open-week') });

export const availabilityBlockSchema = z
  .object({
    /** 0 Sunday … 6 Saturday; weeks start on Sunday, New York time. */
    day_of_week: z.number().int().min(0).max(6),
    /** Minutes from that day's midnight. */
    start_minute: z.number().int().min(0).max(1439),
    end_minute: z.number().int().min(1).max(1440),
  })
  .refine((block) => block.end_minute > block.start_minute, {
    message: 'must end after it starts',
    path: ['end_minute'],
  });
export type AvailabilityBlockView = z.infer<typeof availabilityBlockSchema>;

export const availabilityBlocksSchema = z.object({
  availability_blocks: z.array(availabilityBlockSchema).max(7 * 48),
});
export type AvailabilityBlocks = z.infer<typeof availabilityBlocksSchema>;

export const maxWeeklyHoursSchema = z.object({
  max_weekly_hours: z
    .number()
    .refine(isValidMaxWeeklyHours, 'must be a whole number of hours from 0 to 168, the hours in a week'),
});
export type MaxWeeklyHours = z.infer<typeof maxWeeklyHoursSchema>;

export const availabilityIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const tutorIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
