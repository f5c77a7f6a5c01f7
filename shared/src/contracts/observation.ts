import { z } from 'zod';
import { sessionMessageSchema, sessionViewSchema } from './sessions.js';
import { whiteboardStrokeSchema } from './whiteboard.js';

const id = z.number().int().positive();
const unixSeconds = z.number().int();

/** The session a manager starts or stops observing, or whose observers its tutor asks for. */
export const observedSessionSchema = z.object({ session_id: id });

/** Someone observing a session, as its tutor is told. */
export const observerSchema = z.object({ id, first_name: z.string(), last_name: z.string() });
export type Observer = z.infer<typeof observerSchema>;

/**
 * What an observer receives on arriving: the session as it stands, its latest messages (with
 * freshly signed media links) and its whiteboard; what follows arrives as the classroom's events.
 */
export const observationSchema = z.object({
  session: sessionViewSchema,
  /** The latest messages, oldest first (at most OBSERVATION_MESSAGES_MAX). */
  messages: z.array(sessionMessageSchema),
  /** Older messages exist than those sent. */
  earlier_messages: z.boolean(),
  whiteboard: z.array(whiteboardStrokeSchema),
  started_at: unixSeconds,
});
export type Observation = z.infer<typeof observationSchema>;

/** The tutor's answer: who observes the session now, first to arrive first. */
export const observersSchema = z.object({ observers: z.array(observerSchema) });

/** To the session's tutor, whenever someone starts or stops observing it. */
export const observersChangedSchema = z.object({
  session_id: id,
  observers: z.array(observerSchema),
  at: unixSeconds,
});
export type ObserversChanged = z.infer<typeof observersChangedSchema>;
