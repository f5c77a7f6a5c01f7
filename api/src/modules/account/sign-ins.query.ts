import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Revokes every live sign-in (refresh-token family) a person holds, as themselves or viewing as
 * someone, but `keepFamilyId`'s; answers the families it ended.
 */
export async function revokeSignInsOf(
  em: EntityManager,
  userId: number,
  keepFamilyId: string | null,
  at: Date,
): Promise<string[]> {
  const rows = await em.getConnection().execute<{ family_id: string }[]>(
    `update refresh_tokens set revoked_at = ?, revoked_reason = 'password_changed'
      where revoked_at is null and (user_id = ? or impersonator_id = ?)
        and family_id is distinct from ?
      returning family_id`,
    [at, userId, userId, keepFamilyId],
  );
  return [...new Set(rows.map((row) => row.family_id))];
}
