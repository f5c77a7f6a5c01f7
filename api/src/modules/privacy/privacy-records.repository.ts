import type { StudentAccess } from '@lantern/shared/contracts/privacy';
import type { RetentionPeriods } from '@lantern/shared/domain/privacy/retention';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

interface AccessRow {
  viewer_id: number;
  viewer_name: string;
  viewer_role: string;
  what: StudentAccess['what'];
  at: string;
}

interface RetentionRow {
  chat_messages_days: number | null;
  media_days: number | null;
  essays_days: number | null;
  whiteboards_days: number | null;
  recordings_days: number | null;
  updated_at: string;
}

const periodsOf = (row: RetentionRow): RetentionPeriods => ({
  chat_messages: row.chat_messages_days,
  media: row.media_days,
  essays: row.essays_days,
  whiteboards: row.whiteboards_days,
  recordings: row.recordings_days,
});

/** The student access log's reads, and the districts' retention periods. */
@Injectable()
export class PrivacyRecordsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  accessLog(studentId: number, limit: number): Promise<AccessRow[]> {
    return this.em.execute<AccessRow[]>(
      `select l.viewer_id, trim(u.first_name || ' ' || u.last_name) as viewer_name, l.viewer_role, l.what, l.at
         from student_access_log l join users u on u.id = l.viewer_id
        where l.student_id = ? order by l.at desc, l.id desc limit ?`,
      [studentId, limit],
    );
  }

  async retention(districtId: number): Promise<{ periods: RetentionPeriods; updatedAt: Date } | null> {
    const [row] = await this.em.execute<RetentionRow[]>(
      `select * from district_retention where district_id = ?`,
      [districtId],
    );
    return row ? { periods: periodsOf(row), updatedAt: new Date(row.updated_at) } : null;
  }

  /** Every district that has set a period, with its periods. */
  async retentions(): Promise<{ districtId: number; periods: RetentionPeriods }[]> {
    const rows = await this.em.execute<(RetentionRow & { district_id: number })[]>(
      `select * from district_retention order by district_id`,
    );
    return rows.map((row) => ({ districtId: row.district_id, periods: periodsOf(row) }));
  }

  async saveRetention(districtId: number, periods: RetentionPeriods, at: Date, by: number): Promise<void> {
    await this.em.execute(
      `insert into district_retention (district_id, chat_messages_days, media_days, essays_days, whiteboards_days,
                                       recordings_days, updated_at, updated_by_id)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (district_id) do update set chat_messages_days = excluded.chat_messages_days,
         media_days = excluded.media_days, essays_days = excluded.essays_days,
         whiteboards_days = excluded.whiteboards_days, recordings_days = excluded.recordings_days,
         updated_at = excluded.updated_at, updated_by_id = excluded.updated_by_id`,
      [
        districtId,
        periods.chat_messages,
        periods.media,
        periods.essays,
        periods.whiteboards,
        periods.recordings,
        at,
        by,
      ],
    );
  }
}
