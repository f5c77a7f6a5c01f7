import type { ReassignCandidate } from '@lantern/shared/domain/essays/essay-queue-actions';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { QUEUE_ESSAY_COLUMNS, QUEUE_ESSAY_JOINS, type QueueEssayRow } from './queue-essay.query.js';

/** Segment types in which a tutor reviews essays (as in `reserve_next_essay`). */
const REVIEW_SEGMENT_TYPES = ['Writing Review', 'Essay Review'];

export interface EligibleTutorRow {
  id: number;
  first_name: string;
  last_name: string;
  reviewing_now: boolean;
  open_reviews: number;
}

/**
 * The managers' actions on the essay queue: the essay's row locked while one is decided, the
 * changes, and who may be given an essay. Queries only; what is allowed is the service's.
 */
@Injectable()
export class EssayQueueActionsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /**
   * The essay, its row locked (FOR UPDATE, waiting): a tutor's claim of it under way finishes first
   * and is seen, and a tutor asking meanwhile passes it by (`reserve_next_essay` skips locked rows),
   * so the essay never has two holders. The row is read again once locked, by a statement of its
   * own: a locking read that waited re-reads only the locked table's row, and its joined people
   * (who holds it) would still be those from before the wait.
   */
  async lock(em: EntityManager, id: number): Promise<QueueEssayRow | null> {
    const locked = await em.execute<{ id: number }[]>(`select id from essays where id = ? for update`, [id]);
    return locked.length === 0 ? null : this.find(id, em);
  }

  /** The essay as the managers' list shows it. */
  async find(id: number, em: EntityManager = this.em): Promise<QueueEssayRow | null> {
    const rows = await em.execute<QueueEssayRow[]>(
      `select ${QUEUE_ESSAY_COLUMNS} from essays e ${QUEUE_ESSAY_JOINS} where e.id = ?`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * Back to the queue, waiting: no tutor, no reservation, no review under way (a long-review alert
   * may be raised again for its next tutor). The comments and summary stay with the essay.
   */
  async release(em: EntityManager, id: number): Promise<void> {
    await em.execute(
      `update essays set status = ?, tutor_id = null, picked_up_at = null, reserved_by_id = null,
              reserved_until = null, long_review_raised_at = null
        where id = ?`,
      [ESSAY_STATUS.PENDING, id],
    );
  }

  /** In review by the tutor from now, as if they had picked it up. */
  async assign(em: EntityManager, id: number, tutorId: number, now: Date): Promise<void> {
    await em.execute(
      `update essays set status = ?, tutor_id = ?, picked_up_at = ?, reserved_by_id = null,
              reserved_until = null, long_review_raised_at = null
        where id = ?`,
      [ESSAY_STATUS.ASSIGNED, tutorId, now, id],
    );
  }

  async setPrioritisedAt(em: EntityManager, id: number, at: Date | null): Promise<void> {
    await em.execute(`update essays set prioritised_at = ? where id = ?`, [at, id]);
  }

  /** The facts a reassignment checks about a person; null when there is no such account. */
  async candidate(em: EntityManager, userId: number): Promise<ReassignCandidate | null> {
    const rows = await em.execute<ReassignCandidate[]>(
      `select 'tutor' = any(u.roles) as is_tutor,
              coalesce(t.status = 'active', false) as active,
              coalesce(t.essay_review, false) as essay_review,
              array(select l.language_id from tutor_essay_languages l where l.tutor_user_id = u.id)
                as essay_language_ids
         from users u left join tutors t on t.user_id = u.id
        where u.id = ?`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /**
   * The tutors an essay in `languageId` may go to (the rule of `reassignRefusal`, as a query), but
   * the one who has it: those punched in and in a writing-review segment now first, then those with
   * the fewest reviews open, then by name.
   */
  eligibleTutors(languageId: number, holderId: number | null, now: Date): Promise<EligibleTutorRow[]> {
    return this.em.execute<EligibleTutorRow[]>(
      `select u.id, u.first_name, u.last_name,
              exists (select 1 from shifts sh
                        join shift_states st on st.shift_id = sh.id
                       where sh.user_id = u.id and st.state_id = ?
                         and exists (select 1 from shift_segments seg
                                      where seg.shift_id = sh.id and seg.type_name in (?)
                                        and seg.start_time <= ? and seg.end_time > ?)) as reviewing_now,
              (select count(*)::int from essays o where o.tutor_id = u.id and o.status = ?) as open_reviews
         from users u
         join tutors t on t.user_id = u.id
         join tutor_essay_languages l on l.tutor_user_id = u.id and l.language_id = ?
        where 'tutor' = any(u.roles) and t.status = 'active' and t.essay_review and u.id <> ?
        order by reviewing_now desc, open_reviews, u.first_name, u.last_name, u.id`,
      [
        SHIFT_STATE_IDS.IN_PROGRESS,
        REVIEW_SEGMENT_TYPES,
        now,
        now,
        ESSAY_STATUS.ASSIGNED,
        languageId,
        holderId ?? 0,
      ],
    );
  }
}
