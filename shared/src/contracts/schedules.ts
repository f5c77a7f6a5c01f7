import { z } from 'zod';
import { shiftAbsenceSchema } from './presence.js';
import { SHIFT_ACTIONS, SEGMENT_TYPE_NAMES } from '../domain/shifts/shift-constants.js';

/** Instants are unix seconds, as everywhere in the API. */
const unixSeconds = z.number().int();

export const segmentTypeSchema = z.object({ id: z.number().int(), name: z.string() });

export const shiftSegmentSchema = z.object({
  id: z.number().int(),
  shift_id: z.number().int(),
  user_id: z.number().int(),
  type: segmentTypeSchema,
  /** Where punching in leads: 1 the classroom, 2 the review center. */
  role_type: z.number().int(),
  start_time: unixSeconds,
  end_time: unixSeconds,
  punch_in: unixSeconds.nullable(),
  punch_out: unixSeconds.nullable(),
  status: z.enum(['Upcoming', 'Ongoing', 'Late', 'Completed']),
  /**
   * The segment's own live-session switch, on by default for tutoring only; a segment takes live
   * sessions when it is a tutoring segment with the switch on (`segmentTakesLiveSessions`).
   */
  is_sessionable: z.boolean(),
});
export type ShiftSegmentView = z.infer<typeof shiftSegmentSchema>;

export const breakKindSchema = z.enum(['bio', 'rest', 'meal']);
export const breakRequestSchema = z.object({
  id: z.number().int(),
  kind: breakKindSchema,
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled']),
  start_time: unixSeconds,
  end_time: unixSeconds.nullable(),
});
export type BreakRequestView = z.infer<typeof breakRequestSchema>;

export const shiftSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  start_time: unixSeconds,
  end_time: unixSeconds,
  state_id: z.number().int(),
  schedule_type_id: z.number().int(),
  punch_in: unixSeconds.nullable(),
  punch_out: unixSeconds.nullable(),
  shift_segments: z.array(shiftSegmentSchema),
  /** The meal or rest break asked for and not yet decided, if any. */
  pending_break_request: breakRequestSchema.nullable(),
  /**
   * The shift's rest and meal breaks still on the books (pending or approved), oldest first: a
   * console opened after booking one still shows it, and can cancel it before it begins.
   */
  planned_breaks: z.array(breakRequestSchema),
});
export type ShiftView = z.infer<typeof shiftSchema>;

export const eligibleActionSchema = z.object({
  min_start_time: unixSeconds.nullable(),
  max_start_time: unixSeconds.nullable(),
});
export const shiftStateSchema = z.object({
  state_id: z.number().int(),
  segment_id: z.number().int().nullable(),
  modifier_id: z.number().int().nullable(),
  eligible_actions: z.partialRecord(z.enum(SHIFT_ACTIONS), eligibleActionSchema),
});
export type ShiftStateView = z.infer<typeof shiftStateSchema>;

export const punchButtonSchema = z.union([
  z.object({ shown: z.literal(false) }),
  z.object({
    shown: z.literal(true),
    kind: z.enum(['punch_in', 'punch_out', 'shift_started']),
    label: z.string(),
    active: z.boolean(),
  }),
]);

/** A shift with its state as the tutor's console shows it, judged at `server_time`. */
export const shiftStatusSchema = z.object({
  shift: shiftSchema,
  state: shiftStateSchema,
  punch_button: punchButtonSchema,
  server_time: unixSeconds,
});
export type ShiftStatus = z.infer<typeof shiftStatusSchema>;

/** The tutor's current shift, or the next one; `shift` is null when none is scheduled. */
export const currentShiftSchema = z.union([
  shiftStatusSchema,
  z.object({ shift: z.null(), server_time: unixSeconds }),
]);
export type CurrentShift = z.infer<typeof currentShiftSchema>;

export const SHIFT_STATE_ACTIONS = [...SHIFT_ACTIONS, 'punch_out', 'cancel_break'] as const;
export type ShiftStateAction = (typeof SHIFT_STATE_ACTIONS)[number];

/** What time does to a shift on its own, run by the server's jobs (never sent by a client). */
export const TIMED_SHIFT_ACTIONS = ['break_begins', 'break_ends', 'mark_mia', 'force_out'] as const;
export type TimedShiftAction = (typeof TIMED_SHIFT_ACTIONS)[number];

/** Which app the tutor acted from, for the pay-data trail; also accepted as the X-Lantern-App header. */
export const clientAppSchema = z.enum(['web', 'console', 'desktop']);
export type ClientApp = z.infer<typeof clientAppSchema>;
export const CLIENT_APP_HEADER = 'x-lantern-app';

export const shiftStateChangeSchema = z
  .object({
    action: z.enum(SHIFT_STATE_ACTIONS),
    /** For rest and meal breaks: when the break should start; absent means as soon as allowed. */
    start_time: unixSeconds.optional(),
    /** For cancel_break: the rest or meal break to call off. */
    break_id: z.number().int().positive().optional(),
    app: clientAppSchema.optional(),
  })
  .refine((change) => change.action !== 'cancel_break' || change.break_id !== undefined, {
    path: ['break_id'],
    message: 'cancel_break needs the break_id of the break to cancel',
  });
export type ShiftStateChange = z.infer<typeof shiftStateChangeSchema>;

export const shiftStateChangedSchema = shiftStatusSchema.extend({
  /** After punching in: the classroom or the review center. */
  destination: z.string().nullable(),
});
export type ShiftStateChanged = z.infer<typeof shiftStateChangedSchema>;

export const shiftIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The segment types a manager can schedule: every type of the spec, each with its id (`SEGMENT_TYPES`). */
export const SCHEDULABLE_SEGMENT_TYPES = SEGMENT_TYPE_NAMES;
export type SchedulableSegmentType = (typeof SCHEDULABLE_SEGMENT_TYPES)[number];

const spanFields = { start_time: unixSeconds, end_time: unixSeconds };

/** A manager schedules a shift for a tutor; segments must lie inside it without overlapping. */
export const createShiftSchema = z.object({
  user_id: z.number().int().positive(),
  ...spanFields,
  segments: z
    .array(z.object({ type: z.enum(SCHEDULABLE_SEGMENT_TYPES), ...spanFields }))
    .min(1)
    .max(48),
});
export type CreateShift = z.infer<typeof createShiftSchema>;

/** The longest window a manager lists a tutor's shifts for at once. */
export const SHIFT_LIST_MAX_DAYS = 14;

/** A tutor's shifts starting in [from, to), for the managers' schedule (query user_id, from, to). */
export const shiftsQuerySchema = z
  .object({
    user_id: z.coerce.number().int().positive(),
    from: z.coerce.number().int(),
    to: z.coerce.number().int(),
  })
  .refine((query) => query.to > query.from && query.to - query.from <= SHIFT_LIST_MAX_DAYS * 86_400, {
    path: ['to'],
    message: `to must be after from, at most ${SHIFT_LIST_MAX_DAYS} days later`,
  });
export type ShiftsQuery = z.infer<typeof shiftsQuerySchema>;

export const shiftListSchema = z.object({ shifts: z.array(shiftStatusSchema), server_time: unixSeconds });
export type ShiftList = z.infer<typeof shiftListSchema>;

/** The shift ends later; its last segment is stretched to the new end. */
export const extendShiftSchema = z.object({ end_time: unixSeconds });
export type ExtendShift = z.infer<typeof extendShiftSchema>;

export const segmentTypeChangeSchema = z.object({ type: z.enum(SCHEDULABLE_SEGMENT_TYPES) });
export type SegmentTypeChange = z.infer<typeof segmentTypeChangeSchema>;

export const segmentDateChangeSchema = z.object(spanFields);
export type SegmentDateChange = z.infer<typeof segmentDateChangeSchema>;

/** Switches a segment's live sessions on or off (only a tutoring segment takes them). */
export const segmentSessionableChangeSchema = z.object({ is_sessionable: z.boolean() });
export type SegmentSessionableChange = z.infer<typeof segmentSessionableChangeSchema>;

/** A segment added to a shift: inside it, overlapping none of its segments, starting in the future. */
export const addSegmentSchema = z.object({ type: z.enum(SCHEDULABLE_SEGMENT_TYPES), ...spanFields });
export type AddSegment = z.infer<typeof addSegmentSchema>;

/** A segment type as the schedule knows it (spec: GET shift-segment-types), from `SEGMENT_TYPES`. */
export const segmentTypeInfoSchema = z.object({
  id: z.number().int(),
  name: z.enum(SEGMENT_TYPE_NAMES),
  /** Where punching in leads: 1 the classroom, 2 the review center; null when nobody punches into it. */
  role_type: z.union([z.literal(1), z.literal(2)]).nullable(),
  may_punch: z.boolean(),
  /** A new segment of this type takes live sessions: tutoring only. */
  sessionable_by_default: z.boolean(),
  /** Writing and essay review allow essay review and nothing else. */
  essay_review_only: z.boolean(),
  /** The schedule's colour for the type, as a class-name key ('paid-break'). */
  colour_key: z.string(),
});
export type SegmentTypeView = z.infer<typeof segmentTypeInfoSchema>;
export const segmentTypeListSchema = z.array(segmentTypeInfoSchema);

export const shiftSegmentParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  segmentId: z.coerce.number().int().positive(),
});

export const shiftDeletedSchema = z.object({
  shift_id: z.number().int(),
  /** The segment deleted, or null when the whole shift was. */
  segment_id: z.number().int().nullable(),
});
export type ShiftDeleted = z.infer<typeof shiftDeletedSchema>;

/** What a manager did to a shift, on the trail and in the live event. */
export const SHIFT_EDITS = [
  'shift_created',
  'shift_extended',
  'segment_added',
  'segment_type_changed',
  'segment_sessionable_changed',
  'segment_date_changed',
  'segment_deleted',
  'shift_deleted',
] as const;
export type ShiftEdit = (typeof SHIFT_EDITS)[number];

/** Every tutor's shifts overlapping [from, to), for the managers' calendar (query from, to). */
export const shiftScheduleQuerySchema = z
  .object({ from: z.coerce.number().int(), to: z.coerce.number().int() })
  .refine((query) => query.to > query.from && query.to - query.from <= SHIFT_LIST_MAX_DAYS * 86_400, {
    path: ['to'],
    message: `to must be after from, at most ${SHIFT_LIST_MAX_DAYS} days later`,
  });
export type ShiftScheduleQuery = z.infer<typeof shiftScheduleQuerySchema>;

/** A calendar row: a tutor a manager may schedule, by display name. */
export const scheduledTutorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
});
export type ScheduledTutor = z.infer<typeof scheduledTutorSchema>;

/** Every tutor (the calendar's rows) and the shifts in the window, as the live events carry them. */
export const shiftScheduleSchema = z.object({
  tutors: z.array(scheduledTutorSchema),
  shifts: z.array(shiftSchema),
  /** The times those shifts' tutors were away from their consoles, from the shifts' trails. */
  absences: z.array(shiftAbsenceSchema),
  server_time: unixSeconds,
});
export type ShiftSchedule = z.infer<typeof shiftScheduleSchema>;
