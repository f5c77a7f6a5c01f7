import { SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { Essay } from './entities/essay.entity.js';

const POPULATE = ['section', 'tutor', 'student'] as const;
/** The first key of the advisory lock a tutor holds while their next essay is chosen; the second is their id. */
const TUTOR_ESSAY_LOCK_SPACE = 21;
/** Segment types in which a tutor reviews essays (`segmentAllowsOnlyEssayReview`, as a query). */
const REVIEW_SEGMENT_TYPES = ['Writing Review', 'Essay Review'];

/** Queries only; decisions live in the services. */
@Injectable()
export class EssaysRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  find(id: number, em: EntityManager = this.em): Promise<Essay | null> {
    return em.findOne(Essay, { id }, { populate: POPULATE });
  }

  /** A student's essays in the given statuses, newest first; those a superuser holds are left out. */
  async listFor(
    studentId: number,
    statuses: readonly number[],
    page: number,
    pageSize: number,
  ): Promise<[Essay[], number]> {
    const held = await this.heldEssayIdsOf(studentId);
    return this.em.findAndCount(
      Essay,
      {
        student: studentId,
        status: { $in: [...statuses] },
        ...(held.length > 0 ? { id: { $nin: held } } : {}),
      },
      {
        populate: POPULATE,
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: pageSize,
        offset: (page - 1) * pageSize,
      },
    );
  }

  /** The student's essays a superuser hid or quarantined (few: a hold is rare). */
  async heldEssayIdsOf(studentId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.em.execute(
      `select h.target_id as id from content_holds h join essays e on e.id = h.target_id
        where h.kind = 'essay' and e.student_id = ?`,
      [studentId],
    );
    return rows.map((row) => row.id);
  }

  async isQuarantined(essayId: number): Promise<boolean> {
    const rows: unknown[] = await this.em.execute(
      `select 1 from content_holds where kind = 'essay' and target_id = ? and state = 'quarantined'`,
      [essayId],
    );
    return rows.length > 0;
  }

  countWithStatus(studentId: number, status: number): Promise<number> {
    return this.em.count(Essay, { student: studentId, status });
  }

  /** Withdraws the essay if it is the student's and still pending; false otherwise (nothing changed). */
  async cancelPending(id: number, studentId: number, at: Date): Promise<boolean> {
    const rows: { id: number }[] = await this.em.execute(
      `update essays set status = ?, cancelled_at = ?, reserved_by_id = null, reserved_until = null
        where id = ? and student_id = ? and status = ? returning id`,
      [ESSAY_STATUS.CANCELLED, at, id, studentId, ESSAY_STATUS.PENDING],
    );
    return rows.length > 0;
  }

  /** The first download of a reviewed essay marks it downloaded; later ones change nothing. */
  async markDownloaded(id: number, at: Date): Promise<boolean> {
    const rows: { id: number }[] = await this.em.execute(
      `update essays set status = ?, downloaded_at = ? where id = ? and status = ? returning id`,
      [ESSAY_STATUS.DOWNLOADED, at, id, ESSAY_STATUS.REVIEWED],
    );
    return rows.length > 0;
  }

  /** Serialises one tutor's calls for their next essay (two tabs asking at once get the same one). */
  async lockTutor(em: EntityManager, tutorId: number): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(?, ?)', [TUTOR_ESSAY_LOCK_SPACE, tutorId]);
  }

  /** The essay a tutor holds now: assigned to them, else reserved for them and not expired. */
  async heldBy(
    em: EntityManager,
    tutorId: number,
    now: Date,
  ): Promise<{ id: number; state: 'assigned' | 'reserved' } | null> {
    const rows: { id: number; state: 'assigned' | 'reserved' }[] = await em.execute(
      `select id, case when status = ? then 'assigned' else 'reserved' end as state from essays
        where (status = ? and tutor_id = ?)
           or (status = ? and reserved_by_id = ? and reserved_until > ?)
        order by status desc, due_at, id
        limit 1`,
      [ESSAY_STATUS.ASSIGNED, ESSAY_STATUS.ASSIGNED, tutorId, ESSAY_STATUS.PENDING, tutorId, now],
    );
    return rows[0] ?? null;
  }

  /**
   * Reserves the pending essay due first in one of the tutor's essay languages whose PDF is ready and
   * which nobody holds (no reservation, or an expired one). The row is taken with SKIP LOCKED: a
   * tutor reserving at the same moment takes the next essay instead of waiting for this one.
   */
  async reserveNext(em: EntityManager, tutorId: number, now: Date, until: Date): Promise<number | null> {
    const rows: { id: number }[] = await em.execute(
      `update essays set reserved_by_id = ?, reserved_until = ?
        where id = (
          select e.id from essays e
           where e.status = ? and e.conversion_state = 'converted'
             and (e.reserved_until is null or e.reserved_until <= ?)
             and e.language_id in (select language_id from tutor_essay_languages where tutor_user_id = ?)
           order by e.due_at, e.id
           limit 1
           for update skip locked)
        returning id`,
      [tutorId, until, ESSAY_STATUS.PENDING, now, tutorId],
    );
    return rows[0]?.id ?? null;
  }

  /** Makes a reservation the tutor still holds theirs for review; false when it is no longer theirs. */
  async pickUp(id: number, tutorId: number, now: Date): Promise<boolean> {
    const rows: { id: number }[] = await this.em.execute(
      `update essays set status = ?, tutor_id = ?, picked_up_at = ?, reserved_by_id = null, reserved_until = null
        where id = ? and status = ? and reserved_by_id = ? and reserved_until > ?
        returning id`,
      [ESSAY_STATUS.ASSIGNED, tutorId, now, id, ESSAY_STATUS.PENDING, tutorId, now],
    );
    return rows.length > 0;
  }

  /** Essays still waiting for their conversion to be queued since before `before`. */
  async queuedBefore(before: Date): Promise<number[]> {
    const rows: { id: number }[] = await this.em.execute(
      `select id from essays where conversion_state = 'queued' and status = ? and created_at < ? order by id`,
      [ESSAY_STATUS.PENDING, before],
    );
    return rows.map((row) => row.id);
  }

  /** Clears reservations that ran out, returning the essays now back in the queue. */
  async releaseExpired(now: Date): Promise<number[]> {
    const rows: { id: number }[] = await this.em.execute(
      `update essays set reserved_by_id = null, reserved_until = null
        where status = ? and reserved_until <= ? returning id`,
      [ESSAY_STATUS.PENDING, now],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Whether the tutor may take a new essay now: an active essay reviewer, punched in and working
   * (state in progress) in a writing-review segment that covers `now`.
   */
  async mayReviewNow(tutorId: number, now: Date): Promise<boolean> {
    const rows: unknown[] = await this.em.execute(
      `select 1 from shift_states st
         join shifts sh on sh.id = st.shift_id
         join tutors t on t.user_id = sh.user_id
        where sh.user_id = ? and st.state_id = ? and t.status = 'active' and t.essay_review
          and exists (select 1 from shift_segments seg
                       where seg.shift_id = sh.id and seg.type_name in (?, ?)
                         and seg.start_time <= ? and seg.end_time > ?)
        limit 1`,
      [tutorId, SHIFT_STATE_IDS.IN_PROGRESS, ...REVIEW_SEGMENT_TYPES, now, now],
    );
    return rows.length > 0;
  }
}
