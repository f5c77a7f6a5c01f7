import type { PrivacyDeletionScope, PrivacyDeletionStatus } from '@lantern/shared/contracts/privacy';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { PrivacyDeletion } from './entities/privacy-deletion.entity.js';

const LIST_LIMIT = 200;

/** Deletion requests: finding, listing and moving them along. */
@Injectable()
export class PrivacyDeletionsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  find(id: number): Promise<PrivacyDeletion | null> {
    return this.em.findOne(PrivacyDeletion, { id }, { refresh: true });
  }

  /** The request already made for this student or school, the newest first. */
  existing(scope: PrivacyDeletionScope, targetId: number): Promise<PrivacyDeletion | null> {
    return this.em.findOne(PrivacyDeletion, { scope, targetId }, { orderBy: { id: 'desc' } });
  }

  /** The newest requests, of one district or (null) of all. */
  latest(districtId: number | null): Promise<PrivacyDeletion[]> {
    return this.em.find(PrivacyDeletion, districtId === null ? {} : { districtId }, {
      orderBy: { id: 'desc' },
      limit: LIST_LIMIT,
    });
  }

  /** A school's district, or a person's (their own, else their school's). */
  async districtOf(scope: PrivacyDeletionScope, targetId: number): Promise<number | null> {
    const [row] = await this.em.execute<{ district_id: number | null }[]>(
      scope === 'school'
        ? `select district_id from schools where id = ?`
        : `select coalesce(u.district_id, s.district_id) as district_id
             from users u left join schools s on s.id = u.school_id where u.id = ?`,
      [targetId],
    );
    return row?.district_id ?? null;
  }

  async names(districtId: number | null, schoolId: number | null) {
    const [district] = districtId
      ? await this.em.execute<{ name: string }[]>(`select name from districts where id = ?`, [districtId])
      : [];
    const [school] = schoolId
      ? await this.em.execute<{ name: string }[]>(`select name from schools where id = ?`, [schoolId])
      : [];
    return { district: district?.name ?? null, school: school?.name ?? null };
  }

  /** The language the requester reads Lantern in; gone (erased, say), the certificate is in English. */
  async languageOf(userId: number): Promise<string | null> {
    const [row] = await this.em.execute<{ preferred_language: string }[]>(
      `select preferred_language from users where id = ?`,
      [userId],
    );
    return row?.preferred_language ?? null;
  }

  /** Moves a request on from one of `from`; false when it stood elsewhere (another run has it). */
  async move(
    id: number,
    from: PrivacyDeletionStatus[],
    to: PrivacyDeletionStatus,
    fields: Record<string, unknown> = {},
  ): Promise<boolean> {
    const sets = Object.keys(fields).map((column) => `, "${column}" = ?`);
    const rows = await this.em.execute(
      `update privacy_deletions set status = ?${sets.join('')} where id = ? and status = any(?::text[]) returning id`,
      [to, ...Object.values(fields), id, `{${from.join(',')}}`],
    );
    return rows.length > 0;
  }

  /** Running again after a crash or a failure: the first start is the one the certificate gives. */
  async start(id: number, at: Date): Promise<boolean> {
    const rows = await this.em.execute(
      `update privacy_deletions set status = 'running', error = null, started_at = coalesce(started_at, ?)
        where id = ? and status in ('queued', 'running', 'failed') returning id`,
      [at, id],
    );
    return rows.length > 0;
  }
}
