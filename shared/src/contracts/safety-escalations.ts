import { z } from 'zod';
import { actionItemSchema } from './action-items.js';

/**
 * The escalation of self-harm items nobody acknowledged in time (see
 * `domain/action-items/safety-escalation`), its trail, and the drills that try it end to end.
 */

const unixSeconds = z.number().int();
const id = z.number().int().positive();
const person = z.object({ id, first_name: z.string(), last_name: z.string() });

/** Every step of one item's escalation, as recorded. */
export const safetyEscalationSchema = z.object({
  action_item_id: id,
  drill: z.boolean(),
  /** The student's school (a drill's chosen one); null when the student has none. */
  school: z.object({ id, name: z.string() }).nullable(),
  created_at: unixSeconds,
  /** When it escalates unless a manager acknowledges it first. */
  escalates_at: unixSeconds,
  escalated_at: unixSeconds.nullable(),
  /** The managers whose consoles were connected when it escalated, each told by an OS notification. */
  notified_managers: z.array(person),
  /** The safety contacts a message was queued for when it escalated. */
  mailed_contacts: z.array(z.object({ name: z.string(), email: z.string() })),
  acknowledged_at: unixSeconds.nullable(),
  acknowledged_by: person.nullable(),
});
export type SafetyEscalation = z.infer<typeof safetyEscalationSchema>;

export const safetyEscalationParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** POST /safety-drills: a test alert for one school, escalated after the timer or at once. */
export const safetyDrillRequestSchema = z.object({
  school_id: id,
  escalate: z.enum(['timer', 'now']).default('timer'),
});
export type SafetyDrillRequest = z.infer<typeof safetyDrillRequestSchema>;

export const safetyDrillSentSchema = z.object({
  item: actionItemSchema,
  escalation: safetyEscalationSchema,
});
export type SafetyDrillSent = z.infer<typeof safetyDrillSentSchema>;

export const SAFETY_DRILL_SCHOOLS_MAX = 500;
/** The schools a drill may be sent for: those with safety contacts (their own or their district's). */
export const safetyDrillSchoolsSchema = z.array(
  z.object({ id, name: z.string(), contacts: z.number().int().nonnegative() }),
);
export type SafetyDrillSchools = z.infer<typeof safetyDrillSchoolsSchema>;

/** To the managers: an item escalated, or an escalated one was acknowledged. */
export const safetyEscalationUpdatedSchema = z.object({
  escalation: safetyEscalationSchema,
  cause: z.enum(['escalated', 'acknowledged']),
  at: unixSeconds,
});
export type SafetyEscalationUpdated = z.infer<typeof safetyEscalationUpdatedSchema>;
