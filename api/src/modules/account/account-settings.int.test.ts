import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAppEnv, from, KIT_PASSWORD, makePerson, signedIn } from '../../../test/account-kit.js';
import { failure } from '../../../test/http-session.js';
import { linkIn, type SmtpInbox, startSmtpInbox } from '../../../test/smtp-inbox.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

const NEW_PASSWORD = 'Brighter#2027';
let t: TestApp;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp(accountAppEnv(inbox.url));
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const fresh = (name: string) => `${name}.${randomUUID().slice(0, 8)}@lantern.example`;

describe('changing a password in settings', () => {
  it('should check the spec’s rules, then the current password, with the spec’s codes', async () => {
    const person = await makePerson(t);
    const http = await signedIn(t, person.username);
    const refusal = async (old_password: string, password: string, password_confirmation = password) => {
      const error = await failure(
        http.api.call('changePassword', { body: { old_password, password, password_confirmation } }),
      );
      return [error.status, error.code];
    };
    expect(await refusal(KIT_PASSWORD, 'short')).toEqual([422, 'password_too_short']);
    expect(await refusal(KIT_PASSWORD, 'two words')).toEqual([422, 'password_whitespace']);
    expect(await refusal(KIT_PASSWORD, NEW_PASSWORD, 'Brighter#2028')).toEqual([422, 'passwords_dont_match']);
    expect(await refusal('not-my-password', NEW_PASSWORD)).toEqual([422, 'password_incorrect']);
  });

  it('should change it, keep this sign-in, end the others, and tell the person by e-mail', async () => {
    const person = await makePerson(t, { language: 'fr' });
    const here = await signedIn(t, person.username);
    const elsewhere = await signedIn(t, person.username);
    expect(
      await here.api.call('changePassword', {
        body: { old_password: KIT_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      }),
    ).toEqual({ ok: true });
    expect((await here.api.call('me')).username).toBe(person.username);
    expect((await failure(elsewhere.api.call('me'))).status).toBe(401);
    await signedIn(t, person.username, NEW_PASSWORD);
    const notice = await inbox.next(person.email!);
    expect(notice.subject).toBe('Votre mot de passe Lantern a été modifié');
  });

  it('should stop guessing the current password after LOGIN_MAX_FAILURES wrong ones', async () => {
    const person = await makePerson(t);
    const http = await signedIn(t, person.username);
    const attempt = () =>
      failure(
        http.api.call('changePassword', {
          body: { old_password: 'guess', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        }),
      );
    for (let guess = 0; guess < t.config.loginMaxFailures; guess++)
      expect((await attempt()).status).toBe(422);
    expect((await attempt()).status).toBe(429);
  });
});

describe('changing an e-mail address', () => {
  it('should send a link to the new address, and change it only when /email/confirm/:token/:newEmail is opened', async () => {
    const person = await makePerson(t);
    const http = await signedIn(t, person.username);
    const newEmail = fresh('Renamed');
    const pending = await http.api.call('changeEmail', {
      body: { new_email: newEmail, password: KIT_PASSWORD },
    });
    expect(pending).toEqual({
      username: person.username,
      email: person.email,
      pending_email: newEmail.toLowerCase(),
    });
    expect(await http.api.call('account')).toEqual(pending);

    const mail = await inbox.next(newEmail);
    expect(mail.subject).toBe('Confirm your new e-mail address for Lantern');
    const link = linkIn(mail, '/email/confirm/');
    const [token, address] = link.split('/email/confirm/')[1]!.split('/').map(decodeURIComponent);
    expect(address).toBe(newEmail.toLowerCase());

    const stranger = from(t, '192.0.2.9');
    const mismatched = await failure(
      stranger.api.call('confirmEmail', { body: { verification_token: token!, new_email: fresh('other') } }),
    );
    expect([mismatched.status, mismatched.code]).toEqual([410, ErrorCode.accountLinkInvalid]);
    expect(
      await stranger.api.call('confirmEmail', { body: { verification_token: token!, new_email: address! } }),
    ).toEqual({ ok: true });
    expect(await http.api.call('account')).toEqual({
      username: person.username,
      email: newEmail.toLowerCase(),
      pending_email: null,
    });
    const again = await failure(
      stranger.api.call('confirmEmail', { body: { verification_token: token!, new_email: address! } }),
    );
    expect([again.status, again.details]).toEqual([410, { state: 'used' }]);
  });

  it('should refuse a wrong password and an address another account holds', async () => {
    const person = await makePerson(t);
    const other = await makePerson(t);
    const http = await signedIn(t, person.username);
    const wrong = await failure(
      http.api.call('changeEmail', { body: { new_email: fresh('x'), password: 'not-it' } }),
    );
    expect(wrong.code).toBe('password_incorrect');
    const taken = await failure(
      http.api.call('changeEmail', { body: { new_email: other.email!, password: KIT_PASSWORD } }),
    );
    expect([taken.status, taken.code]).toEqual([409, ErrorCode.emailTaken]);
  });

  it('should refuse a confirmation link a day after it was sent', async () => {
    const person = await makePerson(t);
    const http = await signedIn(t, person.username);
    const newEmail = fresh('late');
    await http.api.call('changeEmail', { body: { new_email: newEmail, password: KIT_PASSWORD } });
    const [token, address] = linkIn(await inbox.next(newEmail), '/email/confirm/')
      .split('/email/confirm/')[1]!
      .split('/')
      .map(decodeURIComponent);
    t.clock.advanceSeconds(24 * 3600);
    const refused = await failure(
      from(t, '192.0.2.10').api.call('confirmEmail', {
        body: { verification_token: token!, new_email: address! },
      }),
    );
    expect(refused.details).toEqual({ state: 'expired' });
  });
});

describe('staff sending a set-password link', () => {
  it('should e-mail a tutor made without a password a link that sets it', async () => {
    const manager = await signedIn(t, 'manager');
    const username = `linked.${randomUUID().slice(0, 6)}`;
    const email = `${username}@lantern.example`;
    await manager.api.call('createTutor', {
      body: {
        username,
        send_password_link: true,
        first_name: 'Linh',
        last_name: 'Linked',
        email,
        role: 'tutor',
        status: 1,
        max_weekly_hours: 20,
        essay_review: false,
        high_impact_tutoring: false,
        languages: [1],
        essay_languages: [],
        async_audio_session_languages: [],
        subjects: [],
        topics: [],
        concepts: [],
        adp_number: null,
        employment_country_code: 'US',
        employment_region_code: null,
        is_us_ca_fingerprinted: false,
      },
    });
    const mail = await inbox.next(email);
    expect(mail.subject).toBe('Set your Lantern password');
    expect(mail.text).toContain(username);
    const token = decodeURIComponent(linkIn(mail, '/password/reset/').split('/password/reset/')[1]!);
    await from(t, '192.0.2.20').api.call('setPassword', {
      body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    await signedIn(t, username, NEW_PASSWORD);
  });

  it('should send a link to someone they manage, and say so when the account has no e-mail address', async () => {
    const manager = await signedIn(t, 'manager');
    const tutor = await makePerson(t, { roles: ['tutor'] });
    expect(await manager.api.call('sendPasswordLink', { body: { user_id: tutor.id } })).toEqual({
      email: tutor.email,
    });
    expect((await inbox.next(tutor.email!)).subject).toBe('Set your Lantern password');
    const without = await makePerson(t, { roles: ['tutor'], email: null });
    const refused = await failure(manager.api.call('sendPasswordLink', { body: { user_id: without.id } }));
    expect([refused.status, refused.code]).toEqual([422, ErrorCode.accountHasNoEmail]);
  });

  it('should refuse a tutor creation that has neither a password nor a link, or a link without an address', async () => {
    const manager = await signedIn(t, 'manager');
    const base = {
      username: `nopass.${randomUUID().slice(0, 6)}`,
      first_name: 'No',
      last_name: 'Password',
      role: 'tutor' as const,
      status: 1 as const,
      max_weekly_hours: 20,
      essay_review: false,
      high_impact_tutoring: false,
      languages: [1],
      essay_languages: [],
      async_audio_session_languages: [],
      subjects: [],
      topics: [],
      concepts: [],
      adp_number: null,
      employment_country_code: 'US',
      employment_region_code: null,
      is_us_ca_fingerprinted: false,
    };
    const fields = async (body: object) =>
      (
        (await failure(manager.api.call('createTutor', { body: body as never }))).details as {
          issues: { field: string }[];
        }
      ).issues.map((issue) => issue.field);
    expect(await fields({ ...base, email: fresh('np') })).toEqual(['password']);
    expect(await fields({ ...base, email: null, send_password_link: true })).toEqual(['email']);
  });
});
