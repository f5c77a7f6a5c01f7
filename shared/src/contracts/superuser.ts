import { z } from 'zod';

const id = z.number().int().positive();
const unixSeconds = z.number().int();

/** PUT students/v1/{userId}/ban, the spec's shape. */
export const studentBanParamsSchema = z.object({ userId: z.coerce.number().int().positive() });
export const studentBanSchema = z.object({ is_banned: z.boolean() });
export type StudentBan = z.infer<typeof studentBanSchema>;

export const studentSearchQuerySchema = z.object({ search: z.string().trim().min(2).max(100) });
export type StudentSearchQuery = z.infer<typeof studentSearchQuerySchema>;

export const STUDENT_SEARCH_LIMIT = 20;

export const moderatedStudentSchema = z.object({
  id,
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  school_name: z.string().nullable(),
  /** Whose privacy page holds the student's export, erasure and access log; null in no district. */
  district_id: id.nullable(),
  is_banned: z.boolean(),
});
export type ModeratedStudent = z.infer<typeof moderatedStudentSchema>;
export const moderatedStudentListSchema = z.array(moderatedStudentSchema);

/**
 * Hidden: gone from the student's and the tutor's lists. Quarantined: gone from them too, and
 * nobody but a superuser may open it, while it is looked into.
 */
export const CONTENT_HOLD_STATES = ['hidden', 'quarantined'] as const;
export type ContentHoldState = (typeof CONTENT_HOLD_STATES)[number];
export const CONTENT_KINDS = ['session', 'essay'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const contentHoldParamsSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  id: z.coerce.number().int().positive(),
});
export const holdContentSchema = z.object({
  state: z.enum(CONTENT_HOLD_STATES),
  reason: z.string().trim().max(500).default(''),
});
export type HoldContent = z.infer<typeof holdContentSchema>;

export const contentHoldSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  target_id: id,
  state: z.enum(CONTENT_HOLD_STATES),
  reason: z.string(),
  /** What the content is, for the list: a session's question or an essay's title. */
  title: z.string(),
  held_by: z.object({ id, first_name: z.string(), last_name: z.string() }),
  held_at: unixSeconds,
});
export type ContentHold = z.infer<typeof contentHoldSchema>;
export const contentHoldListSchema = z.array(contentHoldSchema);
