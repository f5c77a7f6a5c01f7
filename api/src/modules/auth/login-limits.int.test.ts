import { MikroORM } from '@mikro-orm/postgresql';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newStudent } from '../../../test/student-record-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { PasswordHasher } from './password-hasher.js';

const PASSWORD = 'Lantern#2026';

interface Attempt {
  status: number;
  retryAfter: string | null;
}

async function signIn(
  t: TestApp,
  username: string,
  password: string,
  forwardedFor?: string,
): Promise<Attempt> {
  const response = await fetch(`${t.baseUrl}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ username, password }),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

const statuses = (attempts: Attempt[]) => attempts.map((attempt) => attempt.status);
const count = (attempts: Attempt[], status: number) => statuses(attempts).filter((s) => s === status).length;

/** Counts the argon2 verifications the server really runs, and how many ran at once. */
function watchPasswordChecks(t: TestApp) {
  const hasher = t.app.get(PasswordHasher);
  const verify = PasswordHasher.prototype.verify.bind(hasher);
  const watch = { calls: 0, active: 0, peak: 0 };
  vi.spyOn(hasher, 'verify').mockImplementation(async (hash, password) => {
    watch.calls += 1;
    watch.active += 1;
    watch.peak = Math.max(watch.peak, watch.active);
    try {
      return await verify(hash, password);
    } finally {
      watch.active -= 1;
    }
  });
  return watch;
}

describe('without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_ADDRESS: '4' });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it("should ignore a local client's X-Forwarded-For: changing it does not reset the per-address limit", async () => {
    const attempts: Attempt[] = [];
    for (let index = 0; index < 6; index++)
      attempts.push(await signIn(t, `nobody${index}`, 'guess', `203.0.113.${index}`));
    expect(statuses(attempts)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(Number(attempts[4]!.retryAfter)).toBeGreaterThan(0);
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      TRUST_PROXY: 'loopback',
      LOGIN_MAX_FAILURES: '5',
      LOGIN_MAX_PER_ADDRESS: '10',
      LOGIN_MAX_PER_MINUTE: '120',
      LOGIN_CONCURRENT_CHECKS: '2',
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('should check the password at most LOGIN_MAX_FAILURES times for 50 parallel guesses at one account', async () => {
    const watch = watchPasswordChecks(t);
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () => signIn(t, 'tutor.amira', 'guess', '198.51.100.1')),
    );
    expect(watch.calls).toBeLessThanOrEqual(5);
    expect(count(attempts, 401)).toBe(watch.calls);
    expect(count(attempts, 429)).toBe(50 - watch.calls);
    for (const attempt of attempts.filter((a) => a.status === 429))
      expect(Number(attempt.retryAfter)).toBeGreaterThan(0);
  });

  it('should turn a flood of bogus names from one address away after the per-address limit, and bound the checks', async () => {
    const watch = watchPasswordChecks(t);
    const flood = await Promise.all(
      Array.from({ length: 30 }, (_, index) => signIn(t, `stuffed${index}`, 'guess', '198.51.100.2')),
    );
    expect(count(flood, 401)).toBeLessThanOrEqual(10);
    expect(count(flood, 429)).toBeGreaterThanOrEqual(20);
    expect(watch.peak).toBeLessThanOrEqual(2);
    // Past the address's limit a wrong password is refused, a right one still gets in.
    expect((await signIn(t, 'tutor', 'guess', '198.51.100.2')).status).toBe(429);
    expect((await signIn(t, 'tutor', PASSWORD, '198.51.100.2')).status).toBe(200);
  });

  it('should count the username and the e-mail of one account together', async () => {
    const address = '198.51.100.4';
    for (const login of [
      'tutor.lucia',
      'tutor.lucia',
      'tutor.lucia',
      'lucia.gomez@lantern.example',
      'LUCIA.GOMEZ@lantern.example',
    ])
      expect((await signIn(t, login, 'guess', address)).status).toBe(401);
    expect((await signIn(t, 'tutor.lucia', PASSWORD, address)).status).toBe(429);
  });

  it('should answer 429 to everyone once the instance takes more than LOGIN_MAX_PER_MINUTE attempts', async () => {
    await Promise.all(
      Array.from({ length: 130 }, (_, index) => signIn(t, `wave${index}`, 'guess', `192.0.2.${index}`)),
    );
    const fresh = await signIn(t, 'teacher', PASSWORD, '192.0.2.200');
    expect(fresh.status).toBe(429);
    expect(Number(fresh.retryAfter)).toBeLessThanOrEqual(60);
  });
});

describe('a school behind one public address', () => {
  const SCHOOL = '203.0.113.77';
  const STUDENTS = 60;
  const pupil = (index: number) => `pupil${index}`;
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback', LOGIN_MAX_FAILURES: '5', LOGIN_MAX_PER_ADDRESS: '30' });
    const em = t.app.get(MikroORM).em.fork();
    // A cheap hash: sixty accounts are set-up here, not what is tested.
    const passwordHash = await argon2.hash(PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 1024,
      timeCost: 1,
      parallelism: 1,
    });
    for (let index = 0; index < STUDENTS; index++) newStudent(em, pupil(index)).passwordHash = passwordHash;
    await em.flush();
  });
  afterAll(async () => {
    await t.close();
  });

  it("should let every other student in after one student's 80 wrong guesses, and refuse only the guesses", async () => {
    const guesser = pupil(0);
    const own: Attempt[] = [];
    for (let index = 0; index < 40; index++) own.push(await signIn(t, guesser, `guess${index}`, SCHOOL));
    expect(statuses(own)).toEqual([...Array<number>(5).fill(401), ...Array<number>(35).fill(429)]);

    // Then at classmates' accounts, one guess each: the address goes past its limit of 30 failures.
    const across: Attempt[] = [];
    for (let index = 1; index <= 40; index++) across.push(await signIn(t, pupil(index), 'guess', SCHOOL));
    expect(count(across, 401)).toBe(25);
    expect(statuses(across).slice(25)).toEqual(Array<number>(15).fill(429));
    expect(Number(across.at(-1)!.retryAfter)).toBeGreaterThan(0);

    const everyoneElse: Attempt[] = [];
    for (let index = 1; index < STUDENTS; index++)
      everyoneElse.push(await signIn(t, pupil(index), PASSWORD, SCHOOL));
    expect(statuses(everyoneElse)).toEqual(Array<number>(STUDENTS - 1).fill(200));

    // The guessed-at account is locked from this address, right password or not; wrong guesses stay refused.
    expect((await signIn(t, guesser, PASSWORD, SCHOOL)).status).toBe(429);
    expect((await signIn(t, pupil(59), 'guess', SCHOOL)).status).toBe(429);
    expect((await signIn(t, 'nobody.here', 'guess', SCHOOL)).status).toBe(429);
  });
});
