import { describe, expect, it } from 'vitest';
import { columnIndex } from './oneroster-files.js';
import { readRow } from './oneroster-rows.js';
import type { RosterRefusal } from './roster-refusals.js';
import type { OneRosterFile } from './oneroster-files.js';

const DAY = '2026-11-01';

/** One row of `file` under `header`, both written as comma-separated text. */
function read<F extends OneRosterFile>(file: F, header: string, row: string) {
  return readRow(file, 7, columnIndex(header.split(',')), row.split(','), DAY);
}
const rules = (outcome: { refusals?: RosterRefusal[] }) =>
  (outcome.refusals ?? []).map((r) => [r.field, r.rule, r.value, r.params]);

const USERS =
  'sourcedId,status,enabledUser,username,givenName,familyName,email,grades,preferredGivenName,primaryOrgSourcedId';

describe('a users.csv row', () => {
  it('should read a person in Lantern’s terms, the preferred name first and the grade as Lantern’s', () => {
    const outcome = read('users.csv', USERS, 'u1,,true,ben,Benjamin,Okafor,ben@x.example,09,Ben,s1');
    expect(outcome.row).toMatchObject({
      sourcedId: 'u1',
      line: 7,
      enabled: true,
      username: 'ben',
      firstName: 'Ben',
      lastName: 'Okafor',
      email: 'ben@x.example',
      grade: '9',
      role: null,
      primaryOrgSourcedId: 's1',
    });
  });

  it('should name each field that breaks a rule, the rule and what was there', () => {
    const outcome = read('users.csv', USERS, `,,maybe,,Ada,${'L'.repeat(101)},not-mail,14,,s1`);
    expect(rules(outcome)).toEqual([
      ['sourcedId', 'required', null, {}],
      ['enabledUser', 'not_a_boolean', 'maybe', {}],
      ['username', 'required', null, {}],
      ['familyName', 'too_long', `${'L'.repeat(79)}…`, { limit: 100 }],
      ['email', 'not_an_email', 'not-mail', {}],
      ['grades', 'not_one_of', '14', { allowed: 'IT, PR, PK, TK, KG, 01 to 13, PS, UG, Other' }],
    ]);
  });

  it('should read only the id of a row the source marks removed', () => {
    expect(read('users.csv', USERS, 'u9,tobedeleted,,,,,,,,').row).toEqual({
      sourcedId: 'u9',
      line: 7,
      removed: true,
    });
  });

  it('should refuse a status the standard does not have', () => {
    expect(rules(read('users.csv', USERS, 'u1,gone,true,ben,B,O,,,,'))).toEqual([
      ['status', 'not_one_of', 'gone', { allowed: 'active, tobedeleted' }],
    ]);
  });

  it('should tell a role Lantern does not keep from one that is not a role at all (1.1 role column)', () => {
    const header = 'sourcedId,enabledUser,username,givenName,familyName,role';
    expect(rules(read('users.csv', header, 'u1,true,g,G,H,guardian'))).toEqual([
      [
        'role',
        'unsupported_value',
        'guardian',
        { allowed: 'student, teacher, administrator, siteAdministrator, principal, districtAdministrator' },
      ],
    ]);
    expect(rules(read('users.csv', header, 'u1,true,g,G,H,wizard'))[0]?.[1]).toBe('not_one_of');
  });
});

describe('dates', () => {
  const ENROLLMENTS = 'sourcedId,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate';

  it('should count an enrolment active from its begin date up to, not including, its end date', () => {
    const active = (begin: string, end: string) =>
      read('enrollments.csv', ENROLLMENTS, `e1,k1,s1,u1,student,,${begin},${end}`).row?.active;
    expect(active('', '')).toBe(true);
    expect(active(DAY, '')).toBe(true);
    expect(active('2026-11-02', '')).toBe(false);
    expect(active('', '2026-11-02')).toBe(true);
    expect(active('', DAY)).toBe(false);
  });

  it('should refuse a date that is not a calendar day, and an end before its start', () => {
    expect(rules(read('enrollments.csv', ENROLLMENTS, 'e1,k1,s1,u1,student,,2026-02-30,'))).toEqual([
      ['beginDate', 'not_a_date', '2026-02-30', {}],
    ]);
    expect(rules(read('enrollments.csv', ENROLLMENTS, 'e1,k1,s1,u1,student,,2026-09-01,2026-08-01'))).toEqual(
      [['endDate', 'end_before_start', '2026-08-01', { start_field: 'beginDate', start: '2026-09-01' }]],
    );
  });

  it('should keep students and teachers in classes, and say so of other roles', () => {
    expect(rules(read('enrollments.csv', ENROLLMENTS, 'e1,k1,s1,u1,aide,,,'))).toEqual([
      ['role', 'unsupported_value', 'aide', { allowed: 'student, teacher' }],
    ]);
  });
});

describe('organisations and classes', () => {
  it('should keep districts and schools only', () => {
    const header = 'sourcedId,name,type';
    expect(read('orgs.csv', header, 'o1,Maple,school').row).toMatchObject({ type: 'school' });
    expect(rules(read('orgs.csv', header, 'o1,Ohio,state'))).toEqual([
      ['type', 'unsupported_value', 'state', { allowed: 'district, school' }],
    ]);
    expect(rules(read('orgs.csv', header, 'o1,Maple,campus'))[0]?.[1]).toBe('not_one_of');
  });

  it('should need a class’s type and at least one term', () => {
    const header = 'sourcedId,title,courseSourcedId,classType,schoolSourcedId,termSourcedIds';
    expect(read('classes.csv', header, 'k1,Algebra,c1,scheduled,s1,t1').row).toMatchObject({
      termSourcedIds: ['t1'],
    });
    expect(rules(read('classes.csv', header, 'k1,Algebra,c1,lecture,s1,'))).toEqual([
      ['classType', 'not_one_of', 'lecture', { allowed: 'homeroom, scheduled' }],
      ['termSourcedIds', 'required', null, {}],
    ]);
  });
});

describe('control characters', () => {
  it('should refuse a field holding one, which could pass for the separators Lantern joins ids with', () => {
    const header = 'sourcedId,name,type';
    expect(rules(read('orgs.csv', header, 'o1,Maple\u001fHigh,school'))).toEqual([
      ['name', 'control_character', null, {}],
    ]);
    expect(read('orgs.csv', header, 'o1,Maple\tHigh,school').row).toMatchObject({ name: 'Maple\tHigh' });
  });
});
