import type { AdministeredUser, UserInclude } from '@lantern/shared/contracts/customer-users';
import type { Tutor } from '../users/entities/tutor.entity.js';
import type { User } from '../users/entities/user.entity.js';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** What a person's audit rows compare. */
export function personFields(user: User) {
  return {
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    roles: [...user.roles],
    school_id: user.school?.id ?? null,
    school_ids: user.schools
      .getItems()
      .map((school) => school.id)
      .sort((a, b) => a - b),
    district_id: user.district?.id ?? null,
    preferred_language: user.preferredLanguage,
    status: user.deactivatedAt ? ('deactivated' as const) : ('active' as const),
  };
}

/** `user` with `school`, `schools` (with their districts) and `district` loaded. */
export function toAdministeredUser(
  user: User,
  include: readonly UserInclude[],
  sections: { id: number; name: string }[] | null,
  gradeId: number | null,
  lastSignInAt: Date | null,
): AdministeredUser {
  const fields = personFields(user);
  const withDistrict = include.includes('schools.district');
  return {
    id: user.id,
    username: fields.username,
    email: fields.email ?? null,
    first_name: fields.first_name,
    last_name: fields.last_name,
    role: user.currentRole,
    ...(include.includes('roles') ? { roles: fields.roles } : {}),
    school_id: fields.school_id,
    school_ids: fields.school_ids,
    district_id: fields.district_id,
    school: user.school ? { id: user.school.id, name: user.school.name } : null,
    grade_id: gradeId,
    preferred_language: fields.preferred_language,
    status: fields.status,
    deactivated_at: user.deactivatedAt ? unix(user.deactivatedAt) : null,
    password_changed: user.passwordChanged,
    created_at: unix(user.createdAt),
    last_sign_in_at: lastSignInAt ? unix(lastSignInAt) : null,
    ...(include.includes('schools') || withDistrict
      ? {
          schools: user.schools.getItems().map((school) => ({
            id: school.id,
            name: school.name,
            ...(withDistrict
              ? { district: school.district ? { id: school.district.id, name: school.district.name } : null }
              : {}),
          })),
        }
      : {}),
    ...(sections ? { sections } : {}),
  };
}

/** A tutor's profile for `include=tutor.*`, with the lists that were populated. */
export function toTutorProfile(
  tutor: Tutor,
  lists: readonly ('languages' | 'subjects' | 'topics')[],
): NonNullable<AdministeredUser['tutor']> {
  return {
    status: tutor.status,
    max_weekly_hours: tutor.maxWeeklyHours,
    essay_review: tutor.essayReview,
    high_impact_tutoring: tutor.highImpactTutoring,
    tutor_since: unix(tutor.tutorSince),
    ...(lists.includes('languages')
      ? { languages: tutor.languages.getItems().map((l) => ({ id: l.id, name: l.language })) }
      : {}),
    ...(lists.includes('subjects')
      ? { subjects: tutor.subjects.getItems().map((x) => ({ id: x.id, name: x.name })) }
      : {}),
    ...(lists.includes('topics')
      ? { topics: tutor.topics.getItems().map((x) => ({ id: x.id, name: x.name })) }
      : {}),
  };
}
