import { describe, expect, it } from 'vitest';
import { cedsGrade, type CleverCollections, cleverTables } from './clever-tables.js';
import { type OneRosterCollections, oneRosterTables } from './oneroster-rest-tables.js';
import { rosterDay } from './oneroster-values.js';
import { readTables } from './roster-tables.js';
import { NOW } from './roster-test-support.js';

const day = rosterDay(NOW);
const org = (sourcedId: string) => ({ sourcedId, type: 'org' });

const REST: OneRosterCollections = {
  orgs: [
    { sourcedId: 'd1', status: 'active', name: 'Maple District', type: 'district' },
    { sourcedId: 's1', status: 'active', name: 'Maple High', type: 'school', parent: org('d1') },
  ],
  academicSessions: [
    {
      sourcedId: 't1',
      status: 'active',
      title: 'Fall',
      type: 'term',
      startDate: '2026-08-01',
      endDate: '2027-01-31',
    },
  ],
  courses: [{ sourcedId: 'c1', status: 'active', title: 'Algebra I', org: org('d1') }],
  classes: [
    {
      sourcedId: 'k1',
      status: 'active',
      title: 'Algebra I - P1',
      classType: 'scheduled',
      course: { sourcedId: 'c1' },
      school: org('s1'),
      terms: [{ sourcedId: 't1' }],
    },
  ],
  users: [
    {
      sourcedId: 'u1',
      status: 'active',
      enabledUser: true,
      username: 'ada',
      givenName: 'Ada',
      familyName: 'Lovelace',
      email: 'ada@maple.test',
      roles: [{ roleType: 'primary', role: 'teacher', org: org('s1') }],
    },
    {
      sourcedId: 'u2',
      status: 'active',
      enabledUser: true,
      username: 'bo',
      givenName: 'Bo',
      familyName: 'Chen',
      grades: ['09'],
      roles: [{ roleType: 'primary', role: 'student', org: org('s1') }],
    },
  ],
  enrollments: [
    {
      sourcedId: 'e1',
      status: 'active',
      role: 'teacher',
      primary: true,
      user: { sourcedId: 'u1' },
      class: { sourcedId: 'k1' },
      school: org('s1'),
    },
    {
      sourcedId: 'e2',
      status: 'active',
      role: 'student',
      primary: false,
      user: { sourcedId: 'u2' },
      class: { sourcedId: 'k1' },
      school: org('s1'),
    },
  ],
};

describe('a OneRoster REST answer read as the CSV files it mirrors', () => {
  it('should give the same batch an export of the same district gives, in the OneRoster id space', () => {
    const { batch, refusals } = readTables(oneRosterTables(REST), day, 'oneroster');
    expect(refusals).toEqual([]);
    expect(batch?.sourceKey).toBe('oneroster:d1');
    expect(batch?.records.people.map((p) => [p.sourcedId, p.roles, p.schoolSourcedIds, p.grade])).toEqual([
      ['u1', ['teacher'], ['s1'], null],
      ['u2', ['student'], ['s1'], '9'],
    ]);
    expect(batch?.records.enrollments.map((e) => [e.sectionSourcedId, e.personSourcedId, e.role])).toEqual([
      ['k1', 'u1', 'teacher'],
      ['k1', 'u2', 'student'],
    ]);
    expect(batch?.modes.people).toBe('bulk');
  });

  it('should refuse a record by the rule it breaks, naming its collection and place', () => {
    const users = [
      ...REST.users,
      { sourcedId: 'u3', enabledUser: true, username: 'cy', givenName: '', familyName: 'Ng' },
    ];
    const { refusals, files } = readTables(oneRosterTables({ ...REST, users }), day, 'oneroster');
    expect(refusals.map((r) => `${r.file}:${r.line} ${r.field} ${r.rule}`)).toEqual([
      'users.csv:4 givenName required',
    ]);
    expect(files.find((f) => f.name === 'users.csv')).toMatchObject({ rows: 3, refused: 1 });
  });
});

const CLEVER: CleverCollections = {
  districts: [{ id: 'D', name: 'Birch District' }],
  schools: [{ id: 'S', name: 'Birch Elementary', district: 'D' }],
  courses: [],
  sections: [
    {
      id: 'K',
      name: 'Grade 3 Reading',
      school: 'S',
      course: null,
      teacher: 'T',
      teachers: ['T'],
      students: ['P'],
    },
  ],
  users: [
    {
      id: 'T',
      email: 'tess@birch.test',
      name: { first: 'Tess', last: 'Ward' },
      roles: { teacher: { school: 'S', schools: ['S'], credentials: { district_username: 'tward' } } },
    },
    { id: 'P', name: { first: 'Pia', last: 'Lind' }, roles: { student: { school: 'S', grade: '3' } } },
    { id: 'A', name: { first: 'Al', last: 'Moss' }, email: 'al@birch.test', roles: { district_admin: {} } },
  ],
};

describe('a Clever answer read as the OneRoster files Lantern reads', () => {
  it('should build enrolments from sections, a course for a course-less section, in the Clever id space', () => {
    const { batch, refusals } = readTables(cleverTables(CLEVER), day, 'clever');
    expect(refusals).toEqual([]);
    expect(batch?.sourceKey).toBe('clever:D');
    expect(batch?.records.courses.map((c) => [c.sourcedId, c.name])).toEqual([
      ['section:K', 'Grade 3 Reading'],
    ]);
    expect(
      batch?.records.people.map((p) => [p.sourcedId, p.username, p.roles, p.schoolSourcedIds, p.grade]),
    ).toEqual([
      ['T', 'tward', ['teacher'], ['S'], null],
      ['P', 'P', ['student'], ['S'], '3'],
      ['A', 'al@birch.test', ['district-manager'], [], null],
    ]);
    expect(batch?.records.enrollments.map((e) => [e.sourcedId, e.role, e.primary])).toEqual([
      ['K:T', 'teacher', true],
      ['K:P', 'student', false],
    ]);
  });

  it('should write Clever’s grades as CEDS codes', () => {
    expect(['Kindergarten', '1', '12', 'PreKindergarten', 'Ungraded'].map(cedsGrade)).toEqual([
      'KG',
      '01',
      '12',
      'PK',
      'UG',
    ]);
  });
});
