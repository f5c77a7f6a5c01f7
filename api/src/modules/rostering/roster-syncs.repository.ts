import type { RosterImportStatus } from '@lantern/shared/contracts/rostering';
import type { RosterSyncLastRun } from '@lantern/shared/contracts/roster-syncs';
import type { SchoolDeactivations } from '@lantern/shared/domain/rostering/deactivation-stop';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { RosterSync } from './entities/roster-sync.entity.js';

/** A source's runs that are not over: one at a time (the partial unique index `roster_imports_one_open_run`). */
export const OPEN_RUN: readonly RosterImportStatus[] = ['syncing', 'queued', 'applying', 'needs_approval'];
/** A source's newest run, as read (its time still a date). */
export type LastRun = Omit<RosterSyncLastRun, 'at'> & { at: Date };

const OPEN_RUN_SQL = OPEN_RUN.map((status) => `'${status}'`).join(', ');

/** Queries only: roster API sources, their runs, and what a run would deactivate per school. */
@Injectable()
export class RosterSyncsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  list() {
    return this.em.find(RosterSync, {}, { orderBy: { name: 'asc', id: 'asc' } });
  }

  find(id: number) {
    return this.em.findOne(RosterSync, { id });
  }

  async sealedSecret(id: number): Promise<string | null> {
    const [row] = await this.em.execute<{ secret_sealed: string }[]>(
      `select secret_sealed from roster_syncs where id = ?`,
      [id],
    );
    return row?.secret_sealed ?? null;
  }

  /** Each source's newest run. */
  async lastRuns(): Promise<Map<number, LastRun>> {
    const rows = await this.em.execute<
      { sync_id: number; id: number; status: RosterImportStatus; uploaded_at: Date; error: string | null }[]
    >(
      `select distinct on (sync_id) sync_id, id, status, uploaded_at, error from roster_imports
        where sync_id is not null order by sync_id, id desc`,
    );
    return new Map(
      rows.map((r) => [
        r.sync_id,
        { import_id: r.id, status: r.status, at: new Date(r.uploaded_at), error: r.error },
      ]),
    );
  }

  /**
   * The scheduled sources due at `now`, each moved to its next slot in the same statement: however
   * many instances sweep the same minute, each source is taken by one.
   */
  async claimDue(now: Date): Promise<{ id: number; name: string; created_by_id: number }[]> {
    return this.em.execute(
      `update roster_syncs set next_run_at = ?::timestamptz + make_interval(mins => interval_minutes)
        where enabled and interval_minutes is not null and next_run_at <= ?
        returning id, name, created_by_id`,
      [now, now],
    );
  }

  /**
   * A new run of the source, `syncing`, unless one is open already (another instance, or a stopped
   * run waiting for a decision): then null.
   */
  async openRun(sync: { id: number; name: string }, actorId: number, at: Date): Promise<number | null> {
    try {
      const [row] = await this.em.execute<{ id: number }[]>(
        `insert into roster_imports (sync_id, uploaded_by_id, applied_by_id, uploaded_at, file_name, archive_bytes, status,
                                     files, refusals, refused_total, planned_after)
         select ?, ?, ?, ?, ?, 0, 'syncing', '[]', '[]', 0, 0
          where not exists (select 1 from roster_imports where sync_id = ? and status in (${OPEN_RUN_SQL}))
         returning id`,
        [sync.id, actorId, actorId, at, sync.name.slice(0, 255), sync.id],
      );
      return row?.id ?? null;
    } catch (error) {
      // Two instances at the same moment: the partial unique index lets one run in.
      if (error instanceof UniqueConstraintViolationException) return null;
      throw error;
    }
  }

  async openRunOf(syncId: number): Promise<number | null> {
    const [row] = await this.em.execute<{ id: number }[]>(
      `select id from roster_imports where sync_id = ? and status in (${OPEN_RUN_SQL})`,
      [syncId],
    );
    return row?.id ?? null;
  }

  /**
   * Per school of the source: its people active in Lantern, and how many of them are among
   * `deactivating` (users' ids).
   */
  async schoolDeactivations(
    sourceKey: string,
    deactivating: readonly number[],
  ): Promise<SchoolDeactivations[]> {
    const rows = await this.em.execute<
      { sourced_id: string; name: string; active: number; deactivating: number }[]
    >(
      `select s.sourced_id, s.name,
              count(*)::int as active,
              count(*) filter (where u.id = any(?::int[]))::int as deactivating
         from roster_sources rs
         join schools s on s.roster_source_id = rs.id
         join user_schools us on us.school_id = s.id
         join users u on u.id = us.user_id and u.roster_source_id = rs.id and u.deactivated_at is null
        where rs.key = ?
        group by s.id, s.sourced_id, s.name`,
      [`{${deactivating.join(',')}}`, sourceKey],
    );
    return rows.map((r) => ({
      sourcedId: r.sourced_id,
      name: r.name,
      active: r.active,
      deactivating: r.deactivating,
    }));
  }
}
