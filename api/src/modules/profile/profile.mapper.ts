import type { NotificationOptions, Profile } from '@lantern/shared/contracts/profile';
import type { Student } from '../users/entities/student.entity.js';
import type { User } from '../users/entities/user.entity.js';

export function toNotificationOptions(student: Student): NotificationOptions {
  return {
    email_notifications: student.emailNotifications,
    event_email_notifications: student.eventEmailNotifications,
    mobile_push_notifications: student.mobilePushNotifications,
  };
}

/** The student part only while signed in as a student: another role's settings have none of it. */
export function toProfile(
  user: User,
  student: Student | null,
  sections: readonly { id: number; name: string }[],
): Profile {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    avatar: user.avatar ?? null,
    student: student
      ? {
          ...toNotificationOptions(student),
          grade_id: student.grade?.id ?? null,
          app_sounds: student.appSounds,
          sections: sections.map((section) => ({ id: section.id, name: section.name })),
        }
      : null,
  };
}
