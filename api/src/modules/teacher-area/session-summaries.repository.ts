import type { SessionSummary } from '@lantern/shared/contracts/teacher-students';
import type { SummaryInput } from '@lantern/shared/domain/teacher/session-summary';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

/** A summary reads at most this many messages: the rest of a marathon session adds little to it. */
const MESSAGES_READ = 400;

@Injectable()
export class SessionSummariesRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /**
   * Ended sessions with no summary yet, ended before `before` and asked for since `since`, the
   * latest first: a teacher reads this week's before last week's, and a backlog never holds up a
   * session that just ended. The window keeps the minute's query on the (status, requested_at)
   * index however many sessions the years hold; sessions from before summaries existed keep none.
   */
  async unsummarized(since: Date, before: Date, limit: number): Promise<number[]> {
    const rows = await this.em.execute<{ id: number }[]>(
      `select s.id from sessions s
        where s.status in ('ended', 'transferred') and s.requested_at > ?
          and s.ended_at is not null and s.ended_at < ?
          and not exists (select 1 from session_summaries m where m.session_id = s.id)
        order by s.ended_at desc, s.id desc
        limit ?`,
      [since, before, limit],
    );
    return rows.map((row) => row.id);
  }

  /** What a summary is made of, or null when the session is not ended or already summarized. */
  async input(sessionId: number): Promise<(SummaryInput & { studentId: number }) | null> {
    const [session] = await this.em.execute<
      {
        student_id: number;
        tutor_id: number | null;
        subject: string;
        question: string;
        status: string;
        ended_by: number | null;
      }[]
    >(
      `select s.student_id, s.tutor_id, sub.name as subject, s.question, s.status, s.ended_by
         from sessions s join subjects sub on sub.id = s.subject_id
        where s.id = ? and s.status in ('ended', 'transferred')
          and not exists (select 1 from session_summaries m where m.session_id = s.id)`,
      [sessionId],
    );
    if (!session) return null;
    const messages = await this.em.execute<
      { sender_id: number | null; kind: 'text' | 'media' | 'system'; text: string }[]
    >(`select sender_id, kind, text from session_messages where session_id = ? order by seq limit ?`, [
      sessionId,
      MESSAGES_READ,
    ]);
    const endedBy =
      session.ended_by === null ? null : session.ended_by === session.student_id ? 'student' : 'tutor';
    return {
      studentId: session.student_id,
      subject: session.subject,
      question: session.question,
      status: session.status === 'transferred' ? 'transferred' : 'ended',
      endedBy,
      messages: messages.map((message) => ({
        from: message.sender_id === session.student_id ? 'student' : 'tutor',
        kind: message.kind,
        text: message.text,
      })),
    };
  }

  /** Stored once: a second writer (a job delivered twice) leaves the first summary as it is. */
  async store(sessionId: number, body: SessionSummary, at: Date): Promise<void> {
    await this.em.execute(
      `insert into session_summaries (session_id, body, created_at) values (?, ?, ?) on conflict do nothing`,
      [sessionId, JSON.stringify(body), at],
    );
  }
}
