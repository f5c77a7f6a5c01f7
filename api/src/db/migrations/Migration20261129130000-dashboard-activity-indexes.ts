import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard widgets (`GET /admin/dashboard/*`) count sessions and essays of a date range: both
 * are found by their time, carrying the student so the school and grade join needs no table read
 * for the rows outside the range. The essays' older index leads with the student, not the time.
 */
export class Migration20261129130000 extends Migration {
  override name = 'Migration20261129130000';

  override up(): void | Promise<void> {
    this.addSql(
      `create index if not exists "sessions_requested_at_student_id_index" on "sessions" ("requested_at", "student_id");`,
    );
    this.addSql(
      `create index if not exists "essays_created_at_student_id_index" on "essays" ("created_at", "student_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "essays_created_at_student_id_index";`);
    this.addSql(`drop index if exists "sessions_requested_at_student_id_index";`);
  }
}
