import { type RosterTables, tableOf } from './roster-tables.js';

// OneRoster 1.2 REST (rostering service, JSON binding) records as the CSV files they mirror. The
// REST binding nests references (`{ sourcedId }`) and a user's roles where the CSV binding has
// `…SourcedId` columns and roles.csv; the values are the same, so are the rules that check them.

type Text = string | null | undefined;
interface Ref {
  sourcedId?: Text;
}
interface Base {
  sourcedId?: Text;
  status?: Text;
  dateLastModified?: Text;
}
export interface OneRosterOrg extends Base {
  name?: Text;
  type?: Text;
  identifier?: Text;
  parent?: Ref | null;
}
export interface OneRosterSession extends Base {
  title?: Text;
  type?: Text;
  startDate?: Text;
  endDate?: Text;
  schoolYear?: Text;
}
export interface OneRosterCourse extends Base {
  title?: Text;
  courseCode?: Text;
  org?: Ref | null;
}
export interface OneRosterClass extends Base {
  title?: Text;
  classCode?: Text;
  classType?: Text;
  course?: Ref | null;
  school?: Ref | null;
  terms?: Ref[] | null;
}
export interface OneRosterUserRole {
  roleType?: Text;
  role?: Text;
  org?: Ref | null;
  beginDate?: Text;
  endDate?: Text;
}
export interface OneRosterUser extends Base {
  /** A boolean in 1.2's JSON; "true"/"false" in 1.1's. */
  enabledUser?: boolean | Text;
  username?: Text;
  givenName?: Text;
  familyName?: Text;
  preferredFirstName?: Text;
  preferredLastName?: Text;
  email?: Text;
  grades?: string[] | null;
  roles?: OneRosterUserRole[] | null;
  primaryOrg?: Ref | null;
}
export interface OneRosterEnrollment extends Base {
  role?: Text;
  primary?: boolean | Text;
  beginDate?: Text;
  endDate?: Text;
  user?: Ref | null;
  class?: Ref | null;
  school?: Ref | null;
}

/** One collection each, as the service's GET endpoints answer them (every page put together). */
export interface OneRosterCollections {
  orgs: OneRosterOrg[];
  academicSessions: OneRosterSession[];
  courses: OneRosterCourse[];
  classes: OneRosterClass[];
  users: OneRosterUser[];
  enrollments: OneRosterEnrollment[];
}

/** The collections Lantern asks a OneRoster service for, in the order their records name each other. */
export const ONEROSTER_COLLECTIONS = [
  'orgs',
  'academicSessions',
  'courses',
  'classes',
  'users',
  'enrollments',
] as const satisfies readonly (keyof OneRosterCollections)[];

const base = { sourcedId: (r: Base) => r.sourcedId, status: (r: Base) => r.status };
const ref = (value: Ref | null | undefined) => value?.sourcedId;
const flag = (value: boolean | Text) => (typeof value === 'boolean' ? String(value) : value);

export function oneRosterTables(c: OneRosterCollections): RosterTables {
  // A user's roles become roles.csv rows, named after the user and the role's place in the list.
  const roles = c.users.flatMap((user) =>
    (user.roles ?? []).map((role, index) => ({ ...role, user: user.sourcedId, index })),
  );
  return {
    'orgs.csv': tableOf<OneRosterOrg>(
      { ...base, name: (r) => r.name, type: (r) => r.type, parentSourcedId: (r) => ref(r.parent) },
      c.orgs,
    ),
    'academicSessions.csv': tableOf<OneRosterSession>(
      {
        ...base,
        title: (r) => r.title,
        type: (r) => r.type,
        startDate: (r) => r.startDate,
        endDate: (r) => r.endDate,
      },
      c.academicSessions,
    ),
    'courses.csv': tableOf<OneRosterCourse>(
      { ...base, title: (r) => r.title, orgSourcedId: (r) => ref(r.org) },
      c.courses,
    ),
    'classes.csv': tableOf<OneRosterClass>(
      {
        ...base,
        title: (r) => r.title,
        courseSourcedId: (r) => ref(r.course),
        classType: (r) => r.classType,
        schoolSourcedId: (r) => ref(r.school),
        termSourcedIds: (r) => (r.terms ?? []).map((term) => term.sourcedId ?? ''),
      },
      c.classes,
    ),
    'users.csv': tableOf<OneRosterUser>(
      {
        ...base,
        enabledUser: (r) => flag(r.enabledUser),
        username: (r) => r.username,
        givenName: (r) => r.givenName,
        familyName: (r) => r.familyName,
        preferredGivenName: (r) => r.preferredFirstName,
        preferredFamilyName: (r) => r.preferredLastName,
        email: (r) => r.email,
        grades: (r) => r.grades ?? [],
        primaryOrgSourcedId: (r) => ref(r.primaryOrg),
      },
      c.users,
    ),
    'roles.csv': tableOf<(typeof roles)[number]>(
      {
        sourcedId: (r) => `${r.user ?? ''}#role${r.index + 1}`,
        userSourcedId: (r) => r.user,
        roleType: (r) => r.roleType,
        role: (r) => r.role,
        orgSourcedId: (r) => ref(r.org),
        beginDate: (r) => r.beginDate,
        endDate: (r) => r.endDate,
      },
      roles,
    ),
    'enrollments.csv': tableOf<OneRosterEnrollment>(
      {
        ...base,
        classSourcedId: (r) => ref(r.class),
        schoolSourcedId: (r) => ref(r.school),
        userSourcedId: (r) => ref(r.user),
        role: (r) => r.role,
        primary: (r) => flag(r.primary),
        beginDate: (r) => r.beginDate,
        endDate: (r) => r.endDate,
      },
      c.enrollments,
    ),
  };
}
