import { FEATURE_FLAGS } from '@lantern/shared/domain/feature-flags/flags';
import { GRADE_GROUPS, GRADES } from '@lantern/shared/domain/grades/grades';
import { HIDDEN_LANGUAGE_ID, LANGUAGES } from '@lantern/shared/domain/languages/languages';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import argon2 from 'argon2';
import { Concept } from '../../modules/catalog/entities/concept.entity.js';
import { Grade, GradeGroup } from '../../modules/catalog/entities/grade.entity.js';
import { Language } from '../../modules/catalog/entities/language.entity.js';
import { Subject } from '../../modules/catalog/entities/subject.entity.js';
import { Topic } from '../../modules/catalog/entities/topic.entity.js';
import { FeatureFlag } from '../../modules/feature-flags/entities/feature-flag.entity.js';
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

const FLAG_DESCRIPTIONS: Record<string, string> = {
  'maintenance-mode': 'Show the maintenance page to everyone but superusers',
  'core-245-block-start-live-session': 'District 991 cannot start live sessions',
  'eng-5755-grow-student-dashboard-v-1': 'GROW student dashboard, first version',
  'dashboard-v-2-grade-level-toggle': 'Grade-level toggle on the version 2 dashboards',
  'CORE-55-readlee-teacher-integration': 'Readlee integration for teachers',
  'PE-20174': 'Assignment screens for teachers and students',
  'PE-20738': 'Assignments in the review center',
  'PE-21866': 'Assignments in live help',
  'prac-3604': "Teachers' Practice Center",
  'instant-feedback': 'Instant feedback in the embedded (extension) mode',
  'teaching-assets-admin': 'Teaching-assets administration for editors',
  paperlive: 'Show Paper Live in the student navigation',
  'tutor-content-library': "Tutors' Comment Library",
  'tutor-practice': "Tutors' practice area",
  'tutor-manager-session-reports': 'Session reports for tutor managers',
  licensing: 'Gate teacher areas by school licences',
  'eng-216': 'Listed by the specification; no screen reads it yet',
  'ENG-198': 'Listed by the specification; no screen reads it yet',
  'ENG-4094': 'Listed by the specification; no screen reads it yet',
};

/** Reference data (languages, grades, flags) always; the demo people and schools once. */
export class DemoWorldSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await this.referenceData(em);
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

  private async referenceData(em: EntityManager) {
    const now = new Date();
    for (const language of LANGUAGES) {
      await em.upsert(Language, {
        id: language.id,
        language: language.name,
        abbreviation: language.abbreviation,
        tutorable: true,
        hidden: language.id === HIDDEN_LANGUAGE_ID,
      });
    }
    for (const group of GRADE_GROUPS) await em.upsert(GradeGroup, { id: group.id, name: group.name });
    for (const [position, grade] of GRADES.entries()) {
      const group = GRADE_GROUPS.find((row) => row.name === grade.group);
      await em.upsert(Grade, {
        id: grade.id,
        code: grade.level,
        name: grade.label,
        position,
        gradeGroup: group?.id ?? null,
      });
    }
    const existing = new Set((await em.find(FeatureFlag, {})).map((flag) => flag.key));
    for (const key of FEATURE_FLAGS) {
      if (!existing.has(key))
        em.create(FeatureFlag, {
          key,
          enabled: false,
          description: FLAG_DESCRIPTIONS[key] ?? '',
          updatedAt: now,
        });
    }
    await em.flush();
  }
}
