import { z } from 'zod';

/** The spec's moderation categories: "sexual, violence, hate, self-harm". */
export const MODERATION_CATEGORIES = ['sexual', 'violence', 'hate', 'self_harm'] as const;
export const moderationCategorySchema = z.enum(MODERATION_CATEGORIES);
export type ModerationCategory = z.infer<typeof moderationCategorySchema>;

/**
 * What happens to a text: delivered as it is; blocked (sexual, violent or hateful, it never
 * reaches the other person); or delivered with an alert to the managers (the writer may be at
 * risk of self-harm: a person must see it).
 */
export const MODERATION_ACTIONS = ['deliver', 'block', 'deliver_and_alert'] as const;
export const moderationActionSchema = z.enum(MODERATION_ACTIONS);
export type ModerationAction = z.infer<typeof moderationActionSchema>;

export const textVerdictSchema = z.object({
  action: moderationActionSchema,
  /** Every category found, in MODERATION_CATEGORIES order; empty when the text is delivered as is. */
  categories: z.array(moderationCategorySchema),
});
export type TextVerdict = z.infer<typeof textVerdictSchema>;

/** The `details` of a refusal for blocked text (e.g. a chat message): why, so the client can say so. */
export const moderationBlockDetailsSchema = z.object({
  categories: z.array(moderationCategorySchema).min(1),
});
export type ModerationBlockDetails = z.infer<typeof moderationBlockDetailsSchema>;
