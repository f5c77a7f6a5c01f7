import type { SessionPerson } from '@lantern/shared/contracts/sessions';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { LiveSession } from './entities/live-session.entity.js';
import { SessionMessage } from './entities/session-message.entity.js';

/** What a session's view names: its people, its subject and its topic. */
const POPULATE = ['student', 'tutor', 'subject', 'topic'] as const;

/**
 * Reads of what sessions were: the lists of a person's sessions, a student's record of them, and
 * the messages and tutors a transcript shows. Queries only; decisions live in the services.
 */
@Injectable()
export class SessionHistoryRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async listFor(
    userId: number,
    scope: 'open' | 'history',
    page: number,
    pageSize: number,
  ): Promise<[LiveSession[], number]> {
    const statuses = scope === 'open' ? ['waiting', 'matched'] : ['ended', 'transferred'];
    // A superuser's hold takes a past session out of its people's lists; an open one stays usable.
    const held = scope === 'history' ? await this.heldSessionIdsOf(userId) : [];
    return this.em.findAndCount(
      LiveSession,
      {
        $or: [{ student: userId }, { tutor: userId }],
        status: { $in: statuses as LiveSession['status'][] },
        ...(held.length ? { id: { $nin: held } } : {}),
      },
      {
        populate: POPULATE,
        orderBy: scope === 'open' ? { requestedAt: 'asc', id: 'asc' } : { endedAt: 'desc', id: 'desc' },
        limit: pageSize,
        offset: (page - 1) * pageSize,
      },
    );
  }

  /** A student's ended and transferred sessions with any tutor, latest first, but those a superuser holds. */
  async pastOfStudent(studentId: number, page: number, pageSize: number): Promise<[LiveSession[], number]> {
    const held = await this.heldSessionIdsOf(studentId);
    return this.em.findAndCount(
      LiveSession,
      {
        student: studentId,
        status: { $in: ['ended', 'transferred'] },
        ...(held.length ? { id: { $nin: held } } : {}),
      },
      {
        populate: POPULATE,
        orderBy: { endedAt: 'desc', id: 'desc' },
        limit: pageSize,
        offset: (page - 1) * pageSize,
      },
    );
  }

  /** Of these sessions, the ones the tutor handed on or was handed. */
  async handedOnWith(tutorId: number, sessionIds: number[]): Promise<Set<number>> {
    if (sessionIds.length === 0) return new Set();
    const rows: { session_id: number }[] = await this.em.execute(
      `select distinct session_id from session_handoffs
        where (outgoing_tutor_id = ? or incoming_tutor_id = ?)
          and session_id in (${sessionIds.map(() => '?').join(',')})`,
      [tutorId, tutorId, ...sessionIds],
    );
    return new Set(rows.map((row) => row.session_id));
  }

  /** The person's sessions a superuser hid or quarantined (few: a hold is rare). */
  async heldSessionIdsOf(userId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.em.execute(
      `select h.target_id as id from content_holds h join sessions s on s.id = h.target_id
       where h.kind = 'session' and (s.student_id = ? or s.tutor_id = ?)`,
      [userId, userId],
    );
    return rows.map((row) => row.id);
  }

  /** The session's messages after `afterSeq`, in order: all of them, or the first `limit` (a transcript's page). */
  messagesAfter(sessionId: number, afterSeq: number, limit?: number): Promise<SessionMessage[]> {
    return this.em.find(
      SessionMessage,
      { session: sessionId, seq: { $gt: afterSeq } },
      { orderBy: { seq: 'asc' }, ...(limit === undefined ? {} : { limit }) },
    );
  }

  /** The tutors who handed this session on, each once, in the order they handed it. */
  async formerTutors(sessionId: number): Promise<SessionPerson[]> {
    return this.em.execute(
      `select u.id, u.first_name, u.last_name, u.user_type_id
         from session_handoffs h join users u on u.id = h.outgoing_tutor_id
        where h.session_id = ?
        group by u.id
        order by min(h.created_at), u.id`,
      [sessionId],
    );
  }
}
