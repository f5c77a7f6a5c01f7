import { ErrorCode } from '@lantern/shared/contracts/errors';
import type {
  AppSoundsOptions,
  NotificationOptions,
  Profile,
  UpdateNotificationOptions,
  UpdateProfile,
} from '@lantern/shared/contracts/profile';
import { checkAvatar } from '@lantern/shared/domain/profile/avatars';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { AppError, ValidationFailed } from '../../platform/http/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import { Grade } from '../catalog/entities/grade.entity.js';
import type { Student } from '../users/entities/student.entity.js';
import { toNotificationOptions, toProfile } from './profile.mapper.js';
import { ProfileRepository } from './profile.repository.js';

const AVATAR_RULES = {
  unknown_character: 'Choose one of the listed characters',
  not_for_role: 'This character is not offered to your role',
  unknown_palette: "Choose one of the character's palettes",
} as const;

/**
 * The signed-in person's own profile and settings. Every call acts on `auth.userId` and nobody
 * else, so there is no one else's row to reach; someone viewing as another person reads but
 * does not change (as with passwords and e-mail addresses).
 */
@Injectable()
export class ProfileService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(ProfileRepository) private readonly profiles: ProfileRepository,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  async profile(auth: AuthContext): Promise<Profile> {
    const user = await this.profiles.findUser(auth.userId);
    const student = auth.role === 'student' ? await this.profiles.findStudent(user.id) : null;
    const sections = student ? await this.profiles.sectionsOf(user.id) : [];
    return toProfile(user, student, sections);
  }

  async update(auth: AuthContext, change: UpdateProfile): Promise<Profile> {
    notWhileViewingAs(auth);
    const user = await this.profiles.findUser(auth.userId);
    if (change.avatar) {
      const refusal = checkAvatar(change.avatar, auth.role);
      if (refusal)
        throw new ValidationFailed([{ field: 'avatar', rule: refusal, message: AVATAR_RULES[refusal] }]);
      user.avatar = { name: change.avatar.name, colors: change.avatar.colors.map((c) => c.toUpperCase()) };
    }
    if (change.first_name !== undefined) user.firstName = change.first_name;
    if (change.last_name !== undefined) user.lastName = change.last_name;
    if (change.grade_id !== undefined) {
      const student = await this.studentOf(auth, 'grade_id');
      student.grade = this.em.getReference(Grade, change.grade_id);
    }
    this.audit.recordFor(auth, 'user.profile.updated', { fields: Object.keys(change) });
    await this.em.flush();
    return this.profile(auth);
  }

  async setNotificationOptions(
    auth: AuthContext,
    change: UpdateNotificationOptions,
  ): Promise<NotificationOptions> {
    notWhileViewingAs(auth);
    const student = await this.studentOf(auth, 'notifications');
    if (change.email_notifications !== undefined) student.emailNotifications = change.email_notifications;
    if (change.event_email_notifications !== undefined)
      student.eventEmailNotifications = change.event_email_notifications;
    if (change.mobile_push_notifications !== undefined)
      student.mobilePushNotifications = change.mobile_push_notifications;
    this.audit.recordFor(auth, 'user.notifications.updated', change);
    await this.em.flush();
    return toNotificationOptions(student);
  }

  async setAppSounds(auth: AuthContext, change: AppSoundsOptions): Promise<AppSoundsOptions> {
    notWhileViewingAs(auth);
    const student = await this.studentOf(auth, 'app_sounds');
    student.appSounds = change.app_sounds;
    await this.em.flush();
    return { app_sounds: student.appSounds };
  }

  /** Grade, notifications and sounds belong to a student's record; a role without one is told which field. */
  private async studentOf(auth: AuthContext, field: string): Promise<Student> {
    const student = auth.role === 'student' ? await this.profiles.findStudent(auth.userId) : null;
    if (!student)
      throw new ValidationFailed([
        { field, rule: 'student_only', message: 'Only a student has this setting' },
      ]);
    return student;
  }
}

function notWhileViewingAs(auth: AuthContext): void {
  if (auth.impersonator)
    throw new AppError(
      403,
      ErrorCode.forbidden,
      "You cannot change someone's settings while viewing as them",
    );
}
