import { SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import type { RoutingCandidate } from '@lantern/shared/domain/live-help/tutor-routing';
import {
  FINISHED_SHIFT_STATE_IDS,
  type LiveHelpSegment,
} from '@lantern/shared/domain/live-help/subject-availability';
import type { StoredFile } from '@lantern/shared/contracts/files';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { LiveSession } from './entities/live-session.entity.js';
import { SessionMessage } from './entities/session-message.entity.js';

const POPULATE = ['student', 'tutor', 'subject', 'topic'] as const;
/** The first key of the advisory locks taken while a tutor is given a session; the second is their id. */
const TUTOR_SEATS_LOCK_SPACE = 8;
/** The first key of the advisory lock a student's request holds; the second is their id. */
const STUDENT_REQUEST_LOCK_SPACE = 9;
/** The advisory lock (space, key) that one session's matching holds on every instance at once. */
const MATCHING_TURN_LOCK = [10, 0] as const;
/** How many recent waits the waiting room's estimate looks at. */
const RECENT_WAITS = 20;

export interface StoredMessageRow {
  id: string | number;
  session_id: number;
  seq: number;
  client_id: string;
  sender_id: number | null;
  kind: SessionMessage['kind'];
  text: string;
  is_flagged: boolean;
  media: StoredFile | null;
  created_at: Date;
}

export interface InsertedMessageRow extends StoredMessageRow {
  student_id: number;
  tutor_id: number;
}

/** Queries only; decisions live in the services. */
@Injectable()
export class SessionsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  find(id: number, em: EntityManager = this.em): Promise<LiveSession | null> {
    return em.findOne(LiveSession, { id }, { populate: POPULATE });
  }

  /** Who tutors the session (null while it waits, or when there is no such session). */
  async tutorIdOf(id: number): Promise<number | null> {
    const rows: { tutor_id: number | null }[] = await this.em.execute(
      'select tutor_id from sessions where id = ?',
      [id],
    );
    return rows[0]?.tutor_id ?? null;
  }

  /** The student's session that is still waiting or in chat, if any: a student has one at a time. */
  openSessionOf(studentId: number, em: EntityManager = this.em): Promise<LiveSession | null> {
    return em.findOne(
      LiveSession,
      { student: studentId, status: { $in: ['waiting', 'matched'] } },
      { populate: POPULATE },
    );
  }

  /**
   * Stores a message with the session's next seq in one statement, only while the session is
   * open and the sender is one of its two people. A second send with the same client id stores
   * nothing (the seq it drew is skipped; clients never assume seqs are consecutive).
   */
  async insertMessage(input: {
    sessionId: number;
    senderId: number;
    clientId: string;
    kind: SessionMessage['kind'];
    text: string;
    isFlagged: boolean;
    media?: StoredFile | null;
    at: Date;
  }): Promise<{ row: InsertedMessageRow | null; duplicate: StoredMessageRow | null }> {
    const inserted: InsertedMessageRow[] = await this.em.execute(
      `with next as (
         update sessions set last_seq = last_seq + 1
          where id = ? and status = 'matched' and (student_id = ? or tutor_id = ?)
          returning last_seq, student_id, tutor_id),
       stored as (
         insert into session_messages (session_id, seq, client_id, sender_id, kind, text, is_flagged, media, created_at)
         select ?, next.last_seq, ?, ?, ?, ?, ?, ?::jsonb, ? from next
         on conflict (session_id, client_id) do nothing
         returning *)
       select stored.*, next.student_id, next.tutor_id from stored, next`,
      [
        input.sessionId,
        input.senderId,
        input.senderId,
        input.sessionId,
        input.clientId,
        input.senderId,
        input.kind,
        input.text,
        input.isFlagged,
        input.media ? JSON.stringify(input.media) : null,
        input.at,
      ],
    );
    if (inserted[0]) return { row: inserted[0], duplicate: null };
    const existing: StoredMessageRow[] = await this.em.execute(
      'select * from session_messages where session_id = ? and client_id = ?',
      [input.sessionId, input.clientId],
    );
    return { row: null, duplicate: existing[0] ?? null };
  }

  /** A line from the system (matched, ended ...) with the session's next seq; the caller holds the session. */
  async insertSystemMessage(
    em: EntityManager,
    sessionId: number,
    clientId: string,
    text: string,
    at: Date,
  ): Promise<StoredMessageRow> {
    const rows: StoredMessageRow[] = await em.execute(
      `with next as (update sessions set last_seq = last_seq + 1 where id = ? returning last_seq)
       insert into session_messages (session_id, seq, client_id, sender_id, kind, text, is_flagged, created_at)
       select ?, next.last_seq, ?, null, 'system', ?, false, ? from next
       returning *`,
      [sessionId, sessionId, clientId, text, at],
    );
    return rows[0]!;
  }

  /** Marks messages read up to a seq for the reader's side; never moves backwards. */
  async markRead(sessionId: number, readerId: number, upToSeq: number): Promise<number | null> {
    const rows: { seq: number }[] = await this.em.execute(
      `update sessions set
         student_read_seq = case when student_id = ? then greatest(student_read_seq, least(?, last_seq)) else student_read_seq end,
         tutor_read_seq = case when tutor_id = ? then greatest(tutor_read_seq, least(?, last_seq)) else tutor_read_seq end
       where id = ? and (student_id = ? or tutor_id = ?)
       returning case when student_id = ? then student_read_seq else tutor_read_seq end as seq`,
      [readerId, upToSeq, readerId, upToSeq, sessionId, readerId, readerId, readerId],
    );
    return rows[0]?.seq ?? null;
  }

  /** Messages from the other person after the viewer's read mark, for each of the sessions. */
  async unreadCounts(sessionIds: readonly number[], viewerId: number): Promise<Map<number, number>> {
    if (sessionIds.length === 0) return new Map();
    const rows: { session_id: number; unread: string }[] = await this.em.execute(
      `select m.session_id, count(*) as unread
         from session_messages m join sessions s on s.id = m.session_id
        where m.session_id in (${sessionIds.map(() => '?').join(',')})
          and m.sender_id is not null and m.sender_id <> ?
          and m.seq > case when s.student_id = ? then s.student_read_seq else s.tutor_read_seq end
        group by m.session_id`,
      [...sessionIds, viewerId, viewerId],
    );
    return new Map(rows.map((row) => [row.session_id, Number(row.unread)]));
  }

  /**
   * Waits for this instance's turn to match one session, held until the transaction ends. Matching
   * one session at a time across instances keeps "oldest first" true: otherwise an instance holding
   * the oldest session could lose the last seat to another holding a younger one.
   */
  async takeMatchingTurn(em: EntityManager): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(?, ?)', [...MATCHING_TURN_LOCK]);
  }

  /**
   * The oldest waiting session not yet tried in this round, locked; one held elsewhere (a student
   * cancelling it) is skipped rather than waited for.
   */
  async lockNextWaiting(em: EntityManager, triedIds: readonly number[]): Promise<LiveSession | null> {
    const rows: { id: number }[] = await em.execute(
      `select id from sessions
        where status = 'waiting' and chat_type = 'tutor'
          ${triedIds.length ? `and id not in (${triedIds.map(() => '?').join(',')})` : ''}
        order by requested_at, id
        limit 1
        for update skip locked`,
      [...triedIds],
    );
    return rows[0] ? em.findOne(LiveSession, { id: rows[0].id }, { populate: POPULATE }) : null;
  }

  /**
   * Tutors who may take a live session now: punched in and working (state in progress) in a
   * tutoring segment that covers `now` and takes live sessions (`segmentTakesLiveSessions`, as a
   * query), active, at their console (not away: tutor_presence), with what routing needs to rank them.
   */
  async routingCandidates(em: EntityManager, now: Date, maxSessions: number): Promise<RoutingCandidate[]> {
    const rows: {
      user_id: number;
      subject_ids: number[];
      language_ids: number[];
      open_sessions: string;
      idle_since: Date;
    }[] = await em.execute(
      `select t.user_id,
              array(select subject_id from tutor_subjects where tutor_user_id = t.user_id) as subject_ids,
              array(select language_id from tutor_languages where tutor_user_id = t.user_id) as language_ids,
              (select count(*) from sessions s where s.tutor_id = t.user_id and s.status = 'matched') as open_sessions,
              coalesce((select max(matched_at) from sessions s where s.tutor_id = t.user_id), st.updated_at) as idle_since
         from shift_states st
         join shifts sh on sh.id = st.shift_id
         join tutors t on t.user_id = sh.user_id
        where st.state_id = ? and t.status = 'active'
          and not exists (select 1 from tutor_presence p where p.user_id = t.user_id and p.away_reason is not null)
          and exists (select 1 from shift_segments seg
                       where seg.shift_id = sh.id and seg.type_name = 'Tutoring Session' and seg.is_sessionable
                         and seg.start_time <= ? and seg.end_time > ?)`,
      [SHIFT_STATE_IDS.IN_PROGRESS, now, now],
    );
    return rows.map((row) => ({
      user_id: row.user_id,
      subject_ids: row.subject_ids,
      language_ids: row.language_ids,
      open_sessions: Number(row.open_sessions),
      max_sessions: maxSessions,
      total_sessions_load: Number(row.open_sessions),
      subject_scores: {},
      idle_since: Math.floor(new Date(row.idle_since).getTime() / 1000),
    }));
  }

  /**
   * The live-help segments of active tutors teaching the subject that `subjectAvailability` needs:
   * every one running now, and the soonest still to come, each of a shift that can still be worked.
   */
  async liveHelpSegments(subjectId: number, now: Date): Promise<LiveHelpSegment[]> {
    const finished = `{${FINISHED_SHIFT_STATE_IDS.join(',')}}`;
    const segments = `select seg.start_time, seg.end_time, st.state_id as shift_state_id
         from shift_segments seg
         join shifts sh on sh.id = seg.shift_id
         join shift_states st on st.shift_id = sh.id
         join tutors t on t.user_id = sh.user_id and t.status = 'active'
         join tutor_subjects ts on ts.tutor_user_id = t.user_id and ts.subject_id = ?
        where seg.type_name = 'Tutoring Session' and seg.is_sessionable and st.state_id <> all(?::int[])`;
    const rows: { start_time: Date; end_time: Date; shift_state_id: number }[] = await this.em.execute(
      `(${segments} and seg.start_time <= ? and seg.end_time > ?)
       union all
       (${segments} and seg.start_time > ? order by seg.start_time limit 1)`,
      [subjectId, finished, now, now, subjectId, finished, now],
    );
    const seconds = (date: Date) => Math.floor(new Date(date).getTime() / 1000);
    return rows.map((row) => ({
      start_time: seconds(row.start_time),
      end_time: seconds(row.end_time),
      shift_state_id: row.shift_state_id,
    }));
  }

  /** Holds the student's requests until the transaction ends: one open session, also against two tabs. */
  async lockStudentRequests(em: EntityManager, studentId: number): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(?, ?)', [STUDENT_REQUEST_LOCK_SPACE, studentId]);
  }

  /**
   * The AI tutor's user, unless it is there already (two instances may make it at once). Plain SQL
   * so that a lost race is no error.
   */
  async createAiTutorUser(
    em: EntityManager,
    user: { username: string; passwordHash: string; userTypeId: number },
  ): Promise<void> {
    await em.execute(
      `insert into users (username, password_hash, first_name, last_name, roles, "current_role", user_type_id,
                          created_at, updated_at)
       values (?, ?, 'AI', 'Tutor', '{}', 'tutor', ?, now(), now())
       on conflict (username) do nothing`,
      [user.username, user.passwordHash, user.userTypeId],
    );
  }

  /** Holds the tutor's seats until the transaction ends, so two matches never exceed their limit. */
  async lockTutorSeats(em: EntityManager, tutorId: number): Promise<number> {
    await em.execute('select pg_advisory_xact_lock(?, ?)', [TUTOR_SEATS_LOCK_SPACE, tutorId]);
    const rows: { open: string }[] = await em.execute(
      `select count(*) as open from sessions where tutor_id = ? and status = 'matched'`,
      [tutorId],
    );
    return Number(rows[0]?.open ?? 0);
  }

  /** Place in the queue: waiting sessions of the same subject requested before this one, plus one. */
  async queuePosition(session: LiveSession): Promise<number> {
    const rows: { ahead: string }[] = await this.em.execute(
      `select count(*) as ahead from sessions
        where status = 'waiting' and chat_type = 'tutor' and subject_id = ?
          and (requested_at, id) < (?, ?)`,
      [session.subject.id, session.requestedAt, session.id],
    );
    return Number(rows[0]?.ahead ?? 0) + 1;
  }

  /** Waits (seconds) of the subject's most recently matched sessions. */
  async recentWaits(subjectId: number): Promise<number[]> {
    const rows: { wait: string }[] = await this.em.execute(
      `select extract(epoch from matched_at - requested_at) as wait from sessions
        where subject_id = ? and matched_at is not null
        order by matched_at desc limit ?`,
      [subjectId, RECENT_WAITS],
    );
    return rows.map((row) => Math.max(0, Math.round(Number(row.wait))));
  }

  /** Matched sessions whose tutor has not written since being matched `seconds` or more ago. */
  async silentCandidates(now: Date, seconds: number): Promise<number[]> {
    const rows: { id: number }[] = await this.em.execute(
      `select s.id from sessions s
        where s.status = 'matched' and s.chat_type = 'tutor'
          and s.matched_at <= ?::timestamptz - make_interval(secs => ?)
          and not exists (select 1 from session_messages m where m.session_id = s.id and m.sender_id = s.tutor_id)
        order by s.matched_at`,
      [now, seconds],
    );
    return rows.map((row) => row.id);
  }

  /** The session, locked, if it is still matched; skipped when another instance holds it. */
  async lockMatched(em: EntityManager, sessionId: number): Promise<LiveSession | null> {
    const rows: { id: number }[] = await em.execute(
      `select id from sessions where id = ? and status = 'matched' for update skip locked`,
      [sessionId],
    );
    return rows[0] ? em.findOne(LiveSession, { id: sessionId }, { populate: POPULATE }) : null;
  }

  /** When `senderId` first wrote in the session (unix seconds), or null. */
  async firstMessageAt(em: EntityManager, sessionId: number, senderId: number): Promise<number | null> {
    const rows: { at: Date | null }[] = await em.execute(
      `select min(created_at) as at from session_messages where session_id = ? and sender_id = ?`,
      [sessionId, senderId],
    );
    const at = rows[0]?.at;
    return at ? Math.floor(new Date(at).getTime() / 1000) : null;
  }

  /** People's names by id (those who exist). */
  async names(userIds: readonly number[]): Promise<Map<number, { first_name: string; last_name: string }>> {
    if (userIds.length === 0) return new Map();
    const rows: { id: number; first_name: string; last_name: string }[] = await this.em.execute(
      'select id, first_name, last_name from users where id in (?)',
      [userIds],
    );
    return new Map(rows.map((row) => [row.id, { first_name: row.first_name, last_name: row.last_name }]));
  }

  /** The session's last `limit` messages, oldest first. */
  async recentMessages(sessionId: number, limit: number): Promise<StoredMessageRow[]> {
    const rows: StoredMessageRow[] = await this.em.execute(
      `select * from (select * from session_messages where session_id = ? order by seq desc limit ?) last
        order by seq`,
      [sessionId, limit],
    );
    return rows;
  }
}
