import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionRevokedReason } from '@lantern/shared/realtime/events';
import { pgArray } from '../../db/sql-arrays.js';

/**
 * Revokes every live sign-in (refresh-token family) these people hold, as themselves or viewing as
 * someone, but `keepFamilyId`'s; answers the families it ended.
 */
export async function revokeSignInsOf(
  em: EntityManager,
  userIds: readonly number[],
  reason: SessionRevokedReason,
  keepFamilyId: string | null,
  at: Date,
): Promise<string[]> {
  const ids = pgArray(userIds);
  const rows = await em.getConnection().execute<{ family_id: string }[]>(
    `update refresh_tokens set revoked_at = ?, revoked_reason = ?
      where revoked_at is null and (user_id = any(?::int[]) or impersonator_id = any(?::int[]))
        and family_id is distinct from ?
      returning family_id`,
    [at, reason, ids, ids, keepFamilyId],
  );
  return [...new Set(rows.map((row) => row.family_id))];
}
