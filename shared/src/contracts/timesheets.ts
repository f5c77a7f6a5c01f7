import { z } from 'zod';

/** Instants are unix seconds, as everywhere in the API. */
const unixSeconds = z.number().int();
/** The longest pay period one request may ask for. */
export const MAX_TIMESHEET_PERIOD_DAYS = 62;

/** A tutor and a pay period: shifts starting at or after `from` and before `to`. */
export const timesheetQuerySchema = z
  .object({
    tutor_id: z.coerce.number().int().positive(),
    from: z.coerce.number().int(),
    to: z.coerce.number().int(),
  })
  .refine((query) => query.to > query.from, { message: 'must be after from', path: ['to'] })
  .refine((query) => query.to - query.from <= MAX_TIMESHEET_PERIOD_DAYS * 86_400, {
    message: `must be at most ${MAX_TIMESHEET_PERIOD_DAYS} days after from`,
    path: ['to'],
  });
export type TimesheetQuery = z.infer<typeof timesheetQuerySchema>;

export const timesheetRowSchema = z.object({
  shift_id: z.number().int(),
  start_time: unixSeconds,
  end_time: unixSeconds,
  punch_in: unixSeconds.nullable(),
  punch_out: unixSeconds.nullable(),
  scheduled_minutes: z.number().int(),
  punched_minutes: z.number().int(),
  break_minutes: z.object({ rest: z.number().int(), meal: z.number().int(), bio: z.number().int() }),
  /** Punched time less unpaid (meal) breaks. */
  paid_minutes: z.number().int(),
  late_minutes: z.number().int(),
  late_segments: z.number().int(),
  missed_segments: z.number().int(),
  /** Still punched in: the punched time runs to the server's now. */
  open: z.boolean(),
  /** A manager's correction stands behind one of this shift's figures. */
  corrected: z.boolean(),
});
export type TimesheetRow = z.infer<typeof timesheetRowSchema>;

export const timesheetSchema = z.object({
  tutor_id: z.number().int(),
  from: unixSeconds,
  to: unixSeconds,
  rows: z.array(timesheetRowSchema),
  server_time: unixSeconds,
});
export type Timesheet = z.infer<typeof timesheetSchema>;

/**
 * A manager's correction of one trail entry: the time it should have said, or `at: null` when it
 * should not count at all. It is appended beside the original, which stays as it was.
 */
export const timesheetCorrectionSchema = z.object({
  event_id: z.number().int().positive(),
  at: unixSeconds.nullable(),
  reason: z.string().trim().min(1).max(500),
});
export type TimesheetCorrection = z.infer<typeof timesheetCorrectionSchema>;

export const timesheetCorrectionResultSchema = z.object({
  id: z.number().int(),
  corrects_event_id: z.number().int(),
  shift_id: z.number().int(),
  tutor_id: z.number().int(),
  at: unixSeconds.nullable(),
  reason: z.string(),
  corrected_by: z.number().int(),
  recorded_at: unixSeconds,
});
export type TimesheetCorrectionResult = z.infer<typeof timesheetCorrectionResultSchema>;
