import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

/** The matched sessions whose tutor is away and has not written in them (AwayTutors' queries). */
@Injectable()
export class AwaySessionsQuery {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** Those matched `seconds` or more before `now`: due to move on. */
  due(now: Date, seconds: number): Promise<number[]> {
    return this.ids('s.matched_at <= ?::timestamptz - make_interval(secs => ?)', [now, seconds]);
  }

  /** All of one tutor's, however recent, with when each was matched: to look at when they are due. */
  async ofTutor(tutorId: number): Promise<{ id: number; matched_at: number }[]> {
    const rows: { id: number; matched_at: Date }[] = await this.select('s.tutor_id = ?', [tutorId]);
    return rows.map((row) => ({
      id: row.id,
      matched_at: Math.floor(new Date(row.matched_at).getTime() / 1000),
    }));
  }

  private async ids(condition: string, values: unknown[]): Promise<number[]> {
    return (await this.select(condition, values)).map((row) => row.id);
  }

  private select(condition: string, values: unknown[]): Promise<{ id: number; matched_at: Date }[]> {
    return this.em.execute(
      `select s.id, s.matched_at from sessions s
         join tutor_presence p on p.user_id = s.tutor_id and p.away_reason is not null
        where s.status = 'matched' and s.chat_type = 'tutor' and ${condition}
          and not exists (select 1 from session_messages m where m.session_id = s.id and m.sender_id = s.tutor_id)
        order by s.matched_at, s.id`,
      values,
    );
  }
}
