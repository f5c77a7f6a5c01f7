import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import {
  ANALYTICS_TIME_ZONE,
  type AnalyticsRange,
} from '@lantern/shared/domain/service-analytics/subject-risk';

export interface SubjectRequestsRow {
  subject_id: number;
  subject_name: string;
  sessions: number;
  missed: number;
}

export interface TutorLoadRow {
  user_id: number;
  first_name: string;
  last_name: string;
  total_sessions_load: number;
  ongoing_sessions: number;
  rated: number;
  learned: number;
}

export interface SubjectTutorRow {
  user_id: number;
  first_name: string;
  last_name: string;
  ended: number;
  learned: number;
  total_sessions_load: number;
}

/** The session's New York day is within the range (both ends included). */
const IN_RANGE = `(s.requested_at at time zone '${ANALYTICS_TIME_ZONE}')::date between ?::date and ?::date`;

/** Queries only; the scores and levels are the domain's. Live tutors only: AI sessions have no tutor load. */
@Injectable()
export class AnalyticsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  subjectRequests(range: AnalyticsRange): Promise<SubjectRequestsRow[]> {
    return this.em.execute(
      `select s.subject_id, sub.name as subject_name, count(*)::int as sessions,
              (count(*) filter (where s.status = 'ended' and s.matched_at is null))::int as missed
       from sessions s join subjects sub on sub.id = s.subject_id
       where s.chat_type = 'tutor' and ${IN_RANGE}
       group by s.subject_id, sub.name`,
      [range.start_date, range.end_date],
    );
  }

  tutorLoad(range: AnalyticsRange): Promise<TutorLoadRow[]> {
    return this.em.execute(
      `select u.id as user_id, u.first_name, u.last_name,
              (count(s.id) filter (where ${IN_RANGE}))::int as total_sessions_load,
              (count(s.id) filter (where s.status = 'matched'))::int as ongoing_sessions,
              (count(s.id) filter (where ${IN_RANGE} and s.feedback_learned is not null))::int as rated,
              (count(s.id) filter (where ${IN_RANGE} and s.feedback_learned = 'yes'))::int as learned
       from tutors t join users u on u.id = t.user_id
       left join sessions s on s.tutor_id = u.id and s.chat_type = 'tutor'
       where t.status = 'active' and 'tutor' = any(u.roles)
       group by u.id
       order by total_sessions_load desc, u.last_name, u.first_name, u.id`,
      [range.start_date, range.end_date, range.start_date, range.end_date, range.start_date, range.end_date],
    );
  }

  async subjectName(subjectId: number): Promise<string | null> {
    const rows: { name: string }[] = await this.em.execute('select name from subjects where id = ?', [
      subjectId,
    ]);
    return rows[0]?.name ?? null;
  }

  /** The active tutors who teach the subject, with their ended and learned-from sessions in it. */
  subjectTutors(
    subjectId: number,
    range: AnalyticsRange,
    specialRequirements: boolean,
  ): Promise<SubjectTutorRow[]> {
    return this.em.execute(
      `select u.id as user_id, u.first_name, u.last_name,
              (count(s.id) filter (where s.subject_id = ? and s.status = 'ended'))::int as ended,
              (count(s.id) filter (where s.subject_id = ? and s.status = 'ended' and s.feedback_learned = 'yes'))::int as learned,
              count(s.id)::int as total_sessions_load
       from tutor_subjects ts join tutors t on t.user_id = ts.tutor_user_id join users u on u.id = t.user_id
       left join sessions s on s.tutor_id = u.id and s.chat_type = 'tutor' and ${IN_RANGE}
       where ts.subject_id = ? and t.status = 'active' and (not ? or t.is_us_ca_fingerprinted)
       group by u.id`,
      [subjectId, subjectId, range.start_date, range.end_date, subjectId, specialRequirements],
    );
  }
}
