import { ErrorCode } from '@lantern/shared/contracts/errors';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_PASSWORD, makePerson } from '../../../test/account-kit.js';
import { failure, HttpSession } from '../../../test/http-session.js';
import { signIn } from '../../../test/shift-test-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { AuditEvent } from '../audit/entities/audit-event.entity.js';

let t: TestApp;
// Starting a whole app on a busy two-core machine can take longer than the default hook time.
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const em = () => t.app.get(MikroORM).em.fork();
const superuser = () => signIn(t, 'superuser');
const trail = (action: string) => em().find(AuditEvent, { action }, { orderBy: { id: 'desc' } });

describe('who may administer customers', () => {
  it('should refuse every role but superuser with 403', async () => {
    for (const username of ['manager', 'tutor', 'teacher', 'admin', 'district']) {
      const person = await signIn(t, username);
      for (const call of [
        () => person.api.call('districts'),
        () => person.api.call('createDistrict', { body: { name: 'Nope' } }),
        () => person.api.call('schools'),
        () => person.api.call('updateSchool', { params: { id: 1 }, body: { name: 'Nope' } }),
        () => person.api.call('licences', { query: { school_id: 1 } }),
        () => person.api.call('customerAudit'),
      ]) {
        const refused = await failure(call());
        expect(refused.status, username).toBe(403);
        expect(refused.code).toBe(ErrorCode.forbidden);
      }
    }
  });

  it('should answer 404 for a district, school or licence that does not exist', async () => {
    const s = await superuser();
    for (const call of [
      () => s.api.call('district', { params: { id: 999_999 } }),
      () => s.api.call('updateSchool', { params: { id: 999_999 }, body: { name: 'Ghost' } }),
      () => s.api.call('updateLicence', { params: { id: 999_999 }, body: { seats: 3 } }),
    ])
      expect((await failure(call())).status).toBe(404);
  });
});

describe('districts and schools', () => {
  it('should create a district, then a school in it with every setting, and read them back', async () => {
    const s = await superuser();
    const district = await s.api.call('createDistrict', {
      body: {
        name: 'Harbour Unified',
        country_code: 'ca',
        safety_contacts: [{ name: 'Dana Fox', email: 'dana@harbour.example', phone: '+1 555 0100' }],
      },
    });
    expect(district).toMatchObject({ name: 'Harbour Unified', country_code: 'CA', school_count: 0 });
    const school = await s.api.call('createSchool', {
      body: {
        name: 'Harbour High',
        district_id: district.id,
        country_code: 'CA',
        timezone: 'America/Vancouver',
        operating_hours_start: '22:00',
        operating_hours_end: '06:00',
        features_live_help: true,
        features_essay_review: false,
        features_shared_sessions: true,
        sso_providers: ['google', 'clever'],
        safety_contacts: [{ name: 'Sam Lee', email: 'sam@harbour.example' }],
      },
    });
    expect(school).toMatchObject({
      name: 'Harbour High',
      district: { id: district.id, name: 'Harbour Unified' },
      timezone: 'America/Vancouver',
      operating_hours_start: '22:00',
      operating_hours_end: '06:00',
      features_essay_review: false,
      features_shared_sessions: true,
      sso_providers: ['google', 'clever'],
      safety_contacts: [{ name: 'Sam Lee', email: 'sam@harbour.example', phone: '' }],
      student_count: 0,
    });
    expect(await s.api.call('school', { params: { id: school.id } })).toEqual(school);
    expect((await s.api.call('district', { params: { id: district.id } })).school_count).toBe(1);
    const listed = await s.api.call('schools', { query: { district_id: district.id } });
    expect(listed.data.map((row) => row.id)).toEqual([school.id]);
    expect(listed.meta.pagination).toMatchObject({ total: 1, current_page: 1, total_pages: 1 });
  });

  it('should find schools and districts by words of their name, a page at a time', async () => {
    const s = await superuser();
    const district = await s.api.call('createDistrict', { body: { name: 'Paging Valley' } });
    for (let index = 1; index <= 27; index += 1)
      await s.api.call('createSchool', {
        body: { name: `Paging School ${index}`, district_id: district.id },
      });
    const first = await s.api.call('schools', { query: { search: 'paging school' } });
    expect(first.meta.pagination).toMatchObject({ total: 27, count: 25, per_page: 25, total_pages: 2 });
    const second = await s.api.call('schools', { query: { search: 'paging school', page: 2 } });
    expect(second.data).toHaveLength(2);
    const districts = await s.api.call('districts', { query: { search: 'valley paging' } });
    expect(districts.data.map((row) => [row.name, row.school_count])).toEqual([['Paging Valley', 27]]);
  });

  it('should refuse bad settings naming the field and the rule', async () => {
    const s = await superuser();
    const cases = [
      [{ name: 'X', timezone: 'Mars/Olympus' }, 'timezone', 'must be an IANA time zone'],
      [{ name: 'X', operating_hours_start: '25:00' }, 'operating_hours_start', 'HH:MM'],
      [{ name: 'X', country_code: 'USA' }, 'country_code', 'two-letter country code'],
      [{ name: 'X', sso_providers: ['google', 'google'] }, 'sso_providers', 'twice'],
      [{ name: 'X', sso_providers: ['myspace'] }, 'sso_providers.0', ''],
      [{ name: '' }, 'name', ''],
      [
        { name: 'X', safety_contacts: [{ name: 'A', email: 'not-an-address' }] },
        'safety_contacts.0.email',
        '',
      ],
    ] as const;
    for (const [body, field, words] of cases) {
      const refused = await failure(s.api.call('createSchool', { body: body as never }));
      expect(refused.status, field).toBe(400);
      expect(refused.code).toBe(ErrorCode.validationFailed);
      const issues = (refused.details as { issues: { field: string; rule: string; message: string }[] })
        .issues;
      expect(issues.map((issue) => issue.field)).toContain(field);
      expect(issues.find((issue) => issue.field === field)!.rule).not.toBe('');
      expect(refused.message).toContain(words);
    }
    const noDistrict = await failure(
      s.api.call('createSchool', { body: { name: 'X', district_id: 999_999 } }),
    );
    expect(noDistrict.status).toBe(400);
    expect((noDistrict.details as { issues: unknown[] }).issues).toEqual([
      { field: 'district_id', rule: 'exists', message: 'district_id: no district has id 999999' },
    ]);
  });

  it('should write who changed what, when, with only the changed fields before and after', async () => {
    const s = await superuser();
    const school = await s.api.call('createSchool', { body: { name: 'Audited Academy' } });
    await s.api.call('updateSchool', {
      params: { id: school.id },
      body: { name: 'Audited Academy', features_live_help: false, timezone: 'Europe/Paris' },
    });
    // Sending the same values again changes nothing and writes nothing.
    await s.api.call('updateSchool', { params: { id: school.id }, body: { features_live_help: false } });
    const [updated, ...older] = (await trail('customers.school.updated')).filter(
      (row) => row.details.school_id === school.id,
    );
    expect(older).toEqual([]);
    const superuserId = (await s.api.call('me')).id;
    expect(updated).toMatchObject({
      actorUserId: superuserId,
      actingAsRole: 'superuser',
      details: {
        school_id: school.id,
        before: { features_live_help: true, timezone: 'America/New_York' },
        after: { features_live_help: false, timezone: 'Europe/Paris' },
      },
    });
    const [created] = (await trail('customers.school.created')).filter(
      (row) => row.details.school_id === school.id,
    );
    expect(created!.details).toMatchObject({ before: null, after: { name: 'Audited Academy' } });

    const page = await s.api.call('customerAudit', { query: { action: 'customers.school.updated' } });
    expect(page.data[0]).toMatchObject({
      action: 'customers.school.updated',
      actor: { id: superuserId },
      details: { school_id: school.id, after: { timezone: 'Europe/Paris' } },
    });
    expect(page.data.every((row) => row.action === 'customers.school.updated')).toBe(true);
  });
});

describe('licences', () => {
  /** A teacher of a new licensed school, signed in, and how to read the licences /me says they hold. */
  async function licensedTeacher() {
    const s = await superuser();
    const school = await s.api.call('createSchool', {
      body: { name: `Licensed ${Date.now()}`, licensing_enabled: true, timezone: 'UTC' },
    });
    const person = await makePerson(t, { roles: ['teacher'] });
    await s.api.call('moveUserSchools', { params: { id: person.id }, body: { school_id: school.id } });
    const teacher = new HttpSession(t.baseUrl);
    await teacher.login(person.username, KIT_PASSWORD);
    const held = async () => (await teacher.api.call('me')).school?.licences ?? [];
    return { s, school, held };
  }

  const today = () => new Date(t.clock.now() * 1000).toISOString().slice(0, 10);
  const daysFromToday = (days: number) =>
    new Date((t.clock.now() + days * 86_400) * 1000).toISOString().slice(0, 10);

  it('should open a kind only while one of its licences is between its first and last day', async () => {
    const { s, school, held } = await licensedTeacher();
    const licence = await s.api.call('createLicence', {
      body: {
        kind: 'LIVE_HELP',
        school_id: school.id,
        starts_on: daysFromToday(-30),
        ends_on: daysFromToday(-1),
        seats: 10,
      },
    });
    expect(licence).toMatchObject({ state: 'expired', seats_used: 0, seats_remaining: 10 });
    expect(await held()).toEqual([]);
    const renewed = await s.api.call('updateLicence', {
      params: { id: licence.id },
      body: { ends_on: today() },
    });
    expect(renewed.state).toBe('active');
    expect(await held()).toEqual(['LIVE_HELP']);
    await s.api.call('updateLicence', {
      params: { id: licence.id },
      body: { starts_on: daysFromToday(1), ends_on: daysFromToday(30) },
    });
    expect(await held()).toEqual([]);
  });

  it('should close a kind when more active students are counted than it has seats, and show the seats left', async () => {
    const { s, school, held } = await licensedTeacher();
    const district = await s.api.call('createDistrict', { body: { name: `Seats ${Date.now()}` } });
    await s.api.call('updateSchool', { params: { id: school.id }, body: { district_id: district.id } });
    const licence = await s.api.call('createLicence', {
      body: {
        kind: 'WRITING',
        district_id: district.id,
        starts_on: today(),
        ends_on: daysFromToday(365),
        seats: 1,
      },
    });
    expect(await held()).toEqual(['WRITING']);
    const students = [];
    for (const name of ['one', 'two'])
      students.push(
        await s.api.call('createUser', {
          body: {
            username: `seat.${name}.${Date.now()}`,
            first_name: 'Seat',
            last_name: name,
            roles: ['student'],
            school_id: school.id,
          },
        }),
      );
    const [row] = await s.api.call('licences', { query: { school_id: school.id } });
    expect(row).toMatchObject({
      id: licence.id,
      seats: 1,
      seats_used: 2,
      seats_remaining: -1,
      state: 'exhausted',
    });
    expect(await held()).toEqual([]);
    // A deactivated student frees their seat.
    await s.api.call('updateUser', { params: { id: students[1]!.id }, body: { is_active: false } });
    const [freed] = await s.api.call('licences', { query: { school_id: school.id } });
    expect(freed).toMatchObject({ seats_used: 1, seats_remaining: 0, state: 'active' });
    expect(await held()).toEqual(['WRITING']);
  });

  it('should refuse a licence for both a school and a district, or ending before it starts, naming the field', async () => {
    const s = await superuser();
    const both = await failure(
      s.api.call('createLicence', {
        body: {
          kind: 'HIT',
          school_id: 1,
          district_id: 1,
          starts_on: '2026-01-01',
          ends_on: '2026-12-31',
          seats: 5,
        },
      }),
    );
    expect((both.details as { issues: { field: string }[] }).issues.map((issue) => issue.field)).toEqual([
      'school_id',
    ]);
    const backwards = await failure(
      s.api.call('createLicence', {
        body: { kind: 'HIT', school_id: 1, starts_on: '2026-12-31', ends_on: '2026-01-01', seats: 5 },
      }),
    );
    expect((backwards.details as { issues: { field: string }[] }).issues.map((issue) => issue.field)).toEqual(
      ['ends_on'],
    );
  });
});
