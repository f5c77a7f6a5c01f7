import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { PasswordHasher } from '../src/modules/auth/password-hasher.js';
import { Student } from '../src/modules/users/entities/student.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { HttpSession } from './http-session.js';
import type { TestApp } from './test-app.js';

export const KIT_PASSWORD = 'Lantern#2026';

export interface KitPerson {
  id: number;
  username: string;
  email: string | null;
}

/** The settings the account tests share: cheap hashes, prompt jobs, mail to `smtpUrl`. */
export function accountAppEnv(smtpUrl: string): Record<string, string> {
  return {
    SMTP_URL: smtpUrl,
    PUBLIC_URL: 'https://lantern.school.example',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_ITERATIONS: '1',
    JOBS_POLL_SECONDS: '0.5',
    // Each test names its own client address, so one test's requests do not count against another's.
    TRUST_PROXY: 'loopback',
  };
}

/** A student of the demo school with an e-mail address (or none) and KIT_PASSWORD. */
export async function makePerson(
  t: TestApp,
  options: { email?: string | null; language?: string; roles?: string[] } = {},
): Promise<KitPerson> {
  const em = t.app.get(MikroORM).em.fork();
  const unique = randomUUID().slice(0, 8);
  const roles = options.roles ?? ['student'];
  const user = em.create(User, {
    username: `account.${unique}`,
    email: options.email === undefined ? `account.${unique}@lantern.example` : options.email,
    passwordHash: await t.app.get(PasswordHasher).hash(KIT_PASSWORD),
    firstName: 'Avery',
    lastName: `Kit-${unique}`,
    roles,
    currentRole: roles[0]!,
    school: 1,
    preferredLanguage: options.language ?? 'en',
    acceptedAgreement: true,
  });
  if (roles.includes('student')) em.create(Student, { user, isNew: false });
  await em.flush();
  return { id: user.id, username: user.username, email: user.email ?? null };
}

/** A signed-in HTTP session, as a browser that signed in from `ip`. */
export async function signedIn(t: TestApp, username: string, password = KIT_PASSWORD, ip = '198.51.100.1') {
  const http = from(t, ip);
  await http.login(username, password);
  return http;
}

/** An anonymous client calling from `ip` (through the trusted proxy). */
export function from(t: TestApp, ip: string): HttpSession {
  const http = new HttpSession(t.baseUrl);
  const plain = http.fetch.bind(http);
  http.fetch = (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', ip);
    return plain(input, { ...init, headers });
  };
  return http;
}
