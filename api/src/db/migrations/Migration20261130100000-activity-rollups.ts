import { Migration } from '@mikro-orm/migrations';
import { ROLLUP_FUNCTIONS } from './rollup-functions.sql.js';

/**
 * Activity rollups the dashboards read instead of sessions and essays (docs/architecture.md,
 * "Activity rollups"): per student and New York day, per student and day and topic, per student in
 * all, and per cohort (school, grade) and day or month, with and without topic. Triggers keep them
 * exact as sessions, message lines (the session's `last_seq`), essays, holds, schools and grades
 * are written; the migration fills them from what is already there.
 */
export class Migration20261130100000 extends Migration {
  override name = 'Migration20261130100000';

  override up(): void | Promise<void> {
    const counts = `"sessions" int not null default 0, "transferred" int not null default 0,
      "essays" int not null default 0, "messages" int not null default 0, "seconds" bigint not null default 0`;
    this.addSql(`create table "rollup_students" ("student_id" int primary key, "school_id" int null,
      "grade_key" int not null default 0, ${counts}, "last_at" timestamptz null,
      "active_days" datemultirange not null default '{}');`);
    this.addSql(
      `create index "rollup_students_school_id_grade_key_index" on "rollup_students" ("school_id", "grade_key");`,
    );
    // A day also carries the student's running totals up to it: any range's sums are two rows, read
    // from the primary key alone (it includes them).
    this
      .addSql(`create table "rollup_student_days" ("student_id" int not null, "day" date not null, ${counts},
      "last_at" timestamptz null, "counted_at" timestamptz null, "cum_sessions" int not null default 0,
      "cum_essays" int not null default 0, "cum_counted_at" timestamptz null,
      primary key ("student_id", "day") include ("cum_sessions", "cum_essays", "cum_counted_at"));`);
    this.addSql(`create table "rollup_student_topics" ("student_id" int not null, "day" date not null,
      "subject_id" int not null, "topic_key" int not null, "sessions" int not null,
      primary key ("student_id", "day", "subject_id", "topic_key"));`);
    this.addSql(`create table "rollup_cohort_periods" ("school_id" int not null, "kind" text not null,
      "period" date not null, "grade_key" int not null, "sessions" int not null, "essays" int not null,
      primary key ("school_id", "kind", "period", "grade_key"));`);
    this.addSql(`create table "rollup_cohort_topics" ("school_id" int not null, "kind" text not null,
      "period" date not null, "grade_key" int not null, "subject_id" int not null, "topic_key" int not null,
      "sessions" int not null, primary key ("school_id", "kind", "period", "grade_key", "subject_id", "topic_key"));`);
    // The same, all grades together: the default view's topics, a fifth of the rows.
    this.addSql(`create table "rollup_school_topics" ("school_id" int not null, "kind" text not null,
      "period" date not null, "subject_id" int not null, "topic_key" int not null, "sessions" int not null,
      primary key ("school_id", "kind", "period", "subject_id", "topic_key"));`);
    for (const sql of ROLLUP_FUNCTIONS) this.addSql(sql);

    const sessionColumns = 'student_id, status, subject_id, topic_id, requested_at, matched_at, ended_at';
    const changed = (columns: string) =>
      `(${columns.replace(/(\w+)/g, 'old.$1')}) is distinct from (${columns.replace(/(\w+)/g, 'new.$1')})`;
    this.addSql(`create trigger "rollup_session_written" after insert or delete on "sessions"
      for each row execute function rollup_on_session();`);
    this.addSql(`create trigger "rollup_session_changed" after update on "sessions"
      for each row when (${changed(sessionColumns)}) execute function rollup_on_session();`);
    this.addSql(`create trigger "rollup_session_line" after update of "last_seq" on "sessions"
      for each row when (new.last_seq <> old.last_seq and not ${changed(sessionColumns)})
      execute function rollup_on_session_line();`);
    this.addSql(`create trigger "rollup_essay_written" after insert or delete on "essays"
      for each row execute function rollup_on_essay();`);
    this.addSql(`create trigger "rollup_essay_changed" after update on "essays"
      for each row when (${changed('student_id, created_at')} or (old.status = -1) <> (new.status = -1))
      execute function rollup_on_essay();`);
    this.addSql(`create trigger "rollup_hold_written" after insert or delete or update of "kind", "target_id"
      on "content_holds" for each row execute function rollup_on_hold();`);
    this.addSql(`create trigger "rollup_school_changed" after update of "school_id" on "users"
      for each row when (old.school_id is distinct from new.school_id) execute function rollup_on_school_change();`);
    this.addSql(`create trigger "rollup_grade_written" after insert or delete on "students"
      for each row execute function rollup_on_grade_change();`);
    this.addSql(`create trigger "rollup_grade_changed" after update of "grade_id" on "students"
      for each row when (old.grade_id is distinct from new.grade_id) execute function rollup_on_grade_change();`);
    this.addSql(`select rollup_rebuild();`);
  }

  override down(): void | Promise<void> {
    for (const [name, table] of [
      ['rollup_session_written', 'sessions'],
      ['rollup_session_changed', 'sessions'],
      ['rollup_session_line', 'sessions'],
      ['rollup_essay_written', 'essays'],
      ['rollup_essay_changed', 'essays'],
      ['rollup_hold_written', 'content_holds'],
      ['rollup_school_changed', 'users'],
      ['rollup_grade_written', 'students'],
      ['rollup_grade_changed', 'students'],
    ])
      this.addSql(`drop trigger if exists "${name}" on "${table}";`);
    this.addSql(`drop function if exists rollup_rebuild, rollup_on_grade_change, rollup_on_school_change,
      rollup_on_hold, rollup_refresh_target, rollup_on_essay, rollup_on_session_line, rollup_on_session,
      rollup_move_student, rollup_refresh_day, rollup_cohort_add, rollup_lock_student;`);
    this
      .addSql(`drop table if exists "rollup_cohort_topics", "rollup_cohort_periods", "rollup_student_topics",
      "rollup_student_days", "rollup_students";`);
  }
}
