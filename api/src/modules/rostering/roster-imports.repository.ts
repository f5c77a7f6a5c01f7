import type {
  RosterCounts,
  RosterImportProgress,
  RosterImportStatus,
} from '@lantern/shared/contracts/rostering';
import { ROSTER_IMPORTS_LISTED } from '@lantern/shared/contracts/rostering';
import type { RosterKind } from '@lantern/shared/domain/rostering/roster-records';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { RosterImport } from './entities/roster-import.entity.js';
import type { KnownWire } from './roster-wire.js';

/** Each kind's table, and whether its rows can be deactivated. */
const TABLES: Record<RosterKind, { table: string; deactivates: boolean }> = {
  districts: { table: 'districts', deactivates: false },
  schools: { table: 'schools', deactivates: false },
  courses: { table: 'courses', deactivates: false },
  sections: { table: 'sections', deactivates: false },
  people: { table: 'users', deactivates: true },
  enrollments: { table: 'roster_enrollments', deactivates: true },
};

/** Queries only: roster sources, what Lantern holds from one, and the imports' rows. */
@Injectable()
export class RosterImportsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async sourceId(key: string): Promise<number | null> {
    const [row] = await this.em.execute<{ id: number }[]>(`select id from roster_sources where key = ?`, [
      key,
    ]);
    return row?.id ?? null;
  }

  /** The source's id, made the first time it is applied. */
  async ensureSource(key: string, at: Date): Promise<number> {
    await this.em.execute(
      `insert into roster_sources (key, created_at) values (?, ?) on conflict (key) do nothing`,
      [key, at],
    );
    return (await this.sourceId(key))!;
  }

  async districtId(sourceId: number, sourcedId: string): Promise<number | null> {
    const [row] = await this.em.execute<{ id: number }[]>(
      `select id from districts where roster_source_id = ? and sourced_id = ?`,
      [sourceId, sourcedId],
    );
    return row?.id ?? null;
  }

  /**
   * One kind's records held from the source, each list joined in one string by PostgreSQL: the
   * driver reads one row instead of hundreds of thousands on the API's thread.
   */
  async known(kind: RosterKind, sourceId: number | null): Promise<KnownWire> {
    const { table, deactivates } = TABLES[kind];
    const [row] = await this.em.execute<
      { sourced_ids: string; ids: string; hashes: string; active: string }[]
    >(
      `select coalesce(string_agg(sourced_id, chr(31) order by id), '') as sourced_ids,
              coalesce(string_agg(id::text, chr(31) order by id), '') as ids,
              coalesce(string_agg(coalesce(roster_hash, ''), chr(31) order by id), '') as hashes,
              coalesce(string_agg(${deactivates ? `case when deactivated_at is null then '1' else '0' end` : `'1'`}, '' order by id), '') as active
         from ${table} where roster_source_id = ?`,
      [sourceId ?? -1],
    );
    return { sourcedIds: row!.sourced_ids, ids: row!.ids, hashes: row!.hashes, active: row!.active };
  }

  /**
   * Usernames and e-mail addresses the roster's people would take that another account holds: not
   * the person the source sends them with (the same source and sourcedId). Lists joined by chr(31).
   */
  async namesInUse(
    sourceId: number | null,
    people: { sourcedIds: string; usernames: string; emails: string },
  ): Promise<{ usernames: [string, number][]; emails: [string, number][] }> {
    const holders = (column: 'username' | 'email', values: string) =>
      this.em.execute<{ name: string; id: number }[]>(
        `select n.name, u.id from unnest(string_to_array(?, chr(31)), string_to_array(?, chr(31))) as n(sourced_id, name)
           join users u on ${column === 'email' ? 'lower(u.email)' : 'u.username'} = n.name
          where n.name <> '' and (u.roster_source_id is distinct from ?::int or u.sourced_id is distinct from n.sourced_id)`,
        [people.sourcedIds, values, sourceId],
      );
    const [usernames, emails] = await Promise.all([
      holders('username', people.usernames),
      holders('email', people.emails),
    ]);
    return {
      usernames: usernames.map((row) => [row.name, row.id]),
      emails: emails.map((row) => [row.name, row.id]),
    };
  }

  find(id: number) {
    return this.em.findOne(RosterImport, { id }, { populate: ['uploadedBy', 'sync'] });
  }

  latest() {
    return this.em.find(
      RosterImport,
      {},
      {
        populate: ['uploadedBy', 'sync'],
        orderBy: { uploadedAt: 'desc', id: 'desc' },
        limit: ROSTER_IMPORTS_LISTED,
      },
    );
  }

  /** Moves the import from one of `from` to `to`; false when another request moved it first. */
  async move(
    id: number,
    from: readonly RosterImportStatus[],
    to: RosterImportStatus,
    set: Record<string, unknown> = {},
  ) {
    const columns = Object.keys(set);
    const updated = await this.em.execute(
      `update roster_imports set status = ?${columns.map((column) => `, ${column} = ?`).join('')}
        where id = ? and status in (${from.map(() => '?').join(', ')}) returning id`,
      [to, ...Object.values(set), id, ...from],
    );
    return updated.length > 0;
  }

  /** The newest applied import of the district (0 for none): a plan made before a newer one is stale. */
  async latestApplied(sourceKey: string): Promise<number> {
    const [row] = await this.em.execute<{ id: number }[]>(
      `select coalesce(max(id), 0)::int as id from roster_imports where source_key = ? and status = 'applied'`,
      [sourceKey],
    );
    return row?.id ?? 0;
  }

  /** A later upload of the same district that has been applied: this one's roster is older than Lantern's. */
  async supersededBy(id: number): Promise<number | null> {
    const [row] = await this.em.execute<{ id: number }[]>(
      `select later.id from roster_imports this
         join roster_imports later on later.source_key = this.source_key and later.id > this.id
        where this.id = ? and later.status = 'applied'
        order by later.id desc limit 1`,
      [id],
    );
    return row?.id ?? null;
  }

  async progress(id: number, progress: RosterImportProgress): Promise<void> {
    await this.em.execute(`update roster_imports set progress = ?::jsonb where id = ?`, [
      JSON.stringify(progress),
      id,
    ]);
  }

  async finish(
    id: number,
    outcome: { status: 'applied'; result: RosterCounts } | { status: 'failed'; error: string },
    at: Date,
  ): Promise<void> {
    await this.em.execute(
      `update roster_imports set status = ?, result = ?::jsonb, error = ?, finished_at = ?,
              archive_key = case when ? then null else archive_key end, plan_key = case when ? then null else plan_key end
        where id = ? and status = 'applying'`,
      [
        outcome.status,
        outcome.status === 'applied' ? JSON.stringify(outcome.result) : null,
        outcome.status === 'failed' ? outcome.error : null,
        at,
        outcome.status === 'applied',
        outcome.status === 'applied',
        id,
      ],
    );
  }
}
