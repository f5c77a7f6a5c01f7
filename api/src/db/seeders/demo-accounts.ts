import type { EntityManager } from '@mikro-orm/core';
import argon2 from 'argon2';
import { User } from '../../modules/users/entities/user.entity.js';
import { classmates, DEMO_PASSWORD, PEOPLE } from './demo-world.data.js';

export interface DemoAccounts {
  /** Demo usernames present in the database, staff accounts first. */
  present: string[];
  /** Staff demo accounts that still sign in with the published DEMO_PASSWORD. */
  withDemoPassword: string[];
}

// Only the accounts that can reach other people's data are worth an argon2 check at start-up.
const STAFF_ROLES = ['superuser', 'tutor-manager', 'administrator', 'district-manager'];
const STAFF = new Set(
  PEOPLE.filter((person) => person.roles.some((role) => STAFF_ROLES.includes(role))).map(
    (person) => person.username,
  ),
);

/** Which demo accounts a database holds, and which powerful ones still have the public password. */
export async function findDemoAccounts(em: EntityManager): Promise<DemoAccounts> {
  const usernames = [...PEOPLE, ...classmates()].map((person) => person.username);
  const users = await em.find(
    User,
    { username: { $in: usernames } },
    { fields: ['username', 'passwordHash'], orderBy: { username: 'asc' } },
  );
  const withDemoPassword: string[] = [];
  for (const user of users) {
    if (STAFF.has(user.username) && (await argon2.verify(user.passwordHash, DEMO_PASSWORD)))
      withDemoPassword.push(user.username);
  }
  // The powerful accounts first, so a shortened list still names them.
  const present = users.map((user) => user.username);
  return {
    present: [...present.filter((name) => STAFF.has(name)), ...present.filter((name) => !STAFF.has(name))],
    withDemoPassword,
  };
}
