import { Migration } from '@mikro-orm/migrations';

/** Handoffs between tutors, student transfers, tutors a session is not offered to again, and feedback. */
export class Migration20261123170000 extends Migration {
  override name = 'Migration20261123170000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "session_handoffs" ("id" serial primary key, "session_id" int not null, "outgoing_tutor_id" int not null, "incoming_tutor_id" int not null, "reason" text not null, "other_text" text not null default '', "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "session_handoffs_session_id_index" on "session_handoffs" ("session_id");`);
    this.addSql(
      `alter table "session_handoffs" add constraint "session_handoffs_session_id_foreign" foreign key ("session_id") references "sessions" ("id");`,
    );
    this.addSql(
      `alter table "session_handoffs" add constraint "session_handoffs_reason_check" check ("reason" in ('shift_ending', 'not_my_subject', 'unable_to_answer_topic', 'overwhelmed', 'other'));`,
    );
    this.addSql(
      `alter table "sessions" add column "transfer_reason_id" int null, add column "transfer_text" text null, add column "excluded_tutor_ids" jsonb null, add column "feedback_reason" varchar(20) null, add column "feedback_learned" varchar(10) null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "session_handoffs" cascade;`);
    this.addSql(
      `alter table "sessions" drop column "transfer_reason_id", drop column "transfer_text", drop column "excluded_tutor_ids", drop column "feedback_reason", drop column "feedback_learned";`,
    );
  }
}
