import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { hashPassword, passwordCostFromEnv } from '../../modules/auth/password-cost.js';
import { Concept } from '../../modules/catalog/entities/concept.entity.js';
import { Subject } from '../../modules/catalog/entities/subject.entity.js';
import { Topic } from '../../modules/catalog/entities/topic.entity.js';
import { Course } from '../../modules/schools/entities/course.entity.js';
import { District } from '../../modules/schools/entities/district.entity.js';
import { Licence } from '../../modules/schools/entities/licence.entity.js';
import { School } from '../../modules/schools/entities/school.entity.js';
import { Section } from '../../modules/schools/entities/section.entity.js';
import { createPerson, type PersonContext } from '../people/create-person.js';
import {
  COURSES,
  classmates,
  DEMO_LICENCE_TERM,
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
      const entity = em.create(School, {
        id: school.id,
        name: school.name,
        district: school.district,
        timezone: school.timezone,
        countryCode: school.countryCode,
        ssoProviders: [...school.ssoProviders],
        featuresLiveHelp: 'featuresLiveHelp' in school ? school.featuresLiveHelp : true,
        ...('operatingHours' in school
          ? { operatingHoursStart: school.operatingHours.start, operatingHoursEnd: school.operatingHours.end }
          : {}),
      });
      // Terms wide enough for any clock the demo or a test runs at, seats enough never to run out.
      for (const kind of school.licences)
        em.create(Licence, {
          kind,
          school: entity,
          startsOn: DEMO_LICENCE_TERM.startsOn,
          endsOn: DEMO_LICENCE_TERM.endsOn,
          seats: DEMO_LICENCE_TERM.seats,
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

    const context: PersonContext = {
      passwordHash: await hashPassword(DEMO_PASSWORD, passwordCostFromEnv()),
      now,
      schoolOf: (id) => SCHOOLS.find((school) => school.id === id),
      sectionOf: (id) => sections.get(id),
      topicsOf: (id) => topicsBySubject.get(id) ?? [],
    };
    for (const person of [...PEOPLE, ...classmates()]) createPerson(em, person, context);
    await em.flush();
    // Explicit ids above leave the sequences behind; move them past the seeded rows.
    for (const table of ['districts', 'schools', 'subjects', 'courses', 'sections']) {
      await em
        .getConnection()
        .execute(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    }
  }
}
