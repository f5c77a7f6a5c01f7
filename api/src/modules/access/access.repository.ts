import type { ContentHoldState } from '@lantern/shared/contracts/superuser';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { GroupedReads } from '../../platform/database/grouped-reads.js';
import type { PreparedStatement } from '../../platform/database/prepared-statement.js';

/** A session as access sees it: its people, its state and any hold on it. */
export interface SessionRelation {
  student_id: number;
  tutor_id: number | null;
  status: string;
  hold: ContentHoldState | null;
}

export interface EssayRelation {
  student_id: number;
  tutor_id: number | null;
  status: number;
  hold: ContentHoldState | null;
}

export interface SharedLinkRelation {
  session_id: number;
  created_at: Date;
  sharing_on: boolean;
  hold: ContentHoldState | null;
}

const SESSION_RELATIONS: PreparedStatement = {
  name: 'access.session-relations',
  text: `select s.id, s.student_id, s.tutor_id, s.status, h.state as hold
           from sessions s left join content_holds h on h.kind = 'session' and h.target_id = s.id
          where s.id = any($1::int[])`,
};

/**
 * Every object check's SQL, in one place: who an object belongs to and whether a superuser holds
 * it. Only queries; what an answer means is the access service's.
 */
@Injectable()
export class AccessRepository {
  private readonly sessions: GroupedReads<SessionRelation & { id: number }>;

  constructor(@Inject(EntityManager) private readonly em: EntityManager) {
    this.sessions = new GroupedReads(em, SESSION_RELATIONS);
  }

  /**
   * Read with the other session checks of the same moment: every classroom message is checked
   * here first, so under load the checks share their round trips (grouped-reads.ts).
   */
  session(sessionId: number): Promise<SessionRelation | null> {
    return this.sessions.read(sessionId);
  }

  async essay(essayId: number): Promise<EssayRelation | null> {
    const [row] = await this.em.execute<EssayRelation[]>(
      `select e.student_id, e.tutor_id, e.status, h.state as hold
         from essays e left join content_holds h on h.kind = 'essay' and h.target_id = e.id
        where e.id = ?`,
      [essayId],
    );
    return row ?? null;
  }

  /** The essay an annotation (deleted ones included) belongs to; null when no such annotation. */
  async annotationEssay(annotationId: string): Promise<number | null> {
    const [row] = await this.em.execute<{ essay_id: number }[]>(
      `select essay_id from essay_annotations where id = ?`,
      [annotationId],
    );
    return row?.essay_id ?? null;
  }

  /** The school's sharing switch is read now, so turning it off stops links made before. */
  async sharedLink(key: string): Promise<SharedLinkRelation | null> {
    const [row] = await this.em.execute<SharedLinkRelation[]>(
      `select l.session_id, l.created_at, coalesce(sc.features_shared_sessions, false) as sharing_on, h.state as hold
         from shared_sessions l
         join sessions s on s.id = l.session_id
         join users st on st.id = s.student_id
         left join schools sc on sc.id = st.school_id
         left join content_holds h on h.kind = 'session' and h.target_id = s.id
        where l.key = ?`,
      [key],
    );
    return row ?? null;
  }

  /** Whether the session whose assessment this is was the tutor's; null when no such assessment. */
  async assessmentTutor(
    assessmentId: number,
  ): Promise<{ tutor_id: number; hold: ContentHoldState | null } | null> {
    const [row] = await this.em.execute<{ tutor_id: number; hold: ContentHoldState | null }[]>(
      `select a.tutor_id, h.state as hold
         from assessments a left join content_holds h on h.kind = 'session' and h.target_id = a.session_id
        where a.id = ?`,
      [assessmentId],
    );
    return row ?? null;
  }

  /** A tutor has taught a student when they hold or held a session with them, handed on to or by them included. */
  async hasTaught(tutorId: number, studentId: number): Promise<boolean> {
    const rows = await this.em.execute(
      `select 1 from sessions s
        where s.student_id = ?
          and (s.tutor_id = ? or exists (
                select 1 from session_handoffs h
                 where h.session_id = s.id and (h.outgoing_tutor_id = ? or h.incoming_tutor_id = ?)))
        limit 1`,
      [studentId, tutorId, tutorId, tutorId],
    );
    return rows.length > 0;
  }

  /** Whether the tutor handed the session on, or took it over from another tutor. */
  async handedOn(tutorId: number, sessionId: number): Promise<boolean> {
    const rows = await this.em.execute(
      `select 1 from session_handoffs
        where session_id = ? and (outgoing_tutor_id = ? or incoming_tutor_id = ?)
        limit 1`,
      [sessionId, tutorId, tutorId],
    );
    return rows.length > 0;
  }

  async isStudent(userId: number): Promise<boolean> {
    return (await this.em.execute(`select 1 from students where user_id = ?`, [userId])).length > 0;
  }

  async tutorCommentAuthor(commentId: number): Promise<number | null> {
    const [row] = await this.em.execute<{ author_id: number }[]>(
      `select author_id from tutor_comments where id = ?`,
      [commentId],
    );
    return row?.author_id ?? null;
  }

  /** A canned reply's scope and, for a personal one, whose it is. */
  async cannedReply(id: number): Promise<{ scope: string; owner_id: number | null } | null> {
    const [row] = await this.em.execute<{ scope: string; owner_id: number | null }[]>(
      `select scope, owner_id from canned_replies where id = ?`,
      [id],
    );
    return row ?? null;
  }

  async roles(userId: number): Promise<string[] | null> {
    const [row] = await this.em.execute<{ roles: string[] }[]>(`select roles from users where id = ?`, [
      userId,
    ]);
    return row?.roles ?? null;
  }

  async rosterImportExists(importId: number): Promise<boolean> {
    const rows = await this.em.execute(`select 1 from roster_imports where id = ?`, [importId]);
    return rows.length > 0;
  }

  async rosterSyncExists(syncId: number): Promise<boolean> {
    const rows = await this.em.execute(`select 1 from roster_syncs where id = ?`, [syncId]);
    return rows.length > 0;
  }
}
