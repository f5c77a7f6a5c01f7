import { z } from 'zod';
import { weekSchema } from '../contracts/availability.js';
import {
  SHIFT_EDITS,
  SHIFT_STATE_ACTIONS,
  shiftSchema,
  shiftStateSchema,
  TIMED_SHIFT_ACTIONS,
} from '../contracts/schedules.js';
import { breakRequestItemSchema } from '../contracts/breaks.js';
import { observersChangedSchema } from '../contracts/observation.js';
import { presenceChangedSchema } from '../contracts/presence.js';
import { TRANSFER_EVENT_CAUSES, transferRequestSchema } from '../contracts/transfers.js';
import { actionItemCreatedSchema, actionItemUpdatedSchema } from '../contracts/action-items.js';
import { serviceSummarySchema } from '../contracts/service.js';
import { serviceTutorsSchema } from '../contracts/service-tutors.js';
import { serviceCoverageSchema } from '../contracts/service-coverage.js';
import {
  essayConversionProgressedSchema,
  essayHolderChangedSchema,
  essayUpdatedSchema,
} from '../contracts/essays.js';
import { navbarNotificationsUpdatedSchema, suggestionsUpdatedSchema } from '../contracts/essay-review.js';
import {
  aiAnswerStreamedSchema,
  aiTutorFailedSchema,
  messagesReadSchema,
  reactionUpdatedSchema,
  sessionMessageSchema,
  sessionReofferedSchema,
  sessionUpdatedSchema,
  typingChangedSchema,
} from '../contracts/sessions.js';
import { whiteboardStrokeSchema } from '../contracts/whiteboard.js';
import type { Ack } from './ack.js';
import type { CommandAckData, CommandInput, CommandName } from './commands.js';

/** socket.io is mounted on this path; websocket transport only. */
export const SOCKET_PATH = '/v4';

/** The handshake error a client receives for a missing, bad or expired token, or an ended sign-in. */
export const INVALID_TOKEN = 'invalid_token';

export const connectionReadySchema = z.object({
  user_id: z.number().int(),
  role: z.string(),
  server_time: z.number().int(),
});
export const flagUpdatedSchema = z.object({ key: z.string(), enabled: z.boolean() });
/** To the tutor and the managers: a shift's state changed (by the tutor, a manager or the clock). */
export const shiftUpdatedSchema = z.object({
  shift_id: z.number().int(),
  user_id: z.number().int(),
  action: z.enum([...SHIFT_STATE_ACTIONS, ...TIMED_SHIFT_ACTIONS]),
  state: shiftStateSchema,
  at: z.number().int(),
});
/** To the tutor and the managers: a manager created, changed or deleted a shift (`shift` null once deleted). */
export const shiftEditedSchema = z.object({
  shift_id: z.number().int(),
  user_id: z.number().int(),
  edit: z.enum(SHIFT_EDITS),
  shift: shiftSchema.nullable(),
  edited_by: z.number().int(),
  at: z.number().int(),
});
/** To the managers: a tutor saved or confirmed the open week's availability. */
export const availabilityWeekUpdatedSchema = z.object({
  user_id: z.number().int(),
  week: weekSchema,
  cause: z.enum(['saved', 'confirmed']),
  total_hours: z.number().nonnegative(),
  is_confirmed: z.boolean(),
  at: z.number().int(),
});
/** To the tutor and the managers: a manager approved or rejected a rest or meal break request. */
export const breakRequestDecidedSchema = z.object({
  request: breakRequestItemSchema,
  decided_by: z.number().int(),
  at: z.number().int(),
});
/** To the tutors concerned and the managers: a segment was offered, its offer cancelled, or picked by another tutor. */
export const transferUpdatedSchema = z.object({
  transfer: transferRequestSchema,
  cause: z.enum(TRANSFER_EVENT_CAUSES),
  at: z.number().int(),
});
/** `deactivated`: the person left the roster (or was turned off); signing in again is refused as expired. */
export const sessionRevokedSchema = z.object({
  reason: z.enum(['logout', 'reuse_detected', 'suspended', 'password_changed', 'deactivated']),
});
export type SessionRevokedReason = z.infer<typeof sessionRevokedSchema>['reason'];

/**
 * Every server-to-client event with its payload schema, named `<domain>.<noun>.<past-tense verb>`.
 * Clients validate what they receive with `serverEvents[name].safeParse`.
 */
export const serverEvents = {
  'system.connection.established': connectionReadySchema,
  'feature-flags.flag.updated': flagUpdatedSchema,
  'auth.session.revoked': sessionRevokedSchema,
  'schedules.shift.updated': shiftUpdatedSchema,
  'schedules.break-request.decided': breakRequestDecidedSchema,
  'availability.week.updated': availabilityWeekUpdatedSchema,
  'schedules.transfer.updated': transferUpdatedSchema,
  'schedules.shift.edited': shiftEditedSchema,
  'classroom.session.updated': sessionUpdatedSchema,
  'classroom.message.created': sessionMessageSchema,
  'classroom.typing.changed': typingChangedSchema,
  'classroom.read-receipt.updated': messagesReadSchema,
  'classroom.session.reoffered': sessionReofferedSchema,
  'classroom.reaction.updated': reactionUpdatedSchema,
  'classroom.whiteboard-stroke.added': whiteboardStrokeSchema,
  'classroom.ai-answer.streamed': aiAnswerStreamedSchema,
  'classroom.ai-tutor.failed': aiTutorFailedSchema,
  'classroom.observers.changed': observersChangedSchema,
  'action-center.item.created': actionItemCreatedSchema,
  'essays.essay.updated': essayUpdatedSchema,
  'essays.holder.changed': essayHolderChangedSchema,
  'essays.conversion.progressed': essayConversionProgressedSchema,
  'essays.suggestions.updated': suggestionsUpdatedSchema,
  'essays.navbar-notifications.updated': navbarNotificationsUpdatedSchema,
  'action-center.item.updated': actionItemUpdatedSchema,
  'service.summary.updated': serviceSummarySchema,
  'service.tutors.updated': serviceTutorsSchema,
  'service.coverage.updated': serviceCoverageSchema,
  'presence.tutor.changed': presenceChangedSchema,
} as const satisfies Record<string, z.ZodType>;

export type ServerEventName = keyof typeof serverEvents;
export type ServerEventPayload<E extends ServerEventName> = z.output<(typeof serverEvents)[E]>;

export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: ServerEventPayload<E>) => void;
};

/** Derived from `commands`: there is no second, hand-written list of client-to-server events. */
export type ClientToServerEvents = {
  [N in CommandName]: (payload: CommandInput<N>, ack: Ack<CommandAckData<N>>) => void;
};
