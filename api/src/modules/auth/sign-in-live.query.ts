import type { EntityManager } from '@mikro-orm/postgresql';
import { type PreparedStatement, runPrepared } from '../../platform/database/prepared-statement.js';

/**
 * A token is live when its sign-in (refresh-token family) is not revoked, the family belongs to
 * the token's person (and impersonator) in the token's role, and no newer identity generation
 * replaced it. One indexed query: every authenticated request and socket pays it, so it is a named
 * prepared statement (planned once per connection, like the current-user read).
 */
const SIGN_IN_LIVE: PreparedStatement = {
  name: 'lantern_sign_in_live',
  text: `select 1 from refresh_tokens t
  where t.family_id = $1 and t.generation = $2 and t.revoked_at is null
    and t.user_id = $3 and t.acting_role = $4
    and t.impersonator_id is not distinct from $5 and t.impersonator_role is not distinct from $6
    and not exists (select 1 from refresh_tokens n where n.family_id = t.family_id and n.generation > t.generation)
  limit 1`,
};

export interface SignInToken {
  familyId: string;
  generation: number;
  userId: number;
  role: string;
  impersonatorId: number | null;
  impersonatorRole: string | null;
}

export async function signInIsLive(em: EntityManager, token: SignInToken): Promise<boolean> {
  const rows = await runPrepared(em, SIGN_IN_LIVE, [
    token.familyId,
    token.generation,
    token.userId,
    token.role,
    token.impersonatorId,
    token.impersonatorRole,
  ]);
  return rows.length > 0;
}
