import type { EntityManager } from '@mikro-orm/core';
import type { Section } from '../../modules/schools/entities/section.entity.js';
import type { Topic } from '../../modules/catalog/entities/topic.entity.js';
import { Student } from '../../modules/users/entities/student.entity.js';
import { Tutor } from '../../modules/users/entities/tutor.entity.js';
import { User } from '../../modules/users/entities/user.entity.js';
import type { PersonSpec } from './person-spec.js';

const DAY_MS = 86_400_000;

export interface PersonContext {
  /** One argon2id hash for everyone created together: hashing is the slow part. */
  passwordHash: string;
  now: Date;
  /** The school's time zone and district, when the person belongs to one. */
  schoolOf: (id: number) => { timezone: string; district: number | null } | undefined;
  sectionOf: (id: number) => Section | undefined;
  topicsOf: (subjectId: number) => Topic[];
}

/**
 * One person with what their roles need (a student's record, a tutor's subjects and topics), added
 * to the unit of work. The demo world and `cli.js people:create` both make people this way, so a
 * journey's own tutor is built exactly like a demo one.
 */
export function createPerson(em: EntityManager, person: PersonSpec, context: PersonContext): User {
  const school = person.school === undefined ? undefined : context.schoolOf(person.school);
  const user = em.create(User, {
    username: person.username,
    email: person.email,
    passwordHash: context.passwordHash,
    firstName: person.firstName,
    lastName: person.lastName,
    roles: person.roles,
    currentRole: person.roles[0]!,
    school: person.school ?? null,
    schools: person.schools ?? (person.school ? [person.school] : []),
    district: person.district ?? school?.district ?? null,
    timezone: school?.timezone ?? 'America/New_York',
    preferredLanguage: person.preferredLanguage ?? 'en',
    acceptedAgreement: person.acceptedAgreement ?? true,
    passwordChanged: person.passwordChanged ?? person.email !== null,
    suspendedAt: person.suspended ? new Date(context.now.getTime() - DAY_MS) : null,
    expiresAt: person.expired ? new Date(context.now.getTime() - DAY_MS) : null,
    avatar: person.roles.includes('student') ? { name: 'Elephant', colors: ['#7C5CFA', '#F2EDFF'] } : null,
  });
  for (const id of person.sections ?? []) context.sectionOf(id)?.users.add(user);
  if (person.roles.includes('student'))
    em.create(Student, { user, grade: person.grade ?? null, isNew: person.isNew ?? false });
  if (person.tutor) {
    em.create(Tutor, {
      user,
      // Months to a couple of years with us, varied by name, so the tutors list is not all "New".
      tutorSince: new Date(context.now.getTime() - (40 + ((person.username.length * 97) % 600)) * DAY_MS),
      status: person.tutor.status ?? 'active',
      maxWeeklyHours: person.tutor.maxWeeklyHours,
      essayReview: person.tutor.essayReview,
      highImpactTutoring: person.tutor.highImpactTutoring ?? false,
      languages: person.tutor.languages,
      essayLanguages: person.tutor.essayReview ? person.tutor.languages : [],
      subjects: person.tutor.subjects,
      topics: person.tutor.subjects.flatMap((id) => context.topicsOf(id)),
    });
  }
  return user;
}
