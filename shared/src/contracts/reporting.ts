/**
 * Lantern's read-only reporting schema (`/administrator/metabase`; the spec embeds an outside BI
 * tool there, Lantern offers a schema any BI tool reads instead). This list is what the page shows
 * and what the migration's views must be: a test reads the database's own description of schema
 * `reporting` and compares it with this, column for column and type for type.
 *
 * Nothing here is secret: no passwords, tokens, names, e-mail addresses, questions or message
 * bodies. Students appear only by `student_key`, a keyed hash of their id that is the same in
 * every view of one Lantern (so they join) and means nothing outside it.
 */

export const REPORTING_SCHEMA = 'reporting';
/** The group role a district's login is made a member of (NOLOGIN itself). */
export const REPORTING_ROLE = 'lantern_reporting';

export const REPORTING_COLUMN_TYPES = [
  'integer',
  'bigint',
  'text',
  'boolean',
  'date',
  'timestamptz',
] as const;
export type ReportingColumnType = (typeof REPORTING_COLUMN_TYPES)[number];

export interface ReportingView {
  name: string;
  columns: readonly { name: string; type: ReportingColumnType }[];
}

const column = (name: string, type: ReportingColumnType) => ({ name, type });

export const REPORTING_VIEWS = [
  {
    name: 'districts',
    columns: [
      column('district_id', 'integer'),
      column('name', 'text'),
      column('licensed_students', 'integer'),
      column('demographics_enabled', 'boolean'),
    ],
  },
  {
    name: 'schools',
    columns: [
      column('school_id', 'integer'),
      column('district_id', 'integer'),
      column('name', 'text'),
      column('licensed_students', 'integer'),
    ],
  },
  {
    name: 'grades',
    columns: [column('grade_id', 'integer'), column('name', 'text'), column('position', 'integer')],
  },
  {
    name: 'students',
    columns: [
      column('student_key', 'text'),
      column('school_id', 'integer'),
      column('grade_id', 'integer'),
      column('active', 'boolean'),
      column('joined_on', 'date'),
      column('sex', 'text'),
      column('race_ethnicity', 'text'),
      column('english_learner', 'boolean'),
      column('iep_or_504', 'boolean'),
    ],
  },
  {
    name: 'sessions',
    columns: [
      column('session_id', 'integer'),
      column('student_key', 'text'),
      column('school_id', 'integer'),
      column('grade_id', 'integer'),
      column('subject', 'text'),
      column('topic', 'text'),
      column('chat_type', 'text'),
      column('status', 'text'),
      column('requested_at', 'timestamptz'),
      column('matched_at', 'timestamptz'),
      column('ended_at', 'timestamptz'),
      column('wait_seconds', 'integer'),
      column('duration_seconds', 'integer'),
    ],
  },
  {
    name: 'essays',
    columns: [
      column('essay_id', 'integer'),
      column('student_key', 'text'),
      column('school_id', 'integer'),
      column('grade_id', 'integer'),
      column('submission_type', 'text'),
      column('status', 'text'),
      column('created_at', 'timestamptz'),
      column('due_at', 'timestamptz'),
      column('reviewed_at', 'timestamptz'),
    ],
  },
  {
    name: 'daily_usage',
    columns: [
      column('day', 'date'),
      column('school_id', 'integer'),
      column('grade_id', 'integer'),
      column('sessions', 'integer'),
      column('essays', 'integer'),
      column('active_students', 'integer'),
    ],
  },
] as const satisfies readonly ReportingView[];

export type ReportingViewName = (typeof REPORTING_VIEWS)[number]['name'];
