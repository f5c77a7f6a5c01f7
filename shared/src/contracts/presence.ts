import { z } from 'zod';

const id = z.number().int().positive();
const unixSeconds = z.number().int();

/** Why a console says its tutor is away: no input for a while, the screen locked, the machine asleep. */
export const REPORTED_AWAY_REASONS = ['idle', 'locked', 'asleep'] as const;
export type ReportedAwayReason = (typeof REPORTED_AWAY_REASONS)[number];

/** Every reason a tutor is away: what a console reports, or the server finding no console left. */
export const AWAY_REASONS = [...REPORTED_AWAY_REASONS, 'disconnected'] as const;
export type AwayReason = (typeof AWAY_REASONS)[number];

/** How long ago a console may say the absence began: past a day it is a day. */
export const MAX_REPORTED_IDLE_SECONDS = 86_400;

/**
 * What a console sees of its tutor: present, or away for a reason since `idle_seconds` ago. A
 * duration, not an instant, so a machine whose clock is wrong still reports the right moment.
 */
export const presenceReportSchema = z.discriminatedUnion('state', [
  z.strictObject({ state: z.literal('present') }),
  z.strictObject({
    state: z.literal('away'),
    reason: z.enum(REPORTED_AWAY_REASONS),
    idle_seconds: z.number().int().min(0).max(MAX_REPORTED_IDLE_SECONDS),
  }),
]);
export type PresenceReport = z.infer<typeof presenceReportSchema>;

/** An absence under way: why, and since when (unix seconds). */
export const tutorAwaySchema = z.object({ reason: z.enum(AWAY_REASONS), since: unixSeconds });
export type TutorAway = z.infer<typeof tutorAwaySchema>;

/** The tutor's presence as the server holds it: `away` is null while they are present. */
export const tutorPresenceSchema = z.object({ away: tutorAwaySchema.nullable() });
export type TutorPresence = z.infer<typeof tutorPresenceSchema>;

/** An absence during a shift, from its trail: `end_time` null while it lasts. */
export const shiftAbsenceSchema = z.object({
  shift_id: id,
  user_id: id,
  reason: z.enum(AWAY_REASONS),
  start_time: unixSeconds,
  end_time: unixSeconds.nullable(),
});
export type ShiftAbsence = z.infer<typeof shiftAbsenceSchema>;

/**
 * To the managers and the tutor: the tutor went away or came back. `absence` is the shift's
 * absence as it now stands (opened or closed), null when the tutor is not punched in.
 */
export const presenceChangedSchema = z.object({
  user_id: id,
  away: tutorAwaySchema.nullable(),
  absence: shiftAbsenceSchema.nullable(),
  at: unixSeconds,
});
export type PresenceChanged = z.infer<typeof presenceChangedSchema>;
