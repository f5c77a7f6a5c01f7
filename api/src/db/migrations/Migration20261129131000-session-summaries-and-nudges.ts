import { Migration } from '@mikro-orm/migrations';

/**
 * Session summaries a teacher reads (one per ended session, gone with its session) and the nudges
 * teachers send students who never used Lantern (the weekly limit reads them; gone with either
 * person's account).
 */
export class Migration20261129131000 extends Migration {
  override name = 'Migration20261129131000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "session_summaries" ("session_id" int not null, "body" jsonb not null, "created_at" timestamptz not null, primary key ("session_id"));`,
    );
    this.addSql(
      `create table "student_nudges" ("id" serial primary key, "student_id" int not null, "teacher_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "student_nudges_student_id_index" on "student_nudges" ("student_id");`);
    this.addSql(`create index "student_nudges_teacher_id_index" on "student_nudges" ("teacher_id");`);
    this.addSql(
      `alter table "session_summaries" add constraint "session_summaries_session_id_foreign" foreign key ("session_id") references "sessions" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "student_nudges" add constraint "student_nudges_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "student_nudges" add constraint "student_nudges_teacher_id_foreign" foreign key ("teacher_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "student_nudges" cascade;`);
    this.addSql(`drop table if exists "session_summaries" cascade;`);
  }
}
