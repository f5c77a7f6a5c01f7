import { z } from 'zod';

/** A user's preferences (spec: user preferences). Every key has a default, so a new user has them all. */
export const userPreferencesSchema = z.object({
  /** Chimes when a break is about to end and when it ends; on unless switched off. */
  is_break_chimes_enabled: z.boolean(),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** Saving sends only the keys that change; an empty change is refused rather than ignored. */
export const updateUserPreferencesSchema = userPreferencesSchema
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, { message: 'Name at least one preference to change' });
export type UpdateUserPreferences = z.infer<typeof updateUserPreferencesSchema>;

export const DEFAULT_USER_PREFERENCES: UserPreferences = { is_break_chimes_enabled: true };

export const userIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
