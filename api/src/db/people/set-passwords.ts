import { validatePassword } from '@lantern/shared/domain/auth/password-rules';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { hashPassword, type PasswordCost } from '../../modules/auth/password-cost.js';
import { User } from '../../modules/users/entities/user.entity.js';
import { PeopleInputError } from './create-people.js';

/** What `cli.js people:password` reads on its standard input. */
const setPasswordsSchema = z.object({
  password: z.string(),
  usernames: z.array(z.string().min(1)).min(1).max(100),
});

/**
 * Gives existing accounts a password, for an operator (or a journey) until people set their own:
 * accounts a roster made have none. Refuses a password the sign-up rules would refuse, and a
 * username that names nobody.
 */
export async function setPasswords(
  em: EntityManager,
  input: unknown,
  passwordCost: PasswordCost,
): Promise<{ id: number; username: string }[]> {
  const parsed = setPasswordsSchema.safeParse(input);
  if (!parsed.success)
    throw new PeopleInputError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; '),
    );
  const { password, usernames } = parsed.data;
  const weak = validatePassword(password, password);
  if (weak.length > 0) throw new PeopleInputError(`password: ${weak.join(', ')}`);
  const users = await em.find(User, { username: { $in: usernames } });
  const missing = usernames.filter((username) => !users.some((user) => user.username === username));
  if (missing.length > 0) throw new PeopleInputError(`username: nobody is called ${missing.join(', ')}`);
  const passwordHash = await hashPassword(password, passwordCost);
  for (const user of users) user.passwordHash = passwordHash;
  await em.flush();
  return users.map((user) => ({ id: user.id, username: user.username }));
}
