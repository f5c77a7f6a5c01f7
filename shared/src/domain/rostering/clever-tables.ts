import { type RosterTables, tableOf } from './roster-tables.js';

// Clever's data API (v3.0) records as the OneRoster CSV files Lantern reads. Clever names a
// section's people on the section (no enrolment records) and a user's roles as an object keyed by
// role; a section may have no course. What Clever leaves out is built here, named so it never
// meets a Clever id: enrolments `<section>:<user>`, a course per course-less section `section:<id>`.

type Text = string | null | undefined;
export interface CleverDistrict {
  id: string;
  name?: Text;
}
export interface CleverSchool {
  id: string;
  name?: Text;
  district?: Text;
}
export interface CleverCourse {
  id: string;
  name?: Text;
  district?: Text;
}
export interface CleverSection {
  id: string;
  name?: Text;
  school?: Text;
  course?: Text;
  term_id?: Text;
  /** The primary teacher. */
  teacher?: Text;
  teachers?: string[] | null;
  students?: string[] | null;
}
interface CleverRoleDetail {
  school?: Text;
  schools?: string[] | null;
  grade?: Text;
  credentials?: { district_username?: Text } | null;
}
export interface CleverUser {
  id: string;
  email?: Text;
  name?: { first?: Text; last?: Text } | null;
  roles?: {
    student?: CleverRoleDetail;
    teacher?: CleverRoleDetail;
    district_admin?: CleverRoleDetail;
    staff?: CleverRoleDetail;
  } | null;
}

export interface CleverCollections {
  districts: CleverDistrict[];
  schools: CleverSchool[];
  courses: CleverCourse[];
  sections: CleverSection[];
  users: CleverUser[];
}

export const CLEVER_COLLECTIONS = [
  'districts',
  'schools',
  'courses',
  'sections',
  'users',
] as const satisfies readonly (keyof CleverCollections)[];

/** Clever's grade names onto the CEDS codes OneRoster uses. */
const GRADES: Readonly<Record<string, string>> = {
  InfantToddler: 'IT',
  Preschool: 'PR',
  PreKindergarten: 'PK',
  TransitionalKindergarten: 'TK',
  Kindergarten: 'KG',
  PostGraduate: 'PS',
  Ungraded: 'UG',
  Other: 'Other',
};
export function cedsGrade(grade: string): string {
  return GRADES[grade] ?? (/^\d{1,2}$/.test(grade) ? grade.padStart(2, '0') : grade);
}

/** Clever roles onto OneRoster's; `staff` is anyone else in a school, whom Lantern does not roster. */
const ROLES = { student: 'student', teacher: 'teacher', district_admin: 'districtAdministrator' } as const;

interface Role {
  user: string;
  role: string;
  org: string;
  primary: boolean;
  index: number;
}

function rolesOf(user: CleverUser, district: string): Role[] {
  const roles: Role[] = [];
  for (const [clever, role] of Object.entries(ROLES) as [keyof typeof ROLES, string][]) {
    const detail = user.roles?.[clever];
    if (!detail) continue;
    const schools =
      clever === 'district_admin'
        ? [district]
        : [...new Set([detail.school, ...(detail.schools ?? [])].filter((s): s is string => !!s))];
    for (const org of schools)
      roles.push({ user: user.id, role, org, primary: roles.length === 0, index: roles.length + 1 });
  }
  return roles;
}

function usernameOf(user: CleverUser): string {
  const roles = Object.values(user.roles ?? {}) as (CleverRoleDetail | undefined)[];
  return roles.map((r) => r?.credentials?.district_username).find((name) => !!name) ?? user.email ?? user.id;
}

export function cleverTables(c: CleverCollections): RosterTables {
  const district = c.districts[0]?.id ?? '';
  const courseOf = (section: CleverSection) => section.course || `section:${section.id}`;
  const madeCourses = c.sections.filter((section) => !section.course);
  const roles = c.users.flatMap((user) => rolesOf(user, district));
  const enrollments = c.sections.flatMap((section) => [
    ...(section.teachers ?? []).map((user) => ({
      section,
      user,
      role: 'teacher',
      primary: user === section.teacher,
    })),
    ...(section.students ?? []).map((user) => ({ section, user, role: 'student', primary: false })),
  ]);
  const orgs = [
    ...c.districts.map((d) => ({ id: d.id, name: d.name, type: 'district', parent: null as Text })),
    ...c.schools.map((s) => ({ id: s.id, name: s.name, type: 'school', parent: s.district })),
  ];
  return {
    'orgs.csv': tableOf<(typeof orgs)[number]>(
      { sourcedId: (r) => r.id, name: (r) => r.name, type: (r) => r.type, parentSourcedId: (r) => r.parent },
      orgs,
    ),
    'courses.csv': tableOf<{ id: string; name?: Text; org: Text }>(
      { sourcedId: (r) => r.id, title: (r) => r.name, orgSourcedId: (r) => r.org },
      [
        ...c.courses.map((course) => ({
          id: course.id,
          name: course.name,
          org: course.district || district,
        })),
        ...madeCourses.map((section) => ({ id: courseOf(section), name: section.name, org: district })),
      ],
    ),
    'classes.csv': tableOf<CleverSection>(
      {
        sourcedId: (r) => r.id,
        title: (r) => r.name,
        courseSourcedId: courseOf,
        classType: () => 'scheduled',
        schoolSourcedId: (r) => r.school,
        // Terms are not asked for: a section's term is only checked against a terms file.
        termSourcedIds: (r) => r.term_id || 'term',
      },
      c.sections,
    ),
    'users.csv': tableOf<CleverUser>(
      {
        sourcedId: (r) => r.id,
        enabledUser: () => 'true',
        username: usernameOf,
        givenName: (r) => r.name?.first,
        familyName: (r) => r.name?.last,
        email: (r) => r.email,
        grades: (r) => (r.roles?.student?.grade ? [cedsGrade(r.roles.student.grade)] : []),
      },
      c.users,
    ),
    'roles.csv': tableOf<Role>(
      {
        sourcedId: (r) => `${r.user}#role${r.index}`,
        userSourcedId: (r) => r.user,
        roleType: (r) => (r.primary ? 'primary' : 'secondary'),
        role: (r) => r.role,
        orgSourcedId: (r) => r.org,
      },
      roles,
    ),
    'enrollments.csv': tableOf<(typeof enrollments)[number]>(
      {
        sourcedId: (r) => `${r.section.id}:${r.user}`,
        classSourcedId: (r) => r.section.id,
        schoolSourcedId: (r) => r.section.school,
        userSourcedId: (r) => r.user,
        role: (r) => r.role,
        primary: (r) => String(r.primary),
      },
      enrollments,
    ),
  };
}
