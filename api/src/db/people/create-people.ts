import { validatePassword } from '@lantern/shared/domain/auth/password-rules';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword, type PasswordCost } from '../../modules/auth/password-cost.js';
import { z } from 'zod';
import { Topic } from '../../modules/catalog/entities/topic.entity.js';
import { School } from '../../modules/schools/entities/school.entity.js';
import { Section } from '../../modules/schools/entities/section.entity.js';
import { User } from '../../modules/users/entities/user.entity.js';
import { createPerson } from './create-person.js';
import { personSpecSchema } from './person-spec.js';

/** What `cli.js people:create` reads on its standard input. */
export const createPeopleSchema = z.object({
  password: z.string(),
  people: z.array(personSpecSchema).min(1).max(100),
  /** An account whose username exists already is left as it is and answered, not refused. */
  keepExisting: z.boolean().default(false),
});

export class PeopleInputError extends Error {}

/**
 * Creates people with one password, all or none: an operator's first superuser on a new
 * deployment, or a browser journey's own tutor and student (so no journey borrows a demo account
 * another one might be using). Refuses a password the sign-up rules would refuse.
 */
export async function createPeople(
  em: EntityManager,
  input: unknown,
  passwordCost: PasswordCost,
): Promise<{ id: number; username: string }[]> {
  const parsed = createPeopleSchema.safeParse(input);
  if (!parsed.success)
    throw new PeopleInputError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; '),
    );
  const { password, keepExisting } = parsed.data;
  const weak = validatePassword(password, password);
  if (weak.length > 0) throw new PeopleInputError(`password: ${weak.join(', ')}`);
  const existing = await em.find(User, {
    username: { $in: parsed.data.people.map((person) => person.username) },
  });
  if (existing.length > 0 && !keepExisting)
    throw new PeopleInputError(`username: ${existing.map((user) => user.username).join(', ')} already exist`);
  const people = parsed.data.people.filter(
    (person) => !existing.some((user) => user.username === person.username),
  );

  const schoolIds = [...new Set(people.flatMap((person) => (person.school ? [person.school] : [])))];
  const sectionIds = [...new Set(people.flatMap((person) => person.sections ?? []))];
  const subjectIds = [...new Set(people.flatMap((person) => person.tutor?.subjects ?? []))];
  const [schools, sections, topics] = await Promise.all([
    em.find(School, { id: { $in: schoolIds } }),
    em.find(Section, { id: { $in: sectionIds } }, { populate: ['users'] }),
    em.find(Topic, { subject: { $in: subjectIds } }),
  ]);
  const missingSchool = schoolIds.find((id) => !schools.some((school) => school.id === id));
  if (missingSchool !== undefined) throw new PeopleInputError(`school: no school has id ${missingSchool}`);
  const context = {
    passwordHash: await hashPassword(password, passwordCost),
    now: new Date(),
    schoolOf: (id: number) => {
      const school = schools.find((candidate) => candidate.id === id);
      return school && { timezone: school.timezone, district: school.district?.id ?? null };
    },
    sectionOf: (id: number) => sections.find((section) => section.id === id),
    topicsOf: (subjectId: number) => topics.filter((topic) => topic.subject.id === subjectId),
  };
  const created = people.map((person) => createPerson(em, person, context));
  await em.flush();
  const users = [...existing, ...created];
  return parsed.data.people.map((person) => {
    const user = users.find((candidate) => candidate.username === person.username)!;
    return { id: user.id, username: user.username };
  });
}
