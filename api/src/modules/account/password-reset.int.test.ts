import { ErrorCode } from '@lantern/shared/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { from, KIT_PASSWORD, makePerson, accountAppEnv, signedIn } from '../../../test/account-kit.js';
import { failure } from '../../../test/http-session.js';
import { linkIn, type SmtpInbox, startSmtpInbox } from '../../../test/smtp-inbox.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

const NEW_PASSWORD = 'Brighter#2027';
let t: TestApp;
let inbox: SmtpInbox;
let addresses = 0;
/** A client address of its own for each test: the per-address count stays the test's. */
const nextIp = () => `203.0.113.${(addresses += 1)}`;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({
    ...accountAppEnv(inbox.url),
    PASSWORD_RESET_MAX_PER_ACCOUNT: '2',
    PASSWORD_RESET_MAX_PER_ADDRESS: '6',
  });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

function tokenOf(link: string): string {
  return decodeURIComponent(link.split('/password/reset/')[1]!);
}

async function requestAndReceive(login: string, email: string, skip = 0) {
  await from(t, nextIp()).api.call('requestPasswordReset', { body: { login } });
  const mail = await inbox.next(email, { skip });
  return { mail, link: linkIn(mail, '/password/reset/') };
}

describe('asking for a reset', () => {
  it('should e-mail a one-hour link to /password/reset/:token, by username or e-mail, in the person’s language', async () => {
    const person = await makePerson(t, { language: 'es' });
    const { mail, link } = await requestAndReceive(person.username, person.email!);
    expect(mail.subject).toBe('Restablece tu contraseña de Lantern');
    expect(link).toMatch(/^https:\/\/lantern\.school\.example\/password\/reset\/[\w-]{40,}$/);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('60 minutos');

    const byEmail = await requestAndReceive(person.email!.toUpperCase(), person.email!, 1);
    expect(byEmail.link).not.toBe(link);
    // Only the newest link opens.
    expect(await from(t, nextIp()).api.call('checkPasswordLink', { body: { token: tokenOf(link) } })).toEqual(
      {
        state: 'used',
        username: null,
      },
    );
    expect(
      await from(t, nextIp()).api.call('checkPasswordLink', { body: { token: tokenOf(byEmail.link) } }),
    ).toEqual({ state: 'valid', username: person.username });
  });

  it('should answer the same, in about the same time, whether or not the account exists, and send nothing for a stranger', async () => {
    const person = await makePerson(t);
    const withoutEmail = await makePerson(t, { email: null });
    const timed = async (login: string) => {
      const started = performance.now();
      const answer = await from(t, nextIp()).api.call('requestPasswordReset', { body: { login } });
      return { answer, ms: performance.now() - started };
    };
    const runs: Record<'known' | 'unknown' | 'noEmail', number[]> = { known: [], unknown: [], noEmail: [] };
    // Interleaved, after a round that warms each path up, so a busy moment of the machine falls on
    // all three alike; the medians are compared.
    for (let round = 0; round < 6; round++)
      for (const [kind, login] of [
        ['known', person.username],
        ['unknown', `nobody.${round}.${person.username}`],
        ['noEmail', withoutEmail.username],
      ] as const) {
        const { answer, ms } = await timed(login);
        expect(answer).toEqual({ ok: true });
        if (round > 0) runs[kind].push(ms);
      }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // The answer only queues a job: no lookup, no hash, no mail before it leaves.
    expect(Math.abs(median(runs.unknown) - median(runs.known))).toBeLessThan(40);
    expect(Math.abs(median(runs.noEmail) - median(runs.known))).toBeLessThan(40);
    await inbox.next(person.email!, { skip: 1 });
    expect(inbox.received.filter((mail) => mail.text?.includes(withoutEmail.username))).toEqual([]);
  });

  it('should send an account at most PASSWORD_RESET_MAX_PER_ACCOUNT links an hour, answering alike after that', async () => {
    const person = await makePerson(t);
    for (let request = 0; request < 3; request++)
      expect(
        await from(t, nextIp()).api.call('requestPasswordReset', { body: { login: person.username } }),
      ).toEqual({ ok: true });
    await inbox.next(person.email!, { skip: 1 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(inbox.to(person.email!)).toHaveLength(2);
    t.clock.advanceSeconds(3601);
    await requestAndReceive(person.username, person.email!, 2);
  });

  it('should refuse an address past PASSWORD_RESET_MAX_PER_ADDRESS requests an hour with 429, whatever names it asks for', async () => {
    const client = from(t, '198.51.100.77');
    for (let request = 0; request < 6; request++)
      await client.api.call('requestPasswordReset', { body: { login: `someone${request}` } });
    const refused = await failure(
      client.api.call('requestPasswordReset', { body: { login: 'someone-else' } }),
    );
    expect(refused.status).toBe(429);
    expect(client.rateLimited).toBe(1);
    expect(await from(t, nextIp()).api.call('requestPasswordReset', { body: { login: 'x' } })).toEqual({
      ok: true,
    });
  });
});

describe('using the link', () => {
  it('should set the password once, end every sign-in of the person, and refuse the link a second time', async () => {
    const person = await makePerson(t);
    const laptop = await signedIn(t, person.username);
    const phone = await signedIn(t, person.username);
    const { link } = await requestAndReceive(person.username, person.email!);
    const token = tokenOf(link);

    expect(
      await from(t, nextIp()).api.call('setPassword', {
        body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      }),
    ).toEqual({ ok: true });

    for (const session of [laptop, phone]) {
      expect((await failure(session.api.call('me'))).status).toBe(401);
      expect(session.sessionEnded).toBe(1);
    }
    expect((await failure(signedIn(t, person.username, KIT_PASSWORD, nextIp()))).status).toBe(401);
    await signedIn(t, person.username, NEW_PASSWORD, nextIp());

    const again = await failure(
      from(t, nextIp()).api.call('setPassword', {
        body: { token, password: 'Another#2028', password_confirmation: 'Another#2028' },
      }),
    );
    expect([again.status, again.code, again.details]).toEqual([
      410,
      ErrorCode.accountLinkInvalid,
      { state: 'used' },
    ]);
  });

  it('should refuse a link an hour after it was sent, as expired', async () => {
    const person = await makePerson(t);
    const { link } = await requestAndReceive(person.username, person.email!);
    t.clock.advanceSeconds(3600);
    const client = from(t, nextIp());
    expect(await client.api.call('checkPasswordLink', { body: { token: tokenOf(link) } })).toEqual({
      state: 'expired',
      username: null,
    });
    const refused = await failure(
      client.api.call('setPassword', {
        body: { token: tokenOf(link), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      }),
    );
    expect([refused.status, refused.details]).toEqual([410, { state: 'expired' }]);
    await signedIn(t, person.username, KIT_PASSWORD, nextIp());
  });

  it('should answer the spec’s codes for a password the rules refuse, and keep the link for a better one', async () => {
    const person = await makePerson(t);
    const { link } = await requestAndReceive(person.username, person.email!);
    const token = tokenOf(link);
    const client = from(t, nextIp());
    const refusal = async (password: string, confirmation = password) => {
      const error = await failure(
        client.api.call('setPassword', { body: { token, password, password_confirmation: confirmation } }),
      );
      return [error.status, error.code];
    };
    expect(await refusal('abc')).toEqual([422, 'password_too_short']);
    expect(await refusal('has space')).toEqual([422, 'password_whitespace']);
    expect(await refusal(NEW_PASSWORD, 'Different#1')).toEqual([422, 'passwords_dont_match']);
    expect(
      await client.api.call('setPassword', {
        body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      }),
    ).toEqual({ ok: true });
  });

  it('should say a made-up token is unknown', async () => {
    expect(
      await from(t, nextIp()).api.call('checkPasswordLink', { body: { token: 'x'.repeat(43) } }),
    ).toEqual({ state: 'unknown', username: null });
  });
});
