import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

@Injectable()
export class AiBudgetRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** The school the person belongs to, if any. */
  async schoolOf(userId: number): Promise<number | null> {
    const rows: { school_id: number | null }[] = await this.em.execute(
      'select school_id from users where id = ?',
      [userId],
    );
    return rows[0]?.school_id ?? null;
  }

  /**
   * Counts one call for the school on `day` unless it already made `limit`; true when counted. One
   * statement, so instances racing for the last call cannot both have it.
   */
  async spend(schoolId: number, day: string, limit: number): Promise<boolean> {
    const rows: unknown[] = await this.em.execute(
      `insert into ai_daily_calls (school_id, day, calls) values (?, ?, 1)
       on conflict (school_id, day) do update set calls = ai_daily_calls.calls + 1
         where ai_daily_calls.calls < ?
       returning calls`,
      [schoolId, day, limit],
    );
    return rows.length > 0;
  }

  async callsOn(schoolId: number, day: string): Promise<number> {
    const rows: { calls: number }[] = await this.em.execute(
      'select calls from ai_daily_calls where school_id = ? and day = ?',
      [schoolId, day],
    );
    return rows[0]?.calls ?? 0;
  }
}
