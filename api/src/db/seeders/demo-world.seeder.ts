import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import argon2 from 'argon2';
import { Concept } from '../../modules/catalog/entities/concept.entity.js';
import { Subject } from '../../modules/catalog/entities/subject.entity.js';
import { Topic } from '../../modules/catalog/entities/topic.entity.js';
import { Course } from '../../modules/schools/entities/course.entity.js';
import { District } from '../../modules/schools/entities/district.entity.js';
import { School } from '../../modules/schools/entities/school.entity.js';
import { Section } from '../../modules/schools/entities/section.entity.js';
import { Student } from '../../modules/users/entities/student.entity.js';
import { Tutor } from '../../modules/users/entities/tutor.entity.js';
import { User } from '../../modules/users/entities/user.entity.js';
import {
  COURSES,
  classmates,
  DEMO_PASSWORD,
  DISTRICTS,
  PEOPLE,
  SCHOOLS,
  SECTIONS,
  SUBJECTS,
} from './demo-world.data.js';

/** The demo people and schools, once: a database that already has districts is left alone. */
export class DemoWorldSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if ((await em.count(District, {})) > 0) return;

    const now = new Date();
    for (const district of DISTRICTS) em.create(District, district);
    for (const school of SCHOOLS) {
      em.create(School, {
        id: school.id,
        name: school.name,
        district: school.district,
        timezone: school.timezone,
        countryCode: school.countryCode,
        licences: [...school.licences],
        featuresLiveHelp: 'featuresLiveHelp' in school ? school.featuresLiveHelp : true,
        ...('operatingHours' in school
          ? { operatingHoursStart: school.operatingHours.start, operatingHoursEnd: school.operatingHours.end }
          : {}),
      });
    }
    const topicsBySubject = new Map<number, Topic[]>();
    for (const subject of SUBJECTS) {
      const entity = em.create(Subject, { id: subject.id, name: subject.name });
      const topics = subject.topics.map((topic) => {
        const created = em.create(Topic, { name: topic.name, subject: entity });
        for (const concept of topic.concepts) em.create(Concept, { name: concept, topic: created });
        return created;
      });
      topicsBySubject.set(subject.id, topics);
    }
    for (const course of COURSES)
      em.create(Course, { id: course.id, name: course.name, subjects: course.subjects });
    const sections = new Map(SECTIONS.map((section) => [section.id, em.create(Section, section)]));

    const hash = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id });
    for (const person of [...PEOPLE, ...classmates()]) {
      const user = em.create(User, {
        username: person.username,
        email: person.email,
        passwordHash: hash,
        firstName: person.firstName,
        lastName: person.lastName,
        roles: person.roles,
        currentRole: person.roles[0]!,
        school: person.school ?? null,
        schools: person.schools ?? (person.school ? [person.school] : []),
        district: person.district ?? SCHOOLS.find((school) => school.id === person.school)?.district ?? null,
        timezone: SCHOOLS.find((school) => school.id === person.school)?.timezone ?? 'America/New_York',
        preferredLanguage: person.preferredLanguage ?? 'en',
        acceptedAgreement: person.acceptedAgreement ?? true,
        passwordChanged: person.passwordChanged ?? person.email !== null,
        suspendedAt: person.suspended ? new Date(now.getTime() - 86_400_000) : null,
        expiresAt: person.expired ? new Date(now.getTime() - 86_400_000) : null,
        avatar: person.roles.includes('student')
          ? { name: 'Elephant', colors: ['#7C5CFA', '#F2EDFF'] }
          : null,
      });
      for (const id of person.sections ?? []) sections.get(id)!.users.add(user);
      if (person.roles.includes('student'))
        em.create(Student, { user, grade: person.grade ?? null, isNew: person.isNew ?? false });
      if (person.tutor) {
        em.create(Tutor, {
          user,
          // Months to a couple of years with us, varied by name, so the tutors list is not all "New".
          tutorSince: new Date(now.getTime() - (40 + ((person.username.length * 97) % 600)) * 86_400_000),
          status: person.tutor.status ?? 'active',
          maxWeeklyHours: person.tutor.maxWeeklyHours,
          essayReview: person.tutor.essayReview,
          highImpactTutoring: person.tutor.highImpactTutoring ?? false,
          languages: person.tutor.languages,
          essayLanguages: person.tutor.essayReview ? person.tutor.languages : [],
          subjects: person.tutor.subjects,
          topics: person.tutor.subjects.flatMap((id) => topicsBySubject.get(id) ?? []),
        });
      }
    }
    await em.flush();
    // Explicit ids above leave the sequences behind; move them past the seeded rows.
    for (const table of ['districts', 'schools', 'subjects', 'courses', 'sections']) {
      await em
        .getConnection()
        .execute(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    }
  }
}
