// OneRoster 1.2 CSV exports made on the spot: a small named district for the integration tests and
// the journeys, and a district of any size for the benchmark. The roster-import bench (tests/load)
// loads this file with Node's own type stripping: it imports only its neighbours (by their .ts
// names) and uses only erasable TypeScript.
import { deflatedEntry, zipArchive } from './zip-archive.ts';

export type RosterFiles = Record<string, string>;

const HEADERS = {
  'orgs.csv': 'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId',
  'academicSessions.csv':
    'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear',
  'courses.csv':
    'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes',
  'classes.csv':
    'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods',
  'users.csv':
    'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns',
  'roles.csv':
    'sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId,userProfileSourcedId',
  'enrollments.csv':
    'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate',
} as const;

export interface Person {
  id: string;
  username: string;
  givenName: string;
  familyName: string;
  email?: string;
  grade?: string;
  role: 'student' | 'teacher' | 'administrator';
  school: string;
  enabled?: boolean;
}

export interface RosterSpec {
  district: { id: string; name: string };
  schools: { id: string; name: string }[];
  courses: { id: string; title: string }[];
  classes: { id: string; title: string; course: string; school: string }[];
  people: Person[];
  enrollments: { id: string; class: string; person: string; role: 'student' | 'teacher' }[];
}

/** Quotes a value when it holds a comma or a quote. */
const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const line = (values: string[]) => values.map(cell).join(',');

/** The export's CSV files (OneRoster 1.2: roles in roles.csv) and its manifest. */
export function rosterFiles(spec: RosterSpec): RosterFiles {
  const term = `${spec.district.id}-term`;
  const join = (rows: string[], file: keyof typeof HEADERS) => [HEADERS[file], ...rows].join('\n') + '\n';
  return {
    'manifest.csv': [
      'propertyName,value',
      'manifest.version,1.0',
      'oneroster.version,1.2',
      ...['orgs', 'academicSessions', 'courses', 'classes', 'users', 'roles', 'enrollments'].map(
        (f) => `file.${f},bulk`,
      ),
      'source.systemName,Lantern fixtures',
    ].join('\n'),
    'orgs.csv': join(
      [
        line([spec.district.id, '', '', spec.district.name, 'district', '', '']),
        ...spec.schools.map((s) => line([s.id, '', '', s.name, 'school', '', spec.district.id])),
      ],
      'orgs.csv',
    ),
    'academicSessions.csv': join(
      [line([term, '', '', 'School year', 'schoolYear', '2026-08-01', '2027-07-31', '', '2027'])],
      'academicSessions.csv',
    ),
    'courses.csv': join(
      spec.courses.map((c) => line([c.id, '', '', '', c.title, '', '', spec.district.id, '', ''])),
      'courses.csv',
    ),
    'classes.csv': join(
      spec.classes.map((k) =>
        line([k.id, '', '', k.title, '', k.course, '', 'scheduled', '', k.school, term, '', '', '']),
      ),
      'classes.csv',
    ),
    'users.csv': join(
      spec.people.map((p) =>
        line([
          p.id,
          '',
          '',
          p.enabled === false ? 'false' : 'true',
          p.username,
          '',
          p.givenName,
          p.familyName,
          '',
          '',
          p.email ?? '',
          '',
          '',
          '',
          p.grade ?? '',
          '',
          '',
          '',
          '',
          '',
          '',
          p.school,
          '',
        ]),
      ),
      'users.csv',
    ),
    'roles.csv': join(
      spec.people.map((p) => line([`${p.id}-role`, '', '', p.id, 'primary', p.role, '', '', p.school, ''])),
      'roles.csv',
    ),
    'enrollments.csv': join(
      spec.enrollments.map((e) => {
        const school = spec.classes.find((k) => k.id === e.class)?.school ?? '';
        return line([
          e.id,
          '',
          '',
          e.class,
          school,
          e.person,
          e.role,
          e.role === 'teacher' ? 'true' : 'false',
          '',
          '',
        ]);
      }),
      'enrollments.csv',
    ),
  };
}

/**
 * A small district (`prefix` keeps each test's ids, usernames and e-mail addresses apart): one
 * school, a teacher, an administrator and four students, two classes.
 */
export function smallDistrict(prefix: string): RosterSpec {
  const school = `${prefix}-sch`;
  const person = (
    id: string,
    givenName: string,
    familyName: string,
    role: Person['role'],
    grade?: string,
  ): Person => ({
    id: `${prefix}-${id}`,
    username: `${givenName.toLowerCase()}.${familyName.toLowerCase()}.${prefix}`,
    givenName,
    familyName,
    email: `${givenName.toLowerCase()}.${prefix}@roster.example`,
    role,
    school,
    grade,
  });
  const people = [
    person('t1', 'Ada', 'Lovelace', 'teacher'),
    person('a1', 'Grace', 'Hopper', 'administrator'),
    person('s1', 'Maya', 'Okafor', 'student', '09'),
    person('s2', 'Noah', 'Reyes', 'student', '09'),
    person('s3', 'Lena', 'Fischer', 'student', '10'),
    person('s4', 'Omar', 'Haddad', 'student', '10'),
  ];
  const algebra = `${prefix}-k1`;
  const biology = `${prefix}-k2`;
  return {
    district: { id: `${prefix}-d`, name: `Riverbend District ${prefix}` },
    schools: [{ id: school, name: `Riverbend High ${prefix}` }],
    courses: [
      { id: `${prefix}-c1`, title: 'Algebra I' },
      { id: `${prefix}-c2`, title: 'Biology' },
    ],
    classes: [
      { id: algebra, title: 'Algebra I - Period 1', course: `${prefix}-c1`, school },
      { id: biology, title: 'Biology - Period 2', course: `${prefix}-c2`, school },
    ],
    people,
    enrollments: [
      { id: `${prefix}-e1`, class: algebra, person: `${prefix}-t1`, role: 'teacher' },
      { id: `${prefix}-e2`, class: algebra, person: `${prefix}-s1`, role: 'student' },
      { id: `${prefix}-e3`, class: algebra, person: `${prefix}-s2`, role: 'student' },
      { id: `${prefix}-e4`, class: algebra, person: `${prefix}-s3`, role: 'student' },
      { id: `${prefix}-e5`, class: biology, person: `${prefix}-s3`, role: 'student' },
      { id: `${prefix}-e6`, class: biology, person: `${prefix}-s4`, role: 'student' },
    ],
  };
}

export interface DistrictSize {
  students: number;
  teachers: number;
  sections: number;
  /** Classes each student takes. */
  classesPerStudent?: number;
  /**
   * A roster one re-sync later: every hundredth student renamed, and every hundredth student moved
   * from one of their classes to another of the school's.
   */
  changed?: boolean;
}

/**
 * A district of this size as CSV texts, built row by row (the spec objects of `smallDistrict` would
 * cost more than the rows): schools of about 1,700 students, each teacher with three classes of
 * their school, each student in `classesPerStudent` classes of theirs.
 */
export function districtFiles(size: DistrictSize): RosterFiles {
  const { students, teachers, sections, classesPerStudent = 6, changed = false } = size;
  const schools = Math.max(1, Math.round(students / 1700));
  const courses = 200;
  const district = 'dist-1';
  const term = 'term-2027';
  const schoolOf = (index: number) => `sch-${index % schools}`;
  // Classes of school s are those whose index is s modulo the school count.
  const classesOf = (school: number) => {
    const list: number[] = [];
    for (let k = school; k < sections; k += schools) list.push(k);
    return list;
  };
  const bySchool = Array.from({ length: schools }, (_, s) => classesOf(s));
  const rows: Record<'orgs' | 'courses' | 'classes' | 'users' | 'roles' | 'enrollments', string[]> = {
    orgs: [HEADERS['orgs.csv'], line([district, '', '', 'Lakeshore Unified', 'district', '', ''])],
    courses: [HEADERS['courses.csv']],
    classes: [HEADERS['classes.csv']],
    users: [HEADERS['users.csv']],
    roles: [HEADERS['roles.csv']],
    enrollments: [HEADERS['enrollments.csv']],
  };
  for (let s = 0; s < schools; s++)
    rows.orgs.push(`sch-${s},,,Lakeshore School ${s + 1},school,,${district}`);
  for (let c = 0; c < courses; c++) rows.courses.push(`crs-${c},,,,Course ${c + 1},C${c},,${district},,`);
  for (let k = 0; k < sections; k++)
    rows.classes.push(
      `cls-${k},,,Course ${(k % courses) + 1} - Section ${k},,crs-${k % courses},,scheduled,,${schoolOf(k)},${term},,,`,
    );
  const person = (
    id: string,
    username: string,
    given: string,
    family: string,
    grade: string,
    school: string,
  ) =>
    `${id},,,true,${username},,${given},${family},,,${username}@lakeshore.example,,,,${grade},,,,,,,${school},`;
  for (let t = 0; t < teachers; t++) {
    const id = `tch-${t}`;
    const school = t % schools;
    rows.users.push(person(id, `lakeshore.teacher${t}`, 'Teacher', `Number${t}`, '', `sch-${school}`));
    rows.roles.push(`${id}-r,,,${id},primary,teacher,,,sch-${school},`);
  }
  // Each class's teacher: classes of a school shared round the school's teachers.
  for (let k = 0; k < sections; k++) {
    const school = k % schools;
    const teachersHere = Math.max(1, Math.floor((teachers - school + schools - 1) / schools));
    const teacher = school + schools * (Math.floor(k / schools) % teachersHere);
    rows.enrollments.push(`enr-t${k},,,cls-${k},${schoolOf(k)},tch-${teacher},teacher,true,,`);
  }
  for (let i = 0; i < students; i++) {
    const id = `stu-${i}`;
    const school = i % schools;
    const renamed = changed && i % 100 === 0;
    const grade = String(9 + (i % 4)).padStart(2, '0');
    rows.users.push(
      person(
        id,
        `lakeshore.student${i}`,
        'Student',
        renamed ? `Renamed${i}` : `Number${i}`,
        grade,
        `sch-${school}`,
      ),
    );
    rows.roles.push(`${id}-r,,,${id},primary,student,,,sch-${school},`);
    const own = bySchool[school]!;
    const start = (i * 7) % own.length;
    for (let n = 0; n < Math.min(classesPerStudent, own.length); n++) {
      // A moved student leaves their first class for the next one along.
      const moved = changed && i % 100 === 1 && n === 0;
      const k = own[(start + n + (moved ? classesPerStudent : 0)) % own.length]!;
      rows.enrollments.push(`enr-${i}-${moved ? 'moved' : n},,,cls-${k},sch-${school},${id},student,false,,`);
    }
  }
  const text = (list: string[]) => list.join('\n') + '\n';
  return {
    'orgs.csv': text(rows.orgs),
    'academicSessions.csv': text([
      HEADERS['academicSessions.csv'],
      `${term},,,School year,schoolYear,2026-08-01,2027-07-31,,2027`,
    ]),
    'courses.csv': text(rows.courses),
    'classes.csv': text(rows.classes),
    'users.csv': text(rows.users),
    'roles.csv': text(rows.roles),
    'enrollments.csv': text(rows.enrollments),
  };
}

/** A ZIP of the files, deflated, as an export would be; `folder` puts them in one. */
export function zipOf(files: RosterFiles, folder = ''): Buffer {
  return zipArchive(Object.entries(files).map(([file, text]) => deflatedEntry(`${folder}${file}`, text)));
}
