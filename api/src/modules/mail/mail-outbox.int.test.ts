import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAppEnv, from, makePerson } from '../../../test/account-kit.js';
import { type SmtpInbox, startSmtpInbox } from '../../../test/smtp-inbox.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { MailMessage } from './entities/mail-message.entity.js';
import { MAIL_MAX_ATTEMPTS, MailOutbox } from './mail-outbox.service.js';

async function row(t: TestApp, to: string) {
  return t.app
    .get(MikroORM)
    .em.fork()
    .findOne(MailMessage, { to }, { orderBy: { id: 'desc' } });
}

/** The message once its first try has settled (the job runs a moment after the request). */
async function firstTry(t: TestApp, to: string): Promise<MailMessage> {
  const settled = await until(
    () => row(t, to),
    (message) => message?.attempts === 1 && message.claimedUntil === null,
  );
  return settled!;
}

/** Runs the outbox as its jobs do: in an ORM context of its own, at the test clock's time. */
function asJob(t: TestApp, run: (outbox: MailOutbox, now: number) => Promise<void>) {
  return RequestContext.create(t.app.get(MikroORM).em, () => run(t.app.get(MailOutbox), t.clock.now()));
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; tries < 200; tries++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('gave up waiting');
}

describe('with a mail server that refuses for a while', () => {
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

  it('should keep a refused message, try it again later, and deliver it once the server takes it', async () => {
    const person = await makePerson(t);
    inbox.refusing = true;
    await from(t, '203.0.113.50').api.call('requestPasswordReset', { body: { login: person.username } });
    const refused = await firstTry(t, person.email!);
    expect(refused.sentAt).toBeNull();
    expect(refused.lastError).toMatch(/450/);
    expect(refused.sendAfter.getTime()).toBe(t.clock.nowMs() - (t.clock.nowMs() % 1000) + 60_000);

    inbox.refusing = false;
    // Not due yet: the sweep leaves it.
    await asJob(t, (outbox, now) => outbox.sweep({ id: 'test', name: 'mail.sweep', data: {}, now }));
    expect(inbox.to(person.email!)).toEqual([]);
    t.clock.advanceSeconds(60);
    await asJob(t, (outbox, now) => outbox.sweep({ id: 'test', name: 'mail.sweep', data: {}, now }));
    expect((await inbox.next(person.email!)).subject).toBe('Reset your Lantern password');
    expect((await row(t, person.email!))?.sentAt).not.toBeNull();
  });

  it(`should give a message up after ${MAIL_MAX_ATTEMPTS} refused tries, marking it failed`, async () => {
    const person = await makePerson(t);
    inbox.refusing = true;
    await from(t, '203.0.113.51').api.call('requestPasswordReset', { body: { login: person.username } });
    const first = await firstTry(t, person.email!);
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      t.clock.advanceSeconds(3600);
      await asJob(t, (outbox, now) => outbox.deliver(first.id, now));
    }
    const given = (await row(t, person.email!))!;
    expect(given.attempts).toBe(MAIL_MAX_ATTEMPTS);
    expect(given.failedAt).not.toBeNull();
    inbox.refusing = false;
    t.clock.advanceSeconds(3600);
    await asJob(t, (outbox, now) => outbox.sweep({ id: 'test', name: 'mail.sweep', data: {}, now }));
    expect(inbox.to(person.email!)).toEqual([]);
  });
});

describe('without SMTP_URL, outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    const { SMTP_URL: _unused, ...env } = accountAppEnv('smtp://unused');
    t = await startTestApp(env);
  });
  afterAll(() => t.close());

  it('should write each message to DATA_DIR/outbox/ as a whole e-mail carrying its link', async () => {
    const person = await makePerson(t);
    await from(t, '203.0.113.60').api.call('requestPasswordReset', { body: { login: person.username } });
    const folder = t.config.mail.outboxDir;
    const files = await until(
      () => readdir(folder).catch(() => [] as string[]),
      (names) => names.some((name) => name.endsWith('-password_reset.eml')),
    );
    const eml = await readFile(
      join(
        folder,
        files.find((name) => name.endsWith('.eml'))!,
      ),
      'utf8',
    );
    expect(eml).toContain(`To: ${person.email}`);
    expect(eml).toContain('Subject: Reset your Lantern password');
    expect((await row(t, person.email!))?.link).toMatch(
      /^https:\/\/lantern\.school\.example\/password\/reset\//,
    );
  });
});
