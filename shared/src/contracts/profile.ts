import { z } from 'zod';
import { AVATAR_CHARACTERS } from '../domain/profile/avatars.js';
import { GRADES } from '../domain/grades/grades.js';
import { avatarSchema } from './users.js';

const gradeIds = GRADES.map((grade) => grade.id);

/** A name as a person types it: trimmed, never empty, as long as the column holds. */
const personName = z.string().trim().min(1).max(100);

/** The spec's student notification toggles (`POST me/notification-options`). */
export const notificationOptionsSchema = z.object({
  email_notifications: z.boolean(),
  event_email_notifications: z.boolean(),
  mobile_push_notifications: z.boolean(),
});
export type NotificationOptions = z.infer<typeof notificationOptionsSchema>;
export type NotificationOption = keyof NotificationOptions;

/** Saving sends only the toggles that change; an empty change is refused rather than ignored. */
export const updateNotificationOptionsSchema = notificationOptionsSchema
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, {
    message: 'Name at least one notification to change',
  });
export type UpdateNotificationOptions = z.infer<typeof updateNotificationOptionsSchema>;

/** `PUT /me/app-sounds-options`. */
export const appSoundsOptionsSchema = z.object({ app_sounds: z.boolean() });
export type AppSoundsOptions = z.infer<typeof appSoundsOptionsSchema>;

/** A class the student sits in, as settings' sections tab lists it. */
export const profileSectionSchema = z.object({ id: z.number().int(), name: z.string() });

/** `GET /me/profile`: what settings and the profile show; the student part only for a student. */
export const profileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  avatar: avatarSchema.nullable(),
  student: notificationOptionsSchema
    .extend({
      grade_id: z.number().int().nullable(),
      app_sounds: z.boolean(),
      sections: z.array(profileSectionSchema),
    })
    .nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * `POST /me/profile`: any of name, avatar and (students) grade. The avatar must be one of the
 * role's characters in one of its palettes; the API checks that (`checkAvatar`) and names the rule.
 */
export const updateProfileSchema = z
  .object({
    first_name: personName,
    last_name: personName,
    avatar: z.object({ name: z.enum(AVATAR_CHARACTERS), colors: z.array(z.string().max(9)).max(4) }),
    grade_id: z
      .number()
      .int()
      .refine((id) => gradeIds.includes(id), { message: 'Choose one of the listed grades' }),
  })
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, { message: 'Name at least one thing to change' });
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

/** `GET`/`POST /me/headshot`: a tutor's own headshot, as a data URL, or null without one. */
export const ownHeadshotSchema = z.object({ profile_image: z.string().nullable() });
export type OwnHeadshot = z.infer<typeof ownHeadshotSchema>;
