import { z } from 'zod';
import { paginationSchema } from './envelope.js';

/** Instants are unix seconds, as everywhere in the API. */
const unixSeconds = z.number().int();
const id = z.number().int();

/** The spec's action item types. */
export const ACTION_ITEM_TYPE_IDS = {
  longEssayReview: 1,
  inappropriateClassroomBehaviour: 2,
  inappropriateEssayBehaviour: 3,
} as const;
export const actionItemTypeIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type ActionItemTypeId = z.infer<typeof actionItemTypeIdSchema>;

/** The spec's action types (what a manager did); any other value reads as "inspecting". */
export const ACTION_TYPE_IDS = {
  escalated: 1,
  transferred: 2,
  slackMessaged: 4,
  falseAlarm: 6,
  hid: 7,
} as const;

/** What a manager can do to resolve an item; every other action type id reads as "inspecting". */
export const resolvingActionTypeIdSchema = z.union([
  z.literal(ACTION_TYPE_IDS.escalated),
  z.literal(ACTION_TYPE_IDS.transferred),
  z.literal(ACTION_TYPE_IDS.slackMessaged),
  z.literal(ACTION_TYPE_IDS.falseAlarm),
  z.literal(ACTION_TYPE_IDS.hid),
]);
export type ResolvingActionTypeId = z.infer<typeof resolvingActionTypeIdSchema>;

/** The tag on classroom items raised because the writer may be at risk of self-harm. */
export const SELF_HARM_TAG = 'Self-Harm';
export const ACTION_ITEM_TAGS = [SELF_HARM_TAG] as const;
export const actionItemTagSchema = z.enum(ACTION_ITEM_TAGS);
export type ActionItemTag = z.infer<typeof actionItemTagSchema>;

/** The spec's message_sender_role_id: 2 for a tutor, 1 for anyone else. */
export const MESSAGE_SENDER_ROLE_IDS = { other: 1, tutor: 2 } as const;
export const messageSenderRoleIdSchema = z.union([z.literal(1), z.literal(2)]);
export type MessageSenderRoleId = z.infer<typeof messageSenderRoleIdSchema>;
/** The spec's message_content_type_id; text is 1. */
export const MESSAGE_CONTENT_TYPE_IDS = { text: 1 } as const;

/** A classroom chat message, in the spec's content version 2.0 field names. */
export const classroomMessageDataSchema = z.object({
  session_id: id,
  message_id: id,
  message_content: z.string(),
  message_content_type_id: z.literal(MESSAGE_CONTENT_TYPE_IDS.text),
  message_sent_at: unixSeconds,
  message_sender_user_id: id,
  message_sender_user_first_name: z.string(),
  message_sender_role_id: messageSenderRoleIdSchema,
});
export type ClassroomMessageData = z.infer<typeof classroomMessageDataSchema>;

export const classroomMessageContentSchema = z.object({
  version: z.literal('2.0'),
  actionable_item_type: z.literal('chat_message'),
  data: classroomMessageDataSchema,
});
export type ClassroomMessageContent = z.infer<typeof classroomMessageContentSchema>;

/**
 * An essay whose review has run too long (type 1). The spec names no fields for it: these are
 * ours, in the same style, so the manager sees which essay, who holds it, since when and its due.
 */
export const essayReviewDataSchema = z.object({
  essay_id: id,
  essay_title: z.string(),
  tutor_user_id: id,
  tutor_first_name: z.string(),
  picked_up_at: unixSeconds,
  due_at: unixSeconds,
});
export type EssayReviewData = z.infer<typeof essayReviewDataSchema>;

export const essayReviewContentSchema = z.object({
  version: z.literal('2.0'),
  actionable_item_type: z.literal('essay_review'),
  data: essayReviewDataSchema,
});

/**
 * A safety drill (ours, beside the spec's types): a test self-harm alert a manager sent for one
 * school, carrying no student and no message, so the whole chain can be tried without one.
 */
export const safetyDrillDataSchema = z.object({
  school_id: id,
  school_name: z.string(),
  sent_by_user_id: id,
  sent_by_first_name: z.string(),
});
export type SafetyDrillData = z.infer<typeof safetyDrillDataSchema>;
export const safetyDrillContentSchema = z.object({
  version: z.literal('2.0'),
  actionable_item_type: z.literal('safety_drill'),
  data: safetyDrillDataSchema,
});

/** `content {version, actionable_item_type, data}`: one shape per actionable item type. */
export const actionItemContentSchema = z.discriminatedUnion('actionable_item_type', [
  classroomMessageContentSchema,
  essayReviewContentSchema,
  safetyDrillContentSchema,
]);
export type ActionItemContent = z.infer<typeof actionItemContentSchema>;

export const pickedUpUserSchema = z.object({ id, first_name: z.string(), last_name: z.string() });

/** The spec's action item. */
export const actionItemSchema = z.object({
  id,
  type_id: actionItemTypeIdSchema,
  content: actionItemContentSchema,
  picked_up_at: unixSeconds.nullable(),
  picked_up_user_id: id.nullable(),
  pickedUpUser: pickedUpUserSchema.nullable(),
  action_type_id: z.number().int().nullable(),
  resolved_at: unixSeconds.nullable(),
  tags: z.array(actionItemTagSchema),
  /** A test alert (a safety drill): shown as one everywhere, never counted in any statistics. */
  drill: z.boolean(),
  created_at: unixSeconds,
});
export type ActionItemView = z.infer<typeof actionItemSchema>;

export const ACTION_ITEMS_PAGE_SIZE = 50;

export const actionItemsQuerySchema = z.object({
  type_id: z.coerce.number().pipe(actionItemTypeIdSchema).optional(),
  /** The spec's self-harm-only filter: only items tagged Self-Harm. */
  self_harm_only: z.stringbool().default(false),
  page: z.coerce.number().int().positive().default(1),
});
export type ActionItemsQuery = z.infer<typeof actionItemsQuerySchema>;

/** Open items (not resolved), newest first. */
export const actionItemListSchema = z.object({
  data: z.array(actionItemSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type ActionItemList = z.infer<typeof actionItemListSchema>;

/** To the managers: an item reached the action center. */
export const actionItemCreatedSchema = z.object({ item: actionItemSchema, at: unixSeconds });
export type ActionItemCreated = z.infer<typeof actionItemCreatedSchema>;

export const actionItemParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * PUT /platform-manager-action-items/{id}: pick the item up (the manager is looking at it), or
 * resolve it with what was done. Only the manager who holds an item may resolve it; resolving one
 * nobody holds picks it up on the way.
 */
export const actionItemUpdateSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pick_up') }),
  z.object({ action: z.literal('resolve'), action_type_id: resolvingActionTypeIdSchema }),
]);
export type ActionItemUpdate = z.infer<typeof actionItemUpdateSchema>;

/** To the managers: an item was picked up or resolved; a resolved one leaves every list. */
export const actionItemUpdatedSchema = z.object({ item: actionItemSchema, at: unixSeconds });
export type ActionItemUpdated = z.infer<typeof actionItemUpdatedSchema>;
