import { Migration } from '@mikro-orm/migrations';

/** Tutors' notes about a student for the tutors who help them next. */
export class Migration20261124020827 extends Migration {
  override name = 'Migration20261124020827';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "tutor_comments" ("id" serial primary key, "student_id" int not null, "author_id" int not null, "session_id" int null, "text" text not null, "created_at" timestamptz not null, "edited_at" timestamptz null);`,
    );
    this.addSql(
      `create index "tutor_comments_student_id_created_at_index" on "tutor_comments" ("student_id", "created_at");`,
    );

    this.addSql(
      `alter table "tutor_comments" add constraint "tutor_comments_student_id_foreign" foreign key ("student_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "tutor_comments" add constraint "tutor_comments_author_id_foreign" foreign key ("author_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "tutor_comments" add constraint "tutor_comments_session_id_foreign" foreign key ("session_id") references "sessions" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "tutor_comments" cascade;`);
  }
}
