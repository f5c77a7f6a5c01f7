import { Migration } from '@mikro-orm/migrations';

/**
 * Managers' session feedback reports and incidents, and the superuser's holds on sessions and
 * essays (hidden or quarantined), kept in a table of their own so the content's tables stay as they are.
 */
export class Migration20261123230335 extends Migration {
  override name = 'Migration20261123230335';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "session_feedback_reports" ("id" serial primary key, "session_id" int not null, "tutor_id" int not null, "author_id" int not null, "rating" smallint not null, "categories" text[] not null default '{}', "strengths" text not null default '', "improvements" text not null default '', "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "session_feedback_reports_created_at_index" on "session_feedback_reports" ("created_at");`,
    );
    this.addSql(
      `create index "session_feedback_reports_tutor_id_created_at_index" on "session_feedback_reports" ("tutor_id", "created_at");`,
    );

    this.addSql(
      `create table "incidents" ("id" serial primary key, "session_id" int null, "category" text not null, "severity" text not null, "description" text not null, "status" text not null default 'open', "reported_by_id" int not null, "created_at" timestamptz not null, "resolved_at" timestamptz null);`,
    );
    this.addSql(`create index "incidents_status_created_at_index" on "incidents" ("status", "created_at");`);

    this.addSql(
      `create table "content_holds" ("kind" text not null, "target_id" int not null, "state" text not null, "reason" varchar(500) not null default '', "held_by_id" int not null, "held_at" timestamptz not null, primary key ("kind", "target_id"));`,
    );
    this.addSql(`create index "content_holds_held_at_index" on "content_holds" ("held_at");`);

    this.addSql(
      `alter table "session_feedback_reports" add constraint "session_feedback_reports_session_id_foreign" foreign key ("session_id") references "sessions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "session_feedback_reports" add constraint "session_feedback_reports_tutor_id_foreign" foreign key ("tutor_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "session_feedback_reports" add constraint "session_feedback_reports_author_id_foreign" foreign key ("author_id") references "users" ("id");`,
    );

    this.addSql(
      `alter table "incidents" add constraint "incidents_session_id_foreign" foreign key ("session_id") references "sessions" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "incidents" add constraint "incidents_reported_by_id_foreign" foreign key ("reported_by_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "incidents" add constraint "incidents_category_check" check ("category" in ('safety', 'conduct', 'technical', 'privacy', 'other'));`,
    );
    this.addSql(
      `alter table "incidents" add constraint "incidents_severity_check" check ("severity" in ('low', 'medium', 'high'));`,
    );
    this.addSql(
      `alter table "incidents" add constraint "incidents_status_check" check ("status" in ('open', 'resolved'));`,
    );

    this.addSql(
      `alter table "content_holds" add constraint "content_holds_held_by_id_foreign" foreign key ("held_by_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "content_holds" add constraint "content_holds_kind_check" check ("kind" in ('session', 'essay'));`,
    );
    this.addSql(
      `alter table "content_holds" add constraint "content_holds_state_check" check ("state" in ('hidden', 'quarantined'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "session_feedback_reports" cascade;`);
    this.addSql(`drop table if exists "incidents" cascade;`);
    this.addSql(`drop table if exists "content_holds" cascade;`);
  }
}
