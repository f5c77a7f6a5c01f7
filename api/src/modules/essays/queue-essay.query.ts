import type { QueueEssay } from '@lantern/shared/contracts/service';
import { essayRisk } from '@lantern/shared/domain/essays/essay-risk';

/**
 * An open essay as the managers' queue shows it, read with plain SQL: the essay `e`, its student,
 * the tutor reviewing it and the one holding its reservation. The managers' list pages through
 * these (`service/essay-queue-view.repository.ts`); the queue actions answer with one.
 */
export const QUEUE_ESSAY_COLUMNS = `e.id, e.title, e.status, e.language_id, e.created_at, e.due_at, e.prioritised_at,
  e.conversion_state = 'converted' as ready,
  floor(extract(epoch from e.due_at) * 1000000)::bigint::text as due_us,
  floor(extract(epoch from e.prioritised_at) * 1000000)::bigint::text as prioritised_us,
  e.reserved_until, e.picked_up_at,
  s.id as student_id, s.first_name as student_first_name, s.last_name as student_last_name,
  t.id as tutor_id, t.first_name as tutor_first_name, t.last_name as tutor_last_name,
  r.id as reserved_by_id, r.first_name as reserved_first_name, r.last_name as reserved_last_name`;

export const QUEUE_ESSAY_JOINS = `join users s on s.id = e.student_id
  left join users t on t.id = e.tutor_id
  left join users r on r.id = e.reserved_by_id`;

type Timestamp = Date | string;

export interface QueueEssayRow {
  id: number;
  title: string;
  status: number;
  language_id: number;
  created_at: Timestamp;
  due_at: Timestamp;
  prioritised_at: Timestamp | null;
  ready: boolean;
  /** Microseconds since the epoch: a cursor's exact position. */
  due_us: string;
  prioritised_us: string | null;
  reserved_until: Timestamp | null;
  picked_up_at: Timestamp | null;
  student_id: number;
  student_first_name: string;
  student_last_name: string;
  tutor_id: number | null;
  tutor_first_name: string | null;
  tutor_last_name: string | null;
  reserved_by_id: number | null;
  reserved_first_name: string | null;
  reserved_last_name: string | null;
}

// Raw rows carry the driver's timestamps (strings with MikroORM's PostgreSQL driver).
const seconds = (date: Timestamp) => Math.floor(new Date(date).getTime() / 1000);
const secondsOrNull = (date: Timestamp | null) => (date ? seconds(date) : null);
const personOrNull = (id: number | null, first: string | null, last: string | null) =>
  id === null ? null : { id, first_name: first ?? '', last_name: last ?? '' };

export function toQueueEssay(row: QueueEssayRow, now: number): QueueEssay {
  return {
    id: row.id,
    title: row.title,
    student: { id: row.student_id, first_name: row.student_first_name, last_name: row.student_last_name },
    language_id: row.language_id,
    status: row.status,
    created_at: seconds(row.created_at),
    due_at: seconds(row.due_at),
    risk: essayRisk(seconds(row.due_at), now),
    tutor: personOrNull(row.tutor_id, row.tutor_first_name, row.tutor_last_name),
    reserved_by: personOrNull(row.reserved_by_id, row.reserved_first_name, row.reserved_last_name),
    reserved_until: secondsOrNull(row.reserved_until),
    picked_up_at: secondsOrNull(row.picked_up_at),
    prioritised_at: secondsOrNull(row.prioritised_at),
    ready: row.ready,
  };
}
