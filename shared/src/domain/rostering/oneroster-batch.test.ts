import { describe, expect, it } from 'vitest';
import { assembled, DISTRICT, districtWith } from './roster-test-support.js';

const where = (refusals: { file: string; line: number; field: string | null; rule: string }[]) =>
  refusals.map((r) => `${r.file}:${r.line} ${r.field ?? '-'} ${r.rule}`);

describe('a district’s files put together', () => {
  it('should give every kind its records, named by the source’s ids', () => {
    const { batch, refusals } = assembled(DISTRICT);
    expect(refusals).toEqual([]);
    expect(batch?.sourceKey).toBe('oneroster:d1');
    expect(batch?.records.districts.map((d) => d.name)).toEqual(['Maple District']);
    expect(batch?.records.schools.map((s) => s.sourcedId)).toEqual(['s1', 's2']);
    expect(batch?.records.sections[0]).toMatchObject({ schoolSourcedId: 's1', courseSourcedId: 'c1' });
    expect(batch?.records.people.map((p) => [p.sourcedId, p.roles, p.schoolSourcedIds])).toEqual([
      ['u1', ['teacher'], ['s1']],
      ['u2', ['student'], ['s1']],
      ['u3', ['student'], ['s1']],
    ]);
    expect(batch?.records.enrollments).toHaveLength(4);
    expect(batch?.modes).toEqual({
      districts: 'bulk',
      schools: 'bulk',
      courses: 'bulk',
      sections: 'bulk',
      people: 'bulk',
      enrollments: 'bulk',
    });
  });

  it('should take nothing without exactly one district', () => {
    const none = assembled(
      districtWith({
        'orgs.csv': (t) => t.replace('d1,,,Maple District,district', 'd1,,,Maple District,school'),
      }),
    );
    expect(none.batch).toBeNull();
    expect(where(none.refusals)).toEqual(['orgs.csv:0 type one_district']);
    const two = assembled(districtWith({ 'orgs.csv': (t) => `${t}\nd2,,,Birch District,district,,` }));
    expect(two.refusals[0]?.params).toEqual({ found: 2 });
  });

  it('should refuse what names a refused row, saying which line refused it', () => {
    // u3's e-mail is not one: u3 is refused, and so is the enrolment naming u3.
    const { batch, refusals } = assembled(
      districtWith({
        'users.csv': (t) =>
          t.replace('u3,,,true,cy.student,,Cy,Reyes,,,', 'u3,,,true,cy.student,,Cy,Reyes,,,cy-at-home'),
      }),
    );
    expect(where(refusals)).toEqual([
      'users.csv:4 email not_an_email',
      'roles.csv:4 userSourcedId refused_reference',
      'enrollments.csv:4 userSourcedId refused_reference',
    ]);
    expect(refusals[2]).toMatchObject({ value: 'u3', params: { file: 'users.csv', line: 4 } });
    expect(batch?.records.people.map((p) => p.sourcedId)).toEqual(['u1', 'u2']);
    expect(batch?.records.enrollments.map((e) => e.sourcedId)).toEqual(['e1', 'e2', 'e4']);
    // Refused, not missing: a bulk import must not deactivate u3 for it.
    expect(batch?.refusedIds).toEqual({ people: ['u3'], enrollments: ['e3'] });
  });

  it('should refuse a class at a district instead of a school, and one naming a missing course', () => {
    const { refusals } = assembled(
      districtWith({
        'classes.csv': (t) =>
          t.replace(
            'k2,,,Biology - P2,09,c2,BIO-2,scheduled,,s1',
            'k2,,,Biology - P2,09,c9,BIO-2,scheduled,,d1',
          ),
      }),
    );
    expect(where(refusals)).toEqual([
      'classes.csv:3 courseSourcedId unknown_reference',
      'classes.csv:3 schoolSourcedId wrong_reference_kind',
      'enrollments.csv:5 classSourcedId refused_reference',
    ]);
    expect(refusals[1]?.params).toEqual({ found: 'district', expected: 'school' });
  });

  it('should refuse a repeated id, username or e-mail address on the later row', () => {
    const { refusals } = assembled(
      districtWith({
        'users.csv': (t) =>
          `${t}\nu1,,,true,other,,O,P,,,,,,,,,,,,,,s1,\nu4,,,true,ben.student,,B,O,,,ADA@maple.example,,,,,,,,,,,s1,`,
        'roles.csv': (t) => `${t}\nr4,,,u4,primary,student,,,s1,`,
      }),
    );
    expect(where(refusals)).toEqual([
      'users.csv:5 sourcedId duplicate_id',
      'users.csv:6 username duplicate_value',
      'users.csv:6 email duplicate_value',
    ]);
    expect(refusals[1]?.params).toEqual({ file: 'users.csv', line: 3 });
  });

  it('should take roles from roles.csv, the primary first, and only those current today', () => {
    const { batch, refusals } = assembled(
      districtWith({
        'roles.csv': (t) =>
          `${t}\nr5,,,u1,secondary,principal,,,s2,\nr6,,,u1,secondary,student,2020-01-01,2021-01-01,s2,\nr7,,,u2,secondary,guardian,,,s1,`,
      }),
    );
    expect(where(refusals)).toEqual(['roles.csv:7 role unsupported_value']);
    const ada = batch?.records.people.find((p) => p.sourcedId === 'u1');
    expect(ada).toMatchObject({ roles: ['teacher', 'administrator'], schoolSourcedIds: ['s1', 's2'] });
  });

  it('should refuse a person with no role Lantern keeps, or a student with no school', () => {
    const { refusals } = assembled(
      districtWith({
        'roles.csv': (t) => t.replace('r3,,,u3,primary,student,,,s1,', 'r3,,,u3,primary,student,,,d1,'),
        'users.csv': (t) => t.replace('10,,,,,,,s1,', '10,,,,,,,,'),
      }),
    );
    expect(where(refusals)).toContain('users.csv:4 orgSourcedIds no_school');
    const noRole = assembled(
      districtWith({ 'roles.csv': (t) => t.replace('\nr3,,,u3,primary,student,,,s1,', '') }),
    );
    expect(where(noRole.refusals)).toContain('users.csv:4 role no_role');
  });

  it('should read a 1.1 users.csv, which carries the role and organisations itself', () => {
    const texts = {
      ...DISTRICT,
      'users.csv': `sourcedId,status,dateLastModified,orgSourcedIds,role,username,userIds,givenName,familyName,enabledUser
u1,,,s1,teacher,ada.teacher,,Ada,Lovelace,true
u2,,,"s2,s1",student,ben.student,,Ben,Okafor,true`,
    } as Record<string, string>;
    delete texts['roles.csv'];
    const { batch } = assembled({
      ...texts,
      'enrollments.csv': DISTRICT['enrollments.csv']!.split('\n').slice(0, 3).join('\n'),
    });
    expect(batch?.records.people.map((p) => [p.roles, p.schoolSourcedIds])).toEqual([
      [['teacher'], ['s1']],
      [['student'], ['s2', 's1']],
    ]);
  });

  it('should leave a delta file’s references to rows sent before for the plan to find', () => {
    const { batch, refusals } = assembled(
      {
        'orgs.csv': DISTRICT['orgs.csv']!,
        'users.csv': DISTRICT['users.csv']!,
        'roles.csv': DISTRICT['roles.csv']!,
        'enrollments.csv': `sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate
e9,,,k7,s1,u1,teacher,true,,
e2,tobedeleted,,,,,,,,`,
        'classes.csv':
          'sourcedId,status,dateLastModified,title,courseSourcedId,classType,schoolSourcedId,termSourcedIds',
        'courses.csv': 'sourcedId,status,dateLastModified,title,orgSourcedId',
      },
      { 'enrollments.csv': 'delta', 'classes.csv': 'delta', 'courses.csv': 'delta' },
    );
    expect(refusals).toEqual([]);
    expect(batch?.records.enrollments.map((e) => e.sectionSourcedId)).toEqual(['k7']);
    expect(batch?.removed.enrollments).toEqual(['e2']);
    expect(batch?.modes.enrollments).toBe('delta');
  });
});
