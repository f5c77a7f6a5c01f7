import type { Essay } from './entities/essay.entity.js';
import type { EssayViewSource } from './essays.mapper.js';

/**
 * An essay as its views show it (EssayViewSource), read with plain SQL instead of the ORM's four
 * entities: hydrating them was most of a claim's cost in the tutors' race for essays. The columns
 * read from `e`, an essays row or any relation of the same columns (an update's RETURNING *).
 */
export const ESSAY_VIEW_COLUMNS = `e.id, e.status, e.title, e.details, e.language_id, e.section_other,
  e.submission_type, e.source_files, e.instruction_files, e.conversion_state, e.conversion_progress,
  e.conversion_error, e.created_at, e.due_at, e.picked_up_at, e.reviewed_at, e.downloaded_at,
  e.reserved_until, e.summary_rating, e.comments_rating,
  sec.id as section_id, sec.name as section_name,
  st.id as student_id, st.first_name as student_first_name, st.last_name as student_last_name,
  tu.id as tutor_id, tu.first_name as tutor_first_name, tu.last_name as tutor_last_name`;

export const ESSAY_VIEW_JOINS = `join users st on st.id = e.student_id
  left join sections sec on sec.id = e.section_id
  left join users tu on tu.id = e.tutor_id`;

type Timestamp = Date | string;

/** A row of ESSAY_VIEW_COLUMNS as the driver gives it. */
export interface EssayViewRow {
  id: number;
  status: number;
  title: string;
  details: string;
  language_id: number;
  section_other: string | null;
  submission_type: Essay['submissionType'];
  source_files: Essay['sourceFiles'];
  instruction_files: Essay['instructionFiles'];
  conversion_state: Essay['conversionState'];
  conversion_progress: number;
  conversion_error: string | null;
  created_at: Timestamp;
  due_at: Timestamp;
  picked_up_at: Timestamp | null;
  reviewed_at: Timestamp | null;
  downloaded_at: Timestamp | null;
  reserved_until: Timestamp | null;
  summary_rating: number | null;
  comments_rating: number | null;
  section_id: number | null;
  section_name: string | null;
  student_id: number;
  student_first_name: string;
  student_last_name: string;
  tutor_id: number | null;
  tutor_first_name: string | null;
  tutor_last_name: string | null;
}

const date = (value: Timestamp) => new Date(value);
const dateOrNull = (value: Timestamp | null) => (value === null ? null : new Date(value));

export function fromEssayViewRow(row: EssayViewRow): EssayViewSource {
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    details: row.details,
    languageId: row.language_id,
    sectionOther: row.section_other,
    submissionType: row.submission_type,
    sourceFiles: row.source_files,
    instructionFiles: row.instruction_files,
    conversionState: row.conversion_state,
    conversionProgress: row.conversion_progress,
    conversionError: row.conversion_error,
    createdAt: date(row.created_at),
    dueAt: date(row.due_at),
    pickedUpAt: dateOrNull(row.picked_up_at),
    reviewedAt: dateOrNull(row.reviewed_at),
    downloadedAt: dateOrNull(row.downloaded_at),
    reservedUntil: dateOrNull(row.reserved_until),
    summaryRating: row.summary_rating,
    commentsRating: row.comments_rating,
    section: row.section_id === null ? null : { id: row.section_id, name: row.section_name ?? '' },
    student: { id: row.student_id, firstName: row.student_first_name, lastName: row.student_last_name },
    tutor:
      row.tutor_id === null
        ? null
        : { id: row.tutor_id, firstName: row.tutor_first_name ?? '', lastName: row.tutor_last_name ?? '' },
  };
}
