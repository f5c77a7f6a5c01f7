import { Migration } from '@mikro-orm/migrations';

/** Live-help sessions and their messages; a message's (session, seq) and (session, client id) are unique. */
export class Migration20261123163000 extends Migration {
  override name = 'Migration20261123163000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sessions" ("id" serial primary key, "student_id" int not null, "tutor_id" int null, "status" text not null default 'waiting', "chat_type" text not null, "subject_id" int not null, "topic_id" int null, "question" text not null, "language_id" int not null, "requested_at" timestamptz not null, "matched_at" timestamptz null, "ended_at" timestamptz null, "ended_by" int null, "last_seq" int not null default 0, "student_read_seq" int not null default 0, "tutor_read_seq" int not null default 0, "transferred_from" int null);`,
    );
    this.addSql(`create index "sessions_student_id_index" on "sessions" ("student_id");`);
    this.addSql(`create index "sessions_tutor_id_index" on "sessions" ("tutor_id");`);
    this.addSql(
      `create index "sessions_status_requested_at_index" on "sessions" ("status", "requested_at");`,
    );
    this.addSql(
      `create table "session_messages" ("id" bigserial primary key, "session_id" int not null, "seq" int not null, "client_id" varchar(64) not null, "sender_id" int null, "kind" text not null, "text" text not null, "is_flagged" boolean not null default false, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "session_messages" add constraint "session_messages_session_id_seq_unique" unique ("session_id", "seq");`,
    );
    this.addSql(
      `alter table "session_messages" add constraint "session_messages_session_id_client_id_unique" unique ("session_id", "client_id");`,
    );
    this.addSql(
      `alter table "sessions" add constraint "sessions_student_id_foreign" foreign key ("student_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "sessions" add constraint "sessions_tutor_id_foreign" foreign key ("tutor_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "sessions" add constraint "sessions_subject_id_foreign" foreign key ("subject_id") references "subjects" ("id");`,
    );
    this.addSql(
      `alter table "sessions" add constraint "sessions_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "sessions" add constraint "sessions_status_check" check ("status" in ('waiting', 'matched', 'ended', 'transferred'));`,
    );
    this.addSql(
      `alter table "sessions" add constraint "sessions_chat_type_check" check ("chat_type" in ('tutor', 'ai'));`,
    );
    this.addSql(
      `alter table "session_messages" add constraint "session_messages_session_id_foreign" foreign key ("session_id") references "sessions" ("id");`,
    );
    this.addSql(
      `alter table "session_messages" add constraint "session_messages_kind_check" check ("kind" in ('text', 'media', 'system'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "session_messages" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
  }
}
