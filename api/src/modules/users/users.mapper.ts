import type { Section as SectionContract } from '@lantern/shared/contracts/catalog';
import type { RoleName } from '@lantern/shared/contracts/roles';
import type { CurrentUser, Licence, SchoolSummary } from '@lantern/shared/contracts/users';
import { heldLicences } from '@lantern/shared/domain/licensing/licence-state';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import type { Section } from '../schools/entities/section.entity.js';
import type { CurrentUserRow } from './current-user.query.js';

/**
 * The current-user view from its one-row read. The school, student and tutor columns come from
 * left joins: when the joined row exists (school_id, has_student, has_tutor) its non-null columns
 * are present, hence the assertions.
 */
export function mapCurrentUser(row: CurrentUserRow, auth: AuthContext, now: number): CurrentUser {
  const roles = row.roles as RoleName[];
  const language = row.preferred_language;
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    preferred_language: language === 'fr' || language === 'es' ? language : 'en',
    timezone: row.timezone,
    school_id: row.school_id,
    school_ids: row.school_ids,
    school: row.school_id === null ? null : mapSchool(row, now),
    district_id: row.district_id,
    role: auth.role,
    roles,
    avatar: row.avatar,
    accepted_agreement: row.accepted_agreement,
    password_changed: row.password_changed,
    user_type_id: row.user_type_id,
    student:
      roles.includes('student') && row.has_student
        ? {
            is_new: row.student_is_new!,
            grade:
              row.grade_id === null
                ? null
                : { id: row.grade_id, name: row.grade_name!, group: row.grade_group_name },
          }
        : null,
    tutor:
      roles.includes('tutor') && row.has_tutor
        ? {
            essay_review: row.tutor_essay_review!,
            high_impact_tutoring: row.tutor_high_impact_tutoring!,
            max_weekly_hours: row.tutor_max_weekly_hours!,
          }
        : null,
    impersonation:
      auth.impersonator && row.impersonator_name !== null
        ? { by_user_id: auth.impersonator.userId, by_name: row.impersonator_name }
        : null,
  };
}

function mapSchool(row: CurrentUserRow, now: number): SchoolSummary {
  return {
    id: row.school_id!,
    name: row.school_name!,
    district:
      row.school_district_id === null
        ? null
        : { id: row.school_district_id, name: row.school_district_name! },
    country_code: row.school_country_code!,
    timezone: row.school_timezone!,
    operating_hours_start: row.school_operating_hours_start!,
    operating_hours_end: row.school_operating_hours_end!,
    features_live_help: row.school_features_live_help!,
    features_essay_review: row.school_features_essay_review!,
    features_shared_sessions: row.school_features_shared_sessions!,
    licences: schoolLicences(row, now),
  };
}

/**
 * The kinds the school holds now: each licence row (the school's or its district's) that is
 * active today in the school's zone and not over its seats. The licences table is the one source.
 */
function schoolLicences(row: CurrentUserRow, now: number): Licence[] {
  return heldLicences(row.school_licence_terms ?? [], now, row.school_timezone || 'UTC');
}

export function mapSection(
  section: Section,
  members: { students: number; teachers: string[] } | undefined,
): SectionContract {
  return {
    id: section.id,
    name: section.name,
    course: section.course
      ? {
          id: section.course.id,
          name: section.course.name,
          subjects: section.course.subjects
            .getItems()
            .map((subject) => ({ id: subject.id, name: subject.name })),
        }
      : null,
    student_count: members?.students ?? 0,
    teacher_names: members?.teachers ?? [],
  };
}
