import { Migration } from '@mikro-orm/migrations';

/**
 * Privacy operations: deletion requests (a student, or a school's students) with what each removed
 * and its certificate's key; the per-student access log; each district's retention periods.
 */
export class Migration20261129083831 extends Migration {
  override name = 'Migration20261129083831';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "privacy_deletions" ("id" serial primary key, "scope" varchar(16) not null, "target_id" int not null, "district_id" int null, "requested_by_id" int not null, "requested_by_role" varchar(32) not null, "requested_at" timestamptz not null, "status" varchar(16) not null, "started_at" timestamptz null, "finished_at" timestamptz null, "students" int not null default 0, "removed" jsonb not null, "certificate_key" varchar(300) null, "error" text null);`,
    );
    this.addSql(`create index "privacy_deletions_district_id_index" on "privacy_deletions" ("district_id");`);
    this.addSql(
      `create table "student_access_log" ("id" bigserial primary key, "student_id" int not null, "viewer_id" int not null, "viewer_role" varchar(32) not null, "what" varchar(32) not null, "at" timestamptz not null);`,
    );
    this.addSql(
      `create index "student_access_log_student_id_at_index" on "student_access_log" ("student_id", "at");`,
    );
    this.addSql(
      `create table "district_retention" ("district_id" int not null, "chat_messages_days" int null, "media_days" int null, "essays_days" int null, "whiteboards_days" int null, "recordings_days" int null, "updated_at" timestamptz not null, "updated_by_id" int not null, primary key ("district_id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "district_retention" cascade;`);
    this.addSql(`drop table if exists "student_access_log" cascade;`);
    this.addSql(`drop table if exists "privacy_deletions" cascade;`);
  }
}
