import type { Section as SectionContract } from '@lantern/shared/contracts/catalog';
import type { RoleName } from '@lantern/shared/contracts/roles';
import type { CurrentUser, Licence, SchoolSummary } from '@lantern/shared/contracts/users';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import type { School } from '../schools/entities/school.entity.js';
import type { Section } from '../schools/entities/section.entity.js';
import type { Student } from './entities/student.entity.js';
import type { Tutor } from './entities/tutor.entity.js';
import type { User } from './entities/user.entity.js';

export function mapSchool(school: School): SchoolSummary {
  const district = school.district ? { id: school.district.id, name: school.district.name } : null;
  return {
    id: school.id,
    name: school.name,
    district,
    country_code: school.countryCode,
    timezone: school.timezone,
    operating_hours_start: school.operatingHoursStart,
    operating_hours_end: school.operatingHoursEnd,
    features_live_help: school.featuresLiveHelp,
    features_essay_review: school.featuresEssayReview,
    features_shared_sessions: school.featuresSharedSessions,
    licences: school.licences as Licence[],
  };
}

export function mapCurrentUser(
  user: User,
  auth: AuthContext,
  extra: { student: Student | null; tutor: Tutor | null; impersonatorName: string | null },
): CurrentUser {
  const language: string = user.preferredLanguage;
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email ?? null,
    preferred_language: language === 'fr' || language === 'es' ? language : 'en',
    timezone: user.timezone,
    school_id: user.school?.id ?? null,
    school_ids: user.schools.getItems().map((school) => school.id),
    school: user.school ? mapSchool(user.school) : null,
    district_id: user.district?.id ?? user.school?.district?.id ?? null,
    role: auth.role,
    roles: user.roles as RoleName[],
    avatar: user.avatar ?? null,
    accepted_agreement: user.acceptedAgreement,
    password_changed: user.passwordChanged,
    user_type_id: user.userTypeId,
    student: extra.student
      ? {
          is_new: extra.student.isNew,
          grade: extra.student.grade
            ? {
                id: extra.student.grade.id,
                name: extra.student.grade.name,
                group: extra.student.grade.gradeGroup?.name ?? null,
              }
            : null,
        }
      : null,
    tutor: extra.tutor
      ? {
          essay_review: extra.tutor.essayReview,
          high_impact_tutoring: extra.tutor.highImpactTutoring,
          max_weekly_hours: extra.tutor.maxWeeklyHours,
        }
      : null,
    impersonation:
      auth.impersonator && extra.impersonatorName
        ? { by_user_id: auth.impersonator.userId, by_name: extra.impersonatorName }
        : null,
  };
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
