import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { ROSTER_KINDS } from '@lantern/shared/domain/rostering/roster-records';
import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { inflatingRosterZip } from '../../../test/hostile-files.ts';
import { failure } from '../../../test/http-session.js';
import { rosterFiles, smallDistrict, zipOf } from '../../../test/oneroster-fixtures.ts';
import { applied, preview, upload } from '../../../test/roster-kit.js';
import { nextEvent, ready, signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';

const { t, sockets } = useShiftTestApp();

const sql = async <T>(query: string, params: unknown[] = []): Promise<T[]> =>
  t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
const prefix = () => `r${randomUUID().slice(0, 6)}`;
const nothing = { create: 0, update: 0, deactivate: 0, unchanged: 0 };

/** The demo password, so a person the roster made can sign in (setting one is not built yet). */
async function givePassword(username: string) {
  await sql(
    `update users set password_hash = (select password_hash from users where username = 'teacher') where username = ?`,
    [username],
  );
}

describe('a OneRoster import', () => {
  it('should preview what it would create without writing anything, then create it all when applied', async () => {
    const superuser = await signIn(t, 'superuser');
    const district = smallDistrict(prefix());
    const shown = await preview(superuser, district);
    expect(shown).toMatchObject({ status: 'previewed', refused_total: 0, refusals: [] });
    expect(shown.district).toEqual({ sourced_id: district.district.id, name: district.district.name });
    expect(shown.preview).toEqual({
      districts: { ...nothing, create: 1 },
      schools: { ...nothing, create: 1 },
      courses: { ...nothing, create: 2 },
      sections: { ...nothing, create: 2 },
      people: { ...nothing, create: 6 },
      enrollments: { ...nothing, create: 6 },
    });
    expect(
      await sql(`select 1 from users where sourced_id like ?`, [`${district.district.id.slice(0, -2)}%`]),
    ).toEqual([]);

    const done = await applied(superuser, shown.id);
    expect(done).toMatchObject({ status: 'applied', error: null, result: shown.preview });
    const people = await sql<{ username: string; roles: string[]; school: string; grade: number | null }>(
      `select u.username, u.roles, s.name as school, st.grade_id as grade
         from users u join schools s on s.id = u.school_id left join students st on st.user_id = u.id
        where u.sourced_id = any(?::text[]) order by u.sourced_id`,
      [`{${district.people.map((p) => p.id).join(',')}}`],
    );
    expect(people.map((p) => [p.username.split('.')[0], p.roles, p.grade])).toEqual([
      ['grace', ['administrator'], null],
      ['maya', ['student'], 9],
      ['noah', ['student'], 9],
      ['lena', ['student'], 10],
      ['omar', ['student'], 10],
      ['ada', ['teacher'], null],
    ]);

    // The teacher the roster made sees their class and its three students once they can sign in.
    const teacher = district.people[0]!;
    await givePassword(teacher.username);
    const home = await (await signIn(t, teacher.username)).api.call('meHome');
    expect(home).toMatchObject({
      kind: 'teacher',
      schools: [{ name: district.schools[0]!.name }],
      sections: [{ name: 'Algebra I - Period 1', course: { name: 'Algebra I' }, student_count: 3 }],
      total_students: 3,
    });

    const trail = await sql<{ action: string; n: number }>(
      `select action, count(*)::int as n from audit_events where details->>'import_id' = ? group by action order by action`,
      [String(shown.id)],
    );
    expect(trail).toEqual([
      { action: 'rostering.course.created', n: 2 },
      { action: 'rostering.district.created', n: 1 },
      { action: 'rostering.enrollment.created', n: 6 },
      { action: 'rostering.import.applied', n: 1 },
      { action: 'rostering.import.apply_requested', n: 1 },
      { action: 'rostering.import.previewed', n: 1 },
      { action: 'rostering.person.created', n: 6 },
      { action: 'rostering.school.created', n: 1 },
      { action: 'rostering.section.created', n: 2 },
    ]);
  });

  it('should change nothing when the same export is applied again, and apply one import once however often asked', async () => {
    const superuser = await signIn(t, 'superuser');
    const district = smallDistrict(prefix());
    const first = await preview(superuser, district);
    await applied(superuser, first.id);
    // Asked again once it has run: it answers where it stands and runs nothing.
    expect(await superuser.api.call('applyRosterImport', { params: { id: first.id } })).toMatchObject({
      status: 'applied',
    });
    const written = await sql<{ n: number }>(
      `select count(*)::int as n from audit_events where action like 'rostering.%.created'`,
    );

    const again = await preview(superuser, district);
    expect(again.preview).toEqual(
      Object.fromEntries(
        ROSTER_KINDS.map((kind) => [kind, { ...nothing, unchanged: first.preview![kind].create }]),
      ),
    );
    expect((await applied(superuser, again.id)).result).toEqual(again.preview);
    expect(
      await sql(`select count(*)::int as n from audit_events where action like 'rostering.%.created'`),
    ).toEqual(written);
    expect(
      await sql(
        `select 1 from audit_events where action like 'rostering.%.updated' and details->>'import_id' = ?`,
        [String(again.id)],
      ),
    ).toEqual([]);
  });

  it('should update what changed, and deactivate the people and enrolments a full export no longer has, signing them out at once', async () => {
    const superuser = await signIn(t, 'superuser');
    const district = smallDistrict(prefix());
    await applied(superuser, (await preview(superuser, district)).id);
    const omar = district.people.find((p) => p.givenName === 'Omar')!;
    await givePassword(omar.username);
    const omarSignedIn = await signIn(t, omar.username);
    const socket = sockets.connect(omarSignedIn.accessToken);
    await ready(socket);

    const renamed = { ...district.people.find((p) => p.givenName === 'Lena')!, familyName: 'Fischer-Braun' };
    const next = {
      ...district,
      people: district.people.filter((p) => p !== omar).map((p) => (p.id === renamed.id ? renamed : p)),
      enrollments: district.enrollments.filter((e) => e.person !== omar.id),
    };
    const shown = await preview(superuser, next);
    expect(shown.preview?.people).toEqual({ create: 0, update: 1, deactivate: 1, unchanged: 4 });
    expect(shown.preview?.enrollments).toEqual({ create: 0, update: 0, deactivate: 1, unchanged: 5 });

    const [told, done] = await Promise.all([
      nextEvent(socket, 'auth.session.revoked'),
      applied(superuser, shown.id),
    ]);
    expect(done.status).toBe('applied');
    expect(told).toEqual({ reason: 'deactivated' });
    // Kept, not deleted: the account, the enrolment and Omar's class seat record are all still there.
    const [account] = await sql<{ deactivated_at: Date | null; last_name: string }>(
      `select deactivated_at, last_name from users where sourced_id = ?`,
      [omar.id],
    );
    expect(account?.deactivated_at).not.toBeNull();
    expect(
      await sql(`select 1 from roster_enrollments where sourced_id = ? and deactivated_at is not null`, [
        `${omar.id.split('-')[0]}-e6`,
      ]),
    ).toHaveLength(1);
    expect(
      await sql(`select 1 from section_users su join users u on u.id = su.user_id where u.sourced_id = ?`, [
        omar.id,
      ]),
    ).toEqual([]);
    const [lena] = await sql<{ last_name: string }>(`select last_name from users where sourced_id = ?`, [
      renamed.id,
    ]);
    expect(lena?.last_name).toBe('Fischer-Braun');
    // Signed out: the token still has minutes, but its sign-in has ended; signing in again is refused.
    expect((await failure(omarSignedIn.api.call('me'))).status).toBe(401);
    const again = await failure(signIn(t, omar.username));
    expect([again.status, again.code]).toEqual([403, ErrorCode.loginExpired]);

    const [update] = await sql<{ details: { before: { last_name: string }; after: { last_name: string } } }>(
      `select details from audit_events where action = 'rostering.person.updated' and details->>'import_id' = ?`,
      [String(shown.id)],
    );
    expect([update?.details.before.last_name, update?.details.after.last_name]).toEqual([
      'Fischer',
      'Fischer-Braun',
    ]);

    // Back in the next export: active again, in the class again.
    const back = await preview(superuser, district);
    expect(back.preview?.people).toMatchObject({ update: 2, deactivate: 0 });
    await applied(superuser, back.id);
    expect(
      await sql(`select 1 from users where sourced_id = ? and deactivated_at is null`, [omar.id]),
    ).toHaveLength(1);
    expect(
      await sql(`select 1 from section_users su join users u on u.id = su.user_id where u.sourced_id = ?`, [
        omar.id,
      ]),
    ).toHaveLength(1);
  });

  it('should name every refused row by file, line, field and rule, and apply the rest', async () => {
    const superuser = await signIn(t, 'superuser');
    const district = smallDistrict(prefix());
    const files = rosterFiles(district);
    const maya = district.people.find((p) => p.givenName === 'Maya')!;
    files['users.csv'] = files['users.csv']!.replace(maya.email!, 'maya-at-home');
    files['enrollments.csv'] +=
      `${district.enrollments[0]!.id}x,,,no-such-class,${district.schools[0]!.id},${maya.id},student,false,,\n`;
    const shown = await preview(superuser, files);
    expect(shown.status).toBe('previewed');
    expect(
      shown.refusals.map(({ file, line, field, rule, value }) => ({ file, line, field, rule, value })),
    ).toEqual([
      { file: 'users.csv', line: 4, field: 'email', rule: 'not_an_email', value: 'maya-at-home' },
      { file: 'roles.csv', line: 4, field: 'userSourcedId', rule: 'refused_reference', value: maya.id },
      { file: 'enrollments.csv', line: 3, field: 'userSourcedId', rule: 'refused_reference', value: maya.id },
      {
        file: 'enrollments.csv',
        line: 8,
        field: 'classSourcedId',
        rule: 'unknown_reference',
        value: 'no-such-class',
      },
      { file: 'enrollments.csv', line: 8, field: 'userSourcedId', rule: 'refused_reference', value: maya.id },
    ]);
    expect(shown.refusals[0]?.message).toBe('email "maya-at-home" is not an e-mail address');
    expect(shown.refusals[3]?.message).toBe('classSourcedId "no-such-class" names nothing in classes.csv');
    expect(shown.files.find((f) => f.name === 'enrollments.csv')).toMatchObject({ rows: 7, refused: 2 });
    expect(shown.preview?.people.create).toBe(5);

    await applied(superuser, shown.id);
    expect(await sql(`select 1 from users where sourced_id = ?`, [maya.id])).toEqual([]);
    expect(
      await sql(`select 1 from users where sourced_id like ?`, [`${district.district.id.slice(0, -2)}-%`]),
    ).toHaveLength(5);
  });

  it('should refuse a username another Lantern account holds, and take nothing when no single district is named', async () => {
    const superuser = await signIn(t, 'superuser');
    const district = smallDistrict(prefix());
    district.people[1]!.username = 'teacher';
    const shown = await preview(superuser, district);
    expect(shown.refusals[0]).toMatchObject({
      file: 'users.csv',
      line: 3,
      field: 'username',
      rule: 'taken',
      value: 'teacher',
    });

    const files = rosterFiles(smallDistrict(prefix()));
    files['orgs.csv'] = files['orgs.csv']!.replace(',district,', ',school,');
    const whole = await preview(superuser, files);
    expect(whole).toMatchObject({ status: 'refused', preview: null, district: null });
    expect(whole.refusals).toEqual([
      expect.objectContaining({ file: 'orgs.csv', line: 0, rule: 'one_district', params: { found: 0 } }),
    ]);
    const refused = await failure(superuser.api.call('applyRosterImport', { params: { id: whole.id } }));
    expect([refused.status, refused.code]).toEqual([409, ErrorCode.rosterImportRefused]);

    const missing = rosterFiles(smallDistrict(prefix()));
    delete missing['users.csv'];
    expect((await preview(superuser, missing)).refusals[0]).toMatchObject({
      file: 'users.csv',
      rule: 'missing_file',
    });
  });

  it('should plan again at apply time when another import of the district was applied since the preview', async () => {
    const superuser = await signIn(t, 'superuser');
    const district = smallDistrict(prefix());
    await applied(superuser, (await preview(superuser, district)).id);
    const omar = district.people.find((p) => p.givenName === 'Omar')!;
    const withoutOmar = await preview(superuser, {
      ...district,
      people: district.people.filter((p) => p !== omar),
      enrollments: district.enrollments.filter((e) => e.person !== omar.id),
    });
    const renamed = district.people.map((p) =>
      p.givenName === 'Lena' ? { ...p, familyName: 'Fischer-Braun' } : p,
    );
    const later = await preview(superuser, { ...district, people: renamed });
    expect(later.preview?.people).toEqual({ create: 0, update: 1, deactivate: 0, unchanged: 5 });

    await applied(superuser, withoutOmar.id);
    // Planned while Omar was still active: applied as planned, it would leave him deactivated.
    const done = await applied(superuser, later.id);
    expect(done.result?.people).toEqual({ create: 0, update: 2, deactivate: 0, unchanged: 4 });
    expect(
      await sql(`select 1 from users where sourced_id = ? and deactivated_at is null`, [omar.id]),
    ).toHaveLength(1);
  });

  it('should refuse to apply an older export once a newer one of the same district was applied', async () => {
    const superuser = await signIn(t, 'superuser');
    const district = smallDistrict(prefix());
    const older = await preview(superuser, district);
    const newer = await preview(superuser, district);
    await applied(superuser, newer.id);
    const refused = await failure(superuser.api.call('applyRosterImport', { params: { id: older.id } }));
    expect([refused.status, refused.code]).toEqual([409, ErrorCode.rosterImportSuperseded]);
  });
});

describe('what an upload may be', () => {
  it('should refuse an archive that unpacks to hundreds of megabytes, or to more than it declares, before reading it', async () => {
    const superuser = await signIn(t, 'superuser');
    const bomb = await upload(superuser, inflatingRosterZip(1024 ** 3));
    expect(bomb.status).toBe(422);
    expect(bomb.body.error).toMatchObject({ code: ErrorCode.uploadArchiveRefused });
    expect(bomb.body.error?.message).toBe(
      'roster.zip was refused: it unpacks to 1024 MB, and a roster export may unpack to at most 512 MB',
    );
    const liar = await upload(superuser, inflatingRosterZip(64 * 1024 ** 2, 1000));
    expect(liar.status).toBe(422);
    expect(liar.body.error?.message).toContain('its files unpack to more than');
  });

  it('should refuse a file that is not a ZIP, and a body over the limit unread', async () => {
    const superuser = await signIn(t, 'superuser');
    const text = await upload(superuser, Buffer.from('sourcedId,name\n1,x\n'), 'orgs.csv');
    expect([text.status, text.body.error?.code]).toEqual([422, ErrorCode.uploadTypeRefused]);
    // A body that says it is larger than the route allows is answered before a byte more is read.
    const declared = await new Promise<number | undefined>((resolve, reject) => {
      const sending = request(`${t.baseUrl}/api/rostering/oneroster/imports`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${superuser.accessToken}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(200 * 1024 * 1024),
        },
      });
      sending.once('response', (response) => {
        resolve(response.statusCode);
        sending.destroy();
      });
      sending.once('error', reject);
      sending.write('--x\r\n');
    });
    expect(declared).toBe(413);
  });

  it('should answer 403 to everyone but superusers', async () => {
    const zip = zipOf(rosterFiles(smallDistrict(prefix())));
    for (const username of ['manager', 'teacher', 'tutor', 'student']) {
      const person = await signIn(t, username);
      expect((await upload(person, zip)).status).toBe(403);
      expect((await failure(person.api.call('rosterImports'))).status).toBe(403);
    }
  });
});

describe('demographics from a OneRoster import', () => {
  it("should keep a student's sex and race and ethnicity from demographics.csv, and leave them be when an export has none", async () => {
    const superuser = await signIn(t, 'superuser');
    const district = smallDistrict(prefix());
    const [maya, noah] = district.people.filter((p) => p.role === 'student');
    const files = rosterFiles(district);
    const demographics = (rows: string[]) => ({
      ...files,
      'manifest.csv': `${files['manifest.csv']}\nfile.demographics,bulk`,
      'demographics.csv': [
        'sourcedId,status,dateLastModified,birthDate,sex,americanIndianOrAlaskaNative,asian,blackOrAfricanAmerican,nativeHawaiianOrOtherPacificIslander,white,demographicRaceTwoOrMoreRaces,hispanicOrLatinoEthnicity',
        ...rows,
        '',
      ].join('\n'),
    });
    await applied(
      superuser,
      (
        await preview(
          superuser,
          demographics([
            `${maya!.id},,,,female,false,true,false,false,true,false,false`,
            `${noah!.id},,,,male,false,false,false,false,false,false,true`,
          ]),
        )
      ).id,
    );
    const held = () =>
      sql<{ sourced_id: string; sex: string | null; race_ethnicity: string | null }>(
        `select u.sourced_id, st.sex, st.race_ethnicity from students st join users u on u.id = st.user_id
          where u.sourced_id = any(?::text[]) order by u.sourced_id`,
        [`{${maya!.id},${noah!.id}}`],
      );
    expect(await held()).toEqual([
      { sourced_id: maya!.id, sex: 'female', race_ethnicity: 'two_or_more_races' },
      { sourced_id: noah!.id, sex: 'male', race_ethnicity: 'hispanic_or_latino' },
    ]);
    // An export without the file changes nothing of them; one that leaves Noah out of it clears his.
    await applied(superuser, (await preview(superuser, files)).id);
    expect((await held()).map((row) => row.sex)).toEqual(['female', 'male']);
    await applied(
      superuser,
      (
        await preview(
          superuser,
          demographics([`${maya!.id},,,,female,false,true,false,false,true,false,false`]),
        )
      ).id,
    );
    expect((await held()).map((row) => row.sex)).toEqual(['female', null]);
  });
});
