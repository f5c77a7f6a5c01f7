import type { OneRosterFile } from './oneroster-files.js';
import { lanternRole } from './oneroster-values.js';
import type { RosterDemographics } from './demographics.js';
import type {
  ClassRow,
  CourseRow,
  DemographicsRow,
  EnrollmentRow,
  OrgRow,
  RoleRow,
  RowBase,
  RowRows,
  UserRow,
} from './oneroster-rows.js';
import type { Located, ProcessingMode, RosterBatch, RosterPerson, RosterRole } from './roster-records.js';
import { refusal, type RosterRefusal } from './roster-refusals.js';

// Every file's checked rows put together: what each row names in other rows and files, the one
// district, people's roles and schools, and the batch the plan takes. Pure: the rows in, the batch
// and the refusals out.

/** One file as read: the rows that passed their own checks, the ids of those that did not, its mode. */
export interface ReadFile<F extends OneRosterFile> {
  rows: RowRows[F][];
  /** Refused rows' ids and lines: a reference to one is refused in turn, saying why. */
  refused: Map<string, number>;
  mode: ProcessingMode;
}
export type ReadFiles = { [F in OneRosterFile]?: ReadFile<F> };

export interface AssembledBatch {
  /** Null when the archive as a whole cannot be taken (a missing file or column, no single district). */
  batch: RosterBatch | null;
  refusals: RosterRefusal[];
}

/** The rows of one file by id (the first of a repeated id), and the lines of refused ones. */
class Registry<R extends RowBase> {
  readonly rows = new Map<string, R>();
  readonly refused: Map<string, number>;
  readonly file: OneRosterFile;
  readonly mode: ProcessingMode | null;

  // Plain fields, not parameter properties: this runs on worker threads, which strip types only.
  constructor(
    file: OneRosterFile,
    read: ReadFile<OneRosterFile> | undefined,
    mode: ProcessingMode | null,
    refusals: RosterRefusal[],
  ) {
    this.file = file;
    this.mode = mode;
    this.refused = new Map(read?.refused ?? []);
    for (const row of (read?.rows ?? []) as unknown as R[]) {
      const first = this.rows.get(row.sourcedId);
      if (first) {
        refusals.push(
          refusal(file, row.line, 'sourcedId', 'duplicate_id', row.sourcedId, { line: first.line }),
        );
        continue;
      }
      this.rows.set(row.sourcedId, row);
    }
  }

  /** Rows kept, the removed ones left out. */
  kept(): R[] {
    return [...this.rows.values()].filter((row) => !row.removed);
  }

  refuse(id: string, line: number): void {
    this.rows.delete(id);
    this.refused.set(id, line);
  }
}

/**
 * Whether `id`, named by a row's `field`, is a row of `target`: a refused row or a missing one is a
 * refusal. A delta file may name rows sent before, so a missing id is left for the plan to find
 * among what Lantern already has.
 */
function resolves(
  target: Registry<RowBase>,
  id: string,
  from: { file: OneRosterFile; line: number; field: string },
  refusals: RosterRefusal[],
): boolean {
  const row = target.rows.get(id);
  if (row && !row.removed) return true;
  const refusedLine = target.refused.get(id);
  if (refusedLine !== undefined) {
    refusals.push(
      refusal(from.file, from.line, from.field, 'refused_reference', id, {
        file: target.file,
        line: refusedLine,
      }),
    );
    return false;
  }
  if (target.mode === 'delta' && !row) return true;
  refusals.push(refusal(from.file, from.line, from.field, 'unknown_reference', id, { file: target.file }));
  return false;
}

const origin = (file: OneRosterFile, row: RowBase) => ({ file, line: row.line });
/** Gives a record built here its origin (it is never shared, so no copy is made). */
const located = <T extends object>(file: OneRosterFile, row: RowBase, record: T): Located<T> =>
  Object.assign(record, { origin: origin(file, row) });

/** Puts the files' rows together into one district's batch; see the module comment. */
export function assembleBatch(files: ReadFiles): AssembledBatch {
  const refusals: RosterRefusal[] = [];
  const registry = <R extends RowBase>(file: OneRosterFile) =>
    new Registry<R>(
      file,
      files[file] as ReadFile<OneRosterFile> | undefined,
      files[file]?.mode ?? null,
      refusals,
    );
  const orgs = registry<OrgRow>('orgs.csv');
  const districts = orgs.kept().filter((org) => org.type === 'district');
  if (districts.length !== 1) {
    refusals.push(refusal('orgs.csv', 0, 'type', 'one_district', null, { found: districts.length }));
    return { batch: null, refusals };
  }
  const usersFile = files['users.csv'];
  if (
    usersFile &&
    !files['roles.csv'] &&
    usersFile.rows.length > 0 &&
    usersFile.rows.every((row) => row.role === null)
  ) {
    refusals.push(refusal('users.csv', 0, 'role', 'no_role_source'));
    return { batch: null, refusals };
  }
  const district = districts[0]!;
  const sessions = registry<RowBase>('academicSessions.csv');
  const courses = registry<CourseRow>('courses.csv');
  const classes = registry<ClassRow>('classes.csv');
  const users = registry<UserRow>('users.csv');
  const roles = registry<RoleRow>('roles.csv');
  const enrollments = registry<EnrollmentRow>('enrollments.csv');
  const demographics = registry<DemographicsRow>('demographics.csv');

  for (const course of courses.kept())
    if (
      !resolves(
        orgs,
        course.orgSourcedId,
        { file: courses.file, line: course.line, field: 'orgSourcedId' },
        refusals,
      )
    )
      courses.refuse(course.sourcedId, course.line);

  for (const row of classes.kept()) {
    const at = (field: string) => ({ file: classes.file, line: row.line, field });
    let ok = resolves(courses, row.courseSourcedId, at('courseSourcedId'), refusals);
    ok = resolvesSchool(orgs, row.schoolSourcedId, at('schoolSourcedId'), refusals) && ok;
    if (files['academicSessions.csv'])
      ok = row.termSourcedIds.every((term) => resolves(sessions, term, at('termSourcedIds'), refusals)) && ok;
    if (!ok) classes.refuse(row.sourcedId, row.line);
  }

  const people = peopleOf(users, roles, orgs, Boolean(files['roles.csv']), refusals);

  for (const row of enrollments.kept()) {
    const at = (field: string) => ({ file: enrollments.file, line: row.line, field });
    let ok = resolves(classes, row.classSourcedId, at('classSourcedId'), refusals);
    ok = resolves(users, row.userSourcedId, at('userSourcedId'), refusals) && ok;
    ok = resolves(orgs, row.schoolSourcedId, at('schoolSourcedId'), refusals) && ok;
    if (!ok) enrollments.refuse(row.sourcedId, row.line);
  }
  // Demographics join their person; with the file sent, a person it leaves out has none recorded.
  const demographicsOf = new Map<string, RosterDemographics>();
  for (const row of demographics.kept())
    if (
      resolves(
        users,
        row.sourcedId,
        { file: demographics.file, line: row.line, field: 'sourcedId' },
        refusals,
      )
    )
      demographicsOf.set(row.sourcedId, { sex: row.sex, raceEthnicity: row.raceEthnicity });
  if (files['demographics.csv'])
    for (const person of people)
      person.demographics = demographicsOf.get(person.sourcedId) ?? { sex: null, raceEthnicity: null };

  const mode = (file: OneRosterFile) => files[file]?.mode;
  const modes: RosterBatch['modes'] = {};
  const set = (kind: keyof RosterBatch['modes'], file: OneRosterFile) => {
    const value = mode(file);
    if (value) modes[kind] = value;
  };
  set('districts', 'orgs.csv');
  set('schools', 'orgs.csv');
  set('courses', 'courses.csv');
  set('sections', 'classes.csv');
  set('people', 'users.csv');
  set('enrollments', 'enrollments.csv');
  const removedIds = (registry_: Registry<RowBase>) =>
    [...registry_.rows.values()].filter((row) => row.removed).map((row) => row.sourcedId);

  const batch: RosterBatch = {
    sourceKey: `oneroster:${district.sourcedId}`,
    records: {
      districts: [located(orgs.file, district, { sourcedId: district.sourcedId, name: district.name })],
      schools: orgs
        .kept()
        .filter((org) => org.type === 'school')
        .map((org) => located(orgs.file, org, { sourcedId: org.sourcedId, name: org.name })),
      courses: courses
        .kept()
        .map((row) => located(courses.file, row, { sourcedId: row.sourcedId, name: row.title })),
      sections: classes.kept().map((row) =>
        located(classes.file, row, {
          sourcedId: row.sourcedId,
          name: row.title,
          schoolSourcedId: row.schoolSourcedId,
          courseSourcedId: row.courseSourcedId,
        }),
      ),
      people,
      enrollments: enrollments.kept().map((row) =>
        located(enrollments.file, row, {
          sourcedId: row.sourcedId,
          sectionSourcedId: row.classSourcedId,
          personSourcedId: row.userSourcedId,
          role: row.role,
          primary: row.primary,
          beginDate: row.beginDate,
          endDate: row.endDate,
          active: row.active,
        }),
      ),
    },
    modes,
    removed: { people: removedIds(users), enrollments: removedIds(enrollments) },
    refusedIds: { people: [...users.refused.keys()], enrollments: [...enrollments.refused.keys()] },
  };
  return { batch, refusals };
}

/** As `resolves`, and the organisation must be a school. */
function resolvesSchool(
  orgs: Registry<OrgRow>,
  id: string,
  from: { file: OneRosterFile; line: number; field: string },
  refusals: RosterRefusal[],
): boolean {
  if (!resolves(orgs, id, from, refusals)) return false;
  const org = orgs.rows.get(id);
  if (!org || org.type === 'school') return true;
  refusals.push(
    refusal(from.file, from.line, from.field, 'wrong_reference_kind', id, {
      found: org.type,
      expected: 'school',
    }),
  );
  return false;
}

/**
 * People with their roles (roles.csv, or 1.1's role column) and schools (the primary organisation
 * first), each username and e-mail address once. A person whose roles or organisations do not hold
 * is refused, and so is everything naming them.
 */
function peopleOf(
  users: Registry<UserRow>,
  roles: Registry<RoleRow>,
  orgs: Registry<OrgRow>,
  fromRolesFile: boolean,
  refusals: RosterRefusal[],
): Located<RosterPerson>[] {
  const rolesOf = new Map<string, RoleRow[]>();
  for (const row of roles.kept()) {
    const at = (field: string) => ({ file: roles.file, line: row.line, field });
    const ok =
      resolves(users, row.userSourcedId, at('userSourcedId'), refusals) &&
      resolves(orgs, row.orgSourcedId, at('orgSourcedId'), refusals);
    if (!ok) continue;
    if (!row.active) continue;
    const list = rolesOf.get(row.userSourcedId) ?? [];
    list.push(row);
    rolesOf.set(row.userSourcedId, list);
  }
  const usernames = new Map<string, number>();
  const emails = new Map<string, number>();
  const people: Located<RosterPerson>[] = [];
  for (const user of users.kept()) {
    const at = (field: string) => ({ file: users.file, line: user.line, field });
    const before = refusals.length;
    const roleRows = (rolesOf.get(user.sourcedId) ?? []).toSorted(
      (a, b) => Number(b.primary) - Number(a.primary),
    );
    const personRoles = distinct(
      fromRolesFile ? roleRows.map((row) => row.role) : user.role === null ? [] : [lanternRole(user.role)],
    ).filter((role): role is RosterRole => role !== null);
    if (personRoles.length === 0) refusals.push(refusal(users.file, user.line, 'role', 'no_role'));
    const orgIds = distinct([
      ...(user.primaryOrgSourcedId ? [user.primaryOrgSourcedId] : []),
      ...roleRows.map((row) => row.orgSourcedId),
      ...user.orgSourcedIds,
    ]);
    const field = (id: string) => (id === user.primaryOrgSourcedId ? 'primaryOrgSourcedId' : 'orgSourcedIds');
    const known = orgIds.filter(
      (id) => roleRows.some((row) => row.orgSourcedId === id) || resolves(orgs, id, at(field(id)), refusals),
    );
    // A delta's organisation sent before is taken for a school; the plan checks it is one.
    const schools = known.filter((id) => (orgs.rows.get(id)?.type ?? 'school') === 'school');
    const needsSchool = personRoles.find((role) => role !== 'district-manager');
    if (refusals.length === before && needsSchool && schools.length === 0)
      refusals.push(
        refusal(users.file, user.line, 'orgSourcedIds', 'no_school', null, { role: needsSchool }),
      );
    noteUnique(usernames, user.username, user, 'username', refusals);
    if (user.email !== null) noteUnique(emails, user.email.toLowerCase(), user, 'email', refusals);
    if (refusals.length > before) {
      users.refuse(user.sourcedId, user.line);
      continue;
    }
    people.push(
      located(users.file, user, {
        sourcedId: user.sourcedId,
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        roles: personRoles,
        schoolSourcedIds: schools,
        grade: user.grade,
        active: user.enabled,
      }),
    );
  }
  return people;
}

function noteUnique(
  seen: Map<string, number>,
  key: string,
  user: UserRow,
  field: 'username' | 'email',
  refusals: RosterRefusal[],
): void {
  const line = seen.get(key);
  if (line === undefined) seen.set(key, user.line);
  else
    refusals.push(
      refusal(
        'users.csv',
        user.line,
        field,
        'duplicate_value',
        field === 'email' ? user.email : user.username,
        { file: 'users.csv', line },
      ),
    );
}

function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
