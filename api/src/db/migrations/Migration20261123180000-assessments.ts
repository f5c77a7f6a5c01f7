import { Migration } from '@mikro-orm/migrations';

/** Post-session assessments, one per session. */
export class Migration20261123180000 extends Migration {
  override name = 'Migration20261123180000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "assessments" ("id" serial primary key, "session_id" int not null, "tutor_id" int not null, "step" text not null, "recognitions" jsonb not null, "student_goal" text not null default '', "topic_ids" jsonb not null, "non_academic" text not null default '', "feedback" text not null default '', "shoutout" text not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null, "completed_at" timestamptz null, "email_sent_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "assessments" add constraint "assessments_session_id_unique" unique ("session_id");`,
    );
    this.addSql(`create index "assessments_tutor_id_index" on "assessments" ("tutor_id");`);
    this.addSql(
      `alter table "assessments" add constraint "assessments_session_id_foreign" foreign key ("session_id") references "sessions" ("id");`,
    );
    this.addSql(
      `alter table "assessments" add constraint "assessments_step_check" check ("step" in ('recognitions', 'question', 'tag', 'nonAcademic', 'feedback', 'submit'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "assessments" cascade;`);
  }
}
