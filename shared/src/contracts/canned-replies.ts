import { z } from 'zod';

/** The languages a snippet is written in: the three the app speaks. */
export const CANNED_REPLY_LANGUAGES = ['en', 'es', 'fr'] as const;
export type CannedReplyLanguage = (typeof CANNED_REPLY_LANGUAGES)[number];

/**
 * Whose a snippet is: one tutor's own, every tutor's of the deployment from their managers (there is
 * no smaller team in Lantern: managers manage every tutor), or everyone's from the platform.
 */
export const CANNED_REPLY_SCOPES = ['personal', 'team', 'global'] as const;
export type CannedReplyScope = (typeof CANNED_REPLY_SCOPES)[number];

export const CANNED_REPLY_SHORTCUT_MAX_LENGTH = 24;
export const CANNED_REPLY_TITLE_MAX_LENGTH = 80;
/** As long as a chat message may be, less room for the student's name. */
export const CANNED_REPLY_TEXT_MAX_LENGTH = 1500;

const fields = {
  /** Typed after `/` in the composer: short, lower case, no spaces. */
  shortcut: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'is required')
    .max(CANNED_REPLY_SHORTCUT_MAX_LENGTH)
    .regex(/^[a-z0-9_-]+$/, 'may hold only letters a–z, digits, - and _'),
  title: z.string().trim().min(1, 'is required').max(CANNED_REPLY_TITLE_MAX_LENGTH),
  text: z.string().trim().min(1, 'is required').max(CANNED_REPLY_TEXT_MAX_LENGTH),
  language: z.enum(CANNED_REPLY_LANGUAGES),
};

export const createCannedReplySchema = z.object({ ...fields, scope: z.enum(CANNED_REPLY_SCOPES) });
export type CreateCannedReply = z.infer<typeof createCannedReplySchema>;

/** A snippet keeps its scope: moving one between owners is deleting and writing it again. */
export const updateCannedReplySchema = z.object(fields);
export type UpdateCannedReply = z.infer<typeof updateCannedReplySchema>;

export const cannedReplyIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const cannedReplySchema = z.object({
  id: z.number().int(),
  shortcut: z.string(),
  title: z.string(),
  text: z.string(),
  language: z.enum(CANNED_REPLY_LANGUAGES),
  scope: z.enum(CANNED_REPLY_SCOPES),
  /** The person reading it may change or delete it. */
  editable: z.boolean(),
  updated_at: z.number().int(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;

/** Every snippet the caller may read: a tutor's own, the team's and the global ones. */
export const cannedReplyListSchema = z.array(cannedReplySchema);
export type CannedReplyList = z.infer<typeof cannedReplyListSchema>;
