import {
  TUTOR_NEW_DAYS,
  TUTOR_STATUS,
  type TutorDetail,
  type TutorListRow,
} from '@lantern/shared/contracts/tutors-admin';
import type { Tutor } from '../users/entities/tutor.entity.js';
import type { User } from '../users/entities/user.entity.js';
import type { TutorListRecord } from './tutors.repository.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const DAY = 86_400;

const listRole = (roles: readonly string[]) => (roles.includes('tutor-manager') ? 'tutor-manager' : 'tutor');

export function toTutorListRow(row: TutorListRecord, now: number): TutorListRow {
  const since = seconds(new Date(row.tutor_since));
  return {
    id: row.id,
    role: row.role,
    name: `${row.first_name} ${row.last_name}`,
    is_new: now - since < TUTOR_NEW_DAYS * DAY,
    tutor_since: since,
    status: row.status === 'active' ? TUTOR_STATUS.ACTIVE : TUTOR_STATUS.INACTIVE,
    pending_assessments: Number(row.pending_assessments),
  };
}

const named = (items: { id: number; language?: string; name?: string }[]) =>
  items.map((item) => ({ id: item.id, name: item.name ?? item.language ?? '' }));

/**
 * The tutor for the edit form. A tutor manager who has no tutor profile yet shows the profile's
 * defaults; saving the form creates it. The headshot comes inline (an <img> cannot send the
 * bearer token a link to it would need).
 */
export function toTutorDetail(user: User, tutor: Tutor | null, headshot: string | null): TutorDetail {
  const active = tutor ? tutor.status === 'active' : user.suspendedAt === null;
  return {
    id: user.id,
    username: user.username,
    email: user.email ?? null,
    first_name: user.firstName,
    last_name: user.lastName,
    role: listRole(user.roles),
    held_roles: [...user.roles],
    status: active ? TUTOR_STATUS.ACTIVE : TUTOR_STATUS.INACTIVE,
    tutor_since: seconds(tutor?.tutorSince ?? user.createdAt),
    max_weekly_hours: tutor?.maxWeeklyHours ?? 20,
    essay_review: tutor?.essayReview ?? false,
    high_impact_tutoring: tutor?.highImpactTutoring ?? false,
    languages: named(tutor?.languages.getItems() ?? []),
    essayLanguages: named(tutor?.essayLanguages.getItems() ?? []),
    asyncAudioSessionLanguages: named(tutor?.asyncAudioSessionLanguages.getItems() ?? []),
    subjects: named(tutor?.subjects.getItems() ?? []),
    topics: (tutor?.topics.getItems() ?? []).map((topic) => ({
      id: topic.id,
      name: topic.name,
      subject_id: topic.subject.id,
    })),
    concepts: (tutor?.concepts.getItems() ?? []).map((concept) => ({
      id: concept.id,
      name: concept.name,
      topic_id: concept.topic.id,
    })),
    profile_image: headshot,
    adp_number: tutor?.adpNumber ?? null,
    employment_country_code: tutor?.employmentCountryCode ?? 'US',
    employment_region_code: tutor?.employmentRegionCode ?? null,
    is_us_ca_fingerprinted: tutor?.isUsCaFingerprinted ?? false,
  };
}
