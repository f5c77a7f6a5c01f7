import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountAppEnv, from } from '../../../test/account-kit.js';
import { failure } from '../../../test/http-session.js';
import { createSocketKit, nextEvent, ready, signIn, type SocketKit } from '../../../test/shift-test-kit.js';
import { linkIn, type SmtpInbox, startSmtpInbox } from '../../../test/smtp-inbox.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { AuditEvent } from '../audit/entities/audit-event.entity.js';
import { User } from '../users/entities/user.entity.js';

const PASSWORD = 'Welcome#2027';
let t: TestApp;
let inbox: SmtpInbox;
let sockets: SocketKit;
// Starting a whole app on a busy two-core machine can take longer than the default hook time.
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp(accountAppEnv(inbox.url));
  sockets = createSocketKit(t.baseUrl);
}, 180_000);
afterEach(() => sockets.closeAll());
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const em = () => t.app.get(MikroORM).em.fork();
const unique = () => randomUUID().slice(0, 8);

/** A teacher of a new school, e-mailed a set-password link, who sets it and signs in. */
async function teacherWhoSignedIn() {
  const s = await signIn(t, 'superuser');
  const school = await s.api.call('createSchool', { body: { name: `People School ${unique()}` } });
  const name = `teacher.${unique()}`;
  const teacher = await s.api.call('createUser', {
    body: {
      username: name,
      email: `${name}@school.example`,
      first_name: 'Rowan',
      last_name: 'Hale',
      roles: ['teacher'],
      school_id: school.id,
      send_password_link: true,
    },
  });
  const mail = await inbox.next(`${name}@school.example`);
  const token = decodeURIComponent(linkIn(mail, '/password/reset/').split('/password/reset/')[1]!);
  await from(t, '198.51.100.40').api.call('setPassword', {
    body: { token, password: PASSWORD, password_confirmation: PASSWORD },
  });
  const signedIn = from(t, '198.51.100.41');
  await signedIn.login(name, PASSWORD);
  return { s, school, teacher, signedIn };
}

describe('people of any role', () => {
  it('should create a teacher in a school who sets a password from the e-mailed link and signs in', async () => {
    const { teacher, school, signedIn } = await teacherWhoSignedIn();
    expect(teacher).toMatchObject({
      role: 'teacher',
      roles: ['teacher'],
      school_id: school.id,
      school: { id: school.id, name: school.name },
      status: 'active',
      password_changed: false,
      last_sign_in_at: null,
    });
    const me = await signedIn.api.call('me');
    expect(me.id).toBe(teacher.id);
    const sent = await em().find(AuditEvent, { action: 'account.password-set.sent' });
    expect(sent.some((row) => row.details.user_id === teacher.id)).toBe(true);
  });

  it('should tell when a person last signed in, from their sign-ins and not their renewals', async () => {
    const { s, school, teacher, signedIn } = await teacherWhoSignedIn();
    const [signInRow] = await em().find(
      AuditEvent,
      { action: 'auth.login.succeeded', actorUserId: teacher.id },
      { orderBy: { at: 'desc' } },
    );
    const signedInAt = Math.floor(signInRow!.at.getTime() / 1000);
    const read = await s.api.call('user', { params: { id: teacher.id } });
    expect(read.last_sign_in_at).toBe(signedInAt);
    const listed = await s.api.call('schoolUsers', { params: { id: school.id }, query: {} });
    expect(listed.data.find((row) => row.id === teacher.id)?.last_sign_in_at).toBe(signedInAt);

    // A renewal is no new sign-in; a second sign-in is.
    t.clock.advanceSeconds(60);
    await signedIn.api.refresh();
    expect((await s.api.call('user', { params: { id: teacher.id } })).last_sign_in_at).toBe(signedInAt);
    await from(t, '198.51.100.42').login(teacher.username, PASSWORD);
    const again = (await s.api.call('user', { params: { id: teacher.id } })).last_sign_in_at!;
    expect(again).toBe(signedInAt + 60);
  });

  it('should deactivate a person: their sockets are told, every sign-in ends at once, the data stays', async () => {
    const { s, teacher, signedIn } = await teacherWhoSignedIn();
    const socket = sockets.connect(signedIn.accessToken!);
    await ready(socket);
    const [told, answer] = await Promise.all([
      nextEvent(socket, 'auth.session.revoked'),
      s.api.call('updateUser', { params: { id: teacher.id }, body: { is_active: false } }),
    ]);
    expect(told).toEqual({ reason: 'deactivated' });
    expect(answer).toMatchObject({ status: 'deactivated', first_name: 'Rowan' });
    expect((await failure(signedIn.api.call('me'))).status).toBe(401);
    const again = await failure(from(t, '198.51.100.42').login(teacher.username, PASSWORD));
    expect([again.status, again.code]).toEqual([403, ErrorCode.loginExpired]);
    const [row] = await em().find(
      AuditEvent,
      { action: 'customers.user.deactivated' },
      { orderBy: { id: 'desc' } },
    );
    expect(row!.details).toMatchObject({
      user_id: teacher.id,
      before: { status: 'active' },
      after: { status: 'deactivated' },
    });
    // Reactivated, the same account signs in again with the same password.
    await s.api.call('updateUser', { params: { id: teacher.id }, body: { is_active: true } });
    await from(t, '198.51.100.43').login(teacher.username, PASSWORD);
  });

  it('should leave an account erased on request as it is: no change, no reactivation, no move', async () => {
    const { s, school, teacher } = await teacherWhoSignedIn();
    // As the privacy job leaves it (privacy-erasure.repository.ts): the row, anonymous and inactive.
    await em().execute(
      `update users set username = 'erased-' || id, email = null, first_name = '', last_name = '',
              deactivated_at = now() where id = ?`,
      [teacher.id],
    );
    // One at a time: a call started before the previous one's refusal is awaited would reject unheard.
    for (const attempt of [
      () => s.api.call('updateUser', { params: { id: teacher.id }, body: { is_active: true } }),
      () => s.api.call('updateUser', { params: { id: teacher.id }, body: { first_name: 'Back' } }),
      () => s.api.call('moveUserSchools', { params: { id: teacher.id }, body: { school_id: school.id } }),
    ]) {
      const refused = await failure(attempt());
      expect([refused.status, refused.code]).toEqual([409, ErrorCode.conflict]);
    }
    const row = await em().findOneOrFail(User, { id: teacher.id });
    expect([row.username, row.firstName, row.deactivatedAt]).toEqual([
      `erased-${teacher.id}`,
      '',
      expect.any(Date),
    ]);
  });

  it('should move a person between schools and read them back with their schools and districts', async () => {
    const s = await signIn(t, 'superuser');
    const district = await s.api.call('createDistrict', { body: { name: `Moves ${unique()}` } });
    const [from1, to1, to2] = await Promise.all(
      ['A', 'B', 'C'].map((letter) =>
        s.api.call('createSchool', {
          body: { name: `Move ${letter} ${unique()}`, district_id: district.id },
        }),
      ),
    );
    const student = await s.api.call('createUser', {
      body: {
        username: `student.${unique()}`,
        first_name: 'Kim',
        last_name: 'Ode',
        roles: ['student'],
        school_id: from1!.id,
      },
    });
    expect(student.district_id).toBe(district.id);
    await s.api.call('moveUserSchools', {
      params: { id: student.id },
      body: { school_id: to1!.id, school_ids: [to2!.id] },
    });
    const read = await s.api.call('user', {
      params: { id: student.id },
      query: { include: 'roles,schools.district,sections' },
    });
    expect(read.school_id).toBe(to1!.id);
    expect(read.school_ids).toEqual([to1!.id, to2!.id].sort((a, b) => a - b));
    expect(read.schools?.map((school) => school.district?.id)).toEqual([district.id, district.id]);
    expect(read.sections).toEqual([]);
    const moved = await em().find(
      AuditEvent,
      { action: 'customers.user.moved' },
      { orderBy: { id: 'desc' } },
    );
    expect(moved[0]!.details).toMatchObject({
      user_id: student.id,
      before: { school_id: from1!.id },
      after: { school_id: to1!.id },
    });
    const listed = await s.api.call('users', { query: { school_id: to2!.id, role: 'student' } });
    expect(listed.data.map((row) => row.id)).toEqual([student.id]);
  });

  it("should list a person's own history: the changes made to them and to nobody else", async () => {
    const s = await signIn(t, 'superuser');
    const school = await s.api.call('createSchool', { body: { name: `History ${unique()}` } });
    const [kim, lee] = await Promise.all(
      ['Kim', 'Lee'].map((first) =>
        s.api.call('createUser', {
          body: {
            username: `history.${unique()}`,
            first_name: first,
            last_name: 'Ode',
            roles: ['student'],
            school_id: school.id,
          },
        }),
      ),
    );
    await s.api.call('updateUser', { params: { id: kim!.id }, body: { is_active: false } });
    await s.api.call('updateUser', { params: { id: lee!.id }, body: { first_name: 'Leo' } });
    const history = await s.api.call('customerAudit', { query: { user_id: kim!.id } });
    expect(history.data.map((entry) => entry.action)).toEqual([
      'customers.user.deactivated',
      'customers.user.created',
    ]);
    expect(history.data.every((entry) => entry.details.user_id === kim!.id)).toBe(true);
    expect(history.data[0]!.details).toMatchObject({ after: { status: 'deactivated' } });
  });

  it('should search, filter and page people', async () => {
    const s = await signIn(t, 'superuser');
    const school = await s.api.call('createSchool', { body: { name: `Crowded ${unique()}` } });
    const tag = unique();
    // Written straight to the database: 27 sign-ups over HTTP would be the slow part of this test.
    const people = em();
    for (let index = 0; index < 27; index += 1)
      people.create(User, {
        username: `crowd.${tag}.${index}`,
        passwordHash: '!',
        firstName: 'Crowd',
        lastName: `Member ${String(index).padStart(2, '0')}`,
        roles: ['student'],
        currentRole: 'student',
        school: school.id,
      });
    await people.flush();
    const first = await s.api.call('users', { query: { school_id: school.id } });
    expect(first.meta.pagination).toMatchObject({ total: 27, count: 25, total_pages: 2 });
    expect(first.data[0]!.last_name).toBe('Member 00');
    const found = await s.api.call('users', { query: { search: `crowd.${tag}.3` } });
    expect(found.data.map((row) => row.username)).toEqual([`crowd.${tag}.3`]);
    await s.api.call('updateUser', { params: { id: first.data[0]!.id }, body: { is_active: false } });
    const off = await s.api.call('users', { query: { school_id: school.id, status: 'deactivated' } });
    expect(off.data.map((row) => row.id)).toEqual([first.data[0]!.id]);
  });

  it('should refuse a taken username, an unknown school and a missing e-mail for a link, naming the field', async () => {
    const s = await signIn(t, 'superuser');
    const base = { first_name: 'A', last_name: 'B', roles: ['teacher' as const] };
    const taken = await failure(s.api.call('createUser', { body: { ...base, username: 'teacher' } }));
    expect([taken.status, taken.code]).toEqual([409, ErrorCode.conflict]);
    expect(taken.details).toEqual({
      issues: [{ field: 'username', rule: 'unique', message: 'username: another account already uses it' }],
    });
    const noSchool = await failure(
      s.api.call('createUser', { body: { ...base, username: `x.${unique()}`, school_id: 999_999 } }),
    );
    expect((noSchool.details as { issues: { field: string; rule: string }[] }).issues[0]).toMatchObject({
      field: 'school_id',
      rule: 'exists',
    });
    const noEmail = await failure(
      s.api.call('createUser', { body: { ...base, username: `x.${unique()}`, send_password_link: true } }),
    );
    expect((noEmail.details as { issues: { field: string; rule: string }[] }).issues[0]).toMatchObject({
      field: 'email',
      rule: 'required',
    });
    const badRole = await failure(
      s.api.call('createUser', { body: { ...base, username: `x.${unique()}`, roles: ['wizard' as never] } }),
    );
    expect(badRole.status).toBe(400);
    expect(badRole.message).toContain('roles.0');
  });

  it('should refuse a manager and a teacher with 403, and a superuser deactivating themself', async () => {
    for (const username of ['manager', 'teacher']) {
      const person = await signIn(t, username);
      expect((await failure(person.api.call('users'))).status).toBe(403);
      expect((await failure(person.api.call('user', { params: { id: 1 } }))).status).toBe(403);
    }
    const s = await signIn(t, 'superuser');
    const me = await s.api.call('me');
    const refused = await failure(
      s.api.call('updateUser', { params: { id: me.id }, body: { is_active: false } }),
    );
    expect(refused.status).toBe(403);
  });
});
