import { SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { type PreparedStatement, runPrepared } from '../../platform/database/prepared-statement.js';
import { Essay } from './entities/essay.entity.js';
import {
  ESSAY_VIEW_COLUMNS,
  ESSAY_VIEW_JOINS,
  type EssayViewRow,
  fromEssayViewRow,
} from './essay-view.query.js';
import type { EssayViewSource } from './essays.mapper.js';

const POPULATE = ['section', 'tutor', 'student'] as const;
/** The first key of the advisory lock a tutor holds while their next essay is chosen; the second is their id. */
const TUTOR_ESSAY_LOCK_SPACE = 21;
/** Segment types in which a tutor reviews essays (`segmentAllowsOnlyEssayReview`, as a query). */
const REVIEW_SEGMENT_TYPES = ['Writing Review', 'Essay Review'];

type Held = 'assigned' | 'reserved' | 'fresh';

export interface LongReviewRow {
  id: number;
  title: string;
  tutor_id: number;
  first_name: string;
  picked_up_at: string | Date;
  due_at: string | Date;
}

/** The tutor's next essay (`reserve_next_essay`), its people and section joined to the row it answers. */
const RESERVE_NEXT: PreparedStatement = {
  name: 'essays.reserve-next',
  text: `select r.r_outcome, v.*
           from reserve_next_essay($1, $2, $3, $4, $5, $6, $7, $8::jsonb) r
           left join lateral (
             select ${ESSAY_VIEW_COLUMNS} from (select (r.r_essay).*) e ${ESSAY_VIEW_JOINS}
           ) v on true`,
};

/**
 * A reservation picked up, answering the essay as its views show it. The view is read from the
 * update's own rows (the statement's snapshot would still show the essay pending).
 */
const PICK_UP: PreparedStatement = {
  name: 'essays.pick-up',
  text: `with e as (
           update essays set status = $1, tutor_id = $2, picked_up_at = $3, reserved_by_id = null, reserved_until = null
            where id = $4 and status = $5 and reserved_by_id = $2 and reserved_until > $3
            returning *)
         select ${ESSAY_VIEW_COLUMNS} from e ${ESSAY_VIEW_JOINS}`,
};
/** What `reserveNext` found: an essay the tutor holds (or just reserved), or why there is none. */
export type Reservation =
  { outcome: Held; essay: EssayViewSource } | { outcome: 'none' } | { outcome: 'not_in_segment' };

/** Queries only; decisions live in the services. */
@Injectable()
export class EssaysRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  find(id: number, em: EntityManager = this.em): Promise<Essay | null> {
    return em.findOne(Essay, { id }, { populate: POPULATE });
  }

  /** The essay as its views show it, in one query and without the ORM's entities. */
  async findView(id: number): Promise<EssayViewSource | null> {
    const rows: EssayViewRow[] = await this.em.execute(
      `select ${ESSAY_VIEW_COLUMNS} from essays e ${ESSAY_VIEW_JOINS} where e.id = ?`,
      [id],
    );
    return rows[0] ? fromEssayViewRow(rows[0]) : null;
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

  countWithStatus(studentId: number, status: number): Promise<number> {
    return this.em.count(Essay, { student: studentId, status });
  }

  /** Withdraws the essay if it is the student's and still pending; false otherwise (nothing changed). */
  /** Whether the essay has been withdrawn, read afresh (another instance may have done it). */
  /** Conditional: two tabs opening the review at once start one generation. */
  async claimSuggestions(id: number, state: 'generating' | 'unavailable'): Promise<boolean> {
    const rows: { id: number }[] = await this.em.execute(
      `update essays set suggestions_state = ? where id = ? and (suggestions_state is null or suggestions_state = 'unavailable')
       returning id`,
      [state, id],
    );
    return rows.length > 0;
  }

  /** Conditional, so a second submit racing this one cannot review the essay twice. */
  async markReviewed(
    id: number,
    tutorId: number,
    review: { at: Date; pdfKey: string; plagiarismFree: boolean; summaryComment: string },
  ): Promise<boolean> {
    const rows: { id: number }[] = await this.em.execute(
      `update essays set status = ?, reviewed_at = ?, reviewed_pdf_key = ?, plagiarism_free = ?, summary_comment = ?
        where id = ? and status = ? and tutor_id = ? returning id`,
      [
        ESSAY_STATUS.REVIEWED,
        review.at,
        review.pdfKey,
        review.plagiarismFree,
        review.summaryComment,
        id,
        ESSAY_STATUS.ASSIGNED,
        tutorId,
      ],
    );
    return rows.length > 0;
  }

  /**
   * Marks every essay in review since before `since` as raised, once: two instances sweeping the
   * same minute claim each essay once. Answers what the action item needs.
   */
  claimLongReviews(now: Date, since: Date): Promise<LongReviewRow[]> {
    return this.em.execute(
      `update essays e set long_review_raised_at = ?
         from users u
        where u.id = e.tutor_id and e.status = ? and e.picked_up_at <= ? and e.long_review_raised_at is null
        returning e.id, e.title, e.tutor_id, u.first_name, e.picked_up_at, e.due_at`,
      [now, ESSAY_STATUS.ASSIGNED, since],
    );
  }

  async isCancelled(id: number): Promise<boolean> {
    const rows: { status: number }[] = await this.em.execute(`select status from essays where id = ?`, [id]);
    return rows[0]?.status === ESSAY_STATUS.CANCELLED;
  }

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

  /**
   * The tutor's next essay, in one call to `reserve_next_essay` (see its migration): under the
   * tutor's advisory lock, so two tabs asking at once get the same essay, the essay assigned to
   * them, else the one reserved for them and not expired, else, if they are an active essay
   * reviewer working in a writing-review segment now, a fresh reservation of the pending essay due
   * first in their languages whose PDF is ready, which nobody holds (no reservation, or an expired
   * one) and no superuser hid or quarantined. The row is taken with SKIP LOCKED: a tutor reserving
   * at the same moment takes the next essay instead of waiting for this one.
   */
  async reserveNext(tutorId: number, now: Date, until: Date): Promise<Reservation> {
    // The view's columns read the function's own row (`e`); its people and section are joined here.
    const rows = await runPrepared<Partial<EssayViewRow> & { r_outcome: Reservation['outcome'] }>(
      this.em,
      RESERVE_NEXT,
      [
        tutorId,
        now,
        until,
        TUTOR_ESSAY_LOCK_SPACE,
        ESSAY_STATUS.PENDING,
        ESSAY_STATUS.ASSIGNED,
        SHIFT_STATE_IDS.IN_PROGRESS,
        JSON.stringify(REVIEW_SEGMENT_TYPES),
      ],
    );
    const row = rows[0];
    if (!row) throw new Error('reserve_next_essay answered nothing');
    const { r_outcome: outcome, ...essay } = row;
    if (outcome === 'none' || outcome === 'not_in_segment') return { outcome };
    if (essay.id == null) throw new Error(`reserve_next_essay held no essay for ${outcome}`);
    return { outcome, essay: fromEssayViewRow(essay as EssayViewRow) };
  }

  /** Makes a reservation the tutor still holds theirs for review; null when it is no longer theirs. */
  async pickUp(id: number, tutorId: number, now: Date): Promise<EssayViewSource | null> {
    const [row] = await runPrepared<EssayViewRow>(this.em, PICK_UP, [
      ESSAY_STATUS.ASSIGNED,
      tutorId,
      now,
      id,
      ESSAY_STATUS.PENDING,
    ]);
    return row ? fromEssayViewRow(row) : null;
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
}
