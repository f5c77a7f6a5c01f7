import { Migration } from '@mikro-orm/migrations';

/** Shifts, their segments, state and breaks, and the append-only shift_events pay-data trail. */
export class Migration20261123083623 extends Migration {
  override name = 'Migration20261123083623';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "shift_events" ("id" bigserial primary key, "shift_id" int not null, "tutor_user_id" int not null, "actor_user_id" int null, "acting_as_user_id" int null, "acting_as_role" varchar(40) null, "at" timestamptz not null, "app" text null, "action" varchar(40) not null, "before" jsonb null, "after" jsonb null, "details" jsonb not null default '{}', "corrects_event_id" bigint null);`,
    );
    this.addSql(`create index "shift_events_shift_id_index" on "shift_events" ("shift_id");`);
    this.addSql(`create index "shift_events_tutor_user_id_index" on "shift_events" ("tutor_user_id");`);
    this.addSql(`create index "shift_events_at_index" on "shift_events" ("at");`);

    this.addSql(
      `create table "shifts" ("id" serial primary key, "user_id" int not null, "start_time" timestamptz not null, "end_time" timestamptz not null, "schedule_type_id" int not null default 1, "punch_in" timestamptz null, "punch_out" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "shifts_user_id_index" on "shifts" ("user_id");`);
    this.addSql(`create index "shifts_start_time_index" on "shifts" ("start_time");`);

    this.addSql(
      `create table "shift_states" ("shift_id" int not null, "state_id" int not null, "segment_id" int null, "modifier_id" int null, "updated_at" timestamptz not null, primary key ("shift_id"));`,
    );

    this.addSql(
      `create table "shift_segments" ("id" serial primary key, "shift_id" int not null, "user_id" int not null, "type_id" int not null, "type_name" varchar(40) not null, "role_type" int not null, "start_time" timestamptz not null, "end_time" timestamptz not null, "punch_in" timestamptz null, "punch_out" timestamptz null);`,
    );
    this.addSql(`create index "shift_segments_shift_id_index" on "shift_segments" ("shift_id");`);

    this.addSql(
      `create table "shift_breaks" ("id" serial primary key, "shift_id" int not null, "kind" text not null, "status" text not null, "requested_at" timestamptz not null, "min_start_time" timestamptz null, "max_start_time" timestamptz null, "start_time" timestamptz not null, "end_time" timestamptz null, "started_at" timestamptz null, "ended_at" timestamptz null);`,
    );
    this.addSql(`create index "shift_breaks_shift_id_index" on "shift_breaks" ("shift_id");`);

    this.addSql(
      `alter table "shift_events" add constraint "shift_events_app_check" check ("app" in ('web', 'console', 'desktop'));`,
    );
    this.addSql(
      `create or replace function "shift_events_shift_events_no_rewrite_fn"() returns trigger as $$ begin raise exception 'shift_events is append-only'; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "shift_events_no_rewrite" BEFORE UPDATE OR DELETE on "shift_events" for each ROW execute function "shift_events_shift_events_no_rewrite_fn"();`,
    );

    this.addSql(
      `alter table "shifts" add constraint "shifts_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    );

    this.addSql(
      `alter table "shift_states" add constraint "shift_states_shift_id_foreign" foreign key ("shift_id") references "shifts" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "shift_segments" add constraint "shift_segments_shift_id_foreign" foreign key ("shift_id") references "shifts" ("id");`,
    );
    this.addSql(
      `alter table "shift_segments" add constraint "shift_segments_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    );

    this.addSql(
      `alter table "shift_breaks" add constraint "shift_breaks_shift_id_foreign" foreign key ("shift_id") references "shifts" ("id");`,
    );
    this.addSql(
      `alter table "shift_breaks" add constraint "shift_breaks_kind_check" check ("kind" in ('bio', 'rest', 'meal'));`,
    );
    this.addSql(
      `alter table "shift_breaks" add constraint "shift_breaks_status_check" check ("status" in ('pending', 'approved', 'rejected', 'cancelled'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shift_states" drop constraint "shift_states_shift_id_foreign";`);
    this.addSql(`alter table "shift_segments" drop constraint "shift_segments_shift_id_foreign";`);
    this.addSql(`alter table "shift_breaks" drop constraint "shift_breaks_shift_id_foreign";`);

    this.addSql(`drop trigger if exists "shift_events_no_rewrite" on "shift_events";`);
    this.addSql(`drop function if exists "shift_events_shift_events_no_rewrite_fn"();`);
    this.addSql(`drop table if exists "shift_events" cascade;`);
    this.addSql(`drop table if exists "shifts" cascade;`);
    this.addSql(`drop table if exists "shift_states" cascade;`);
    this.addSql(`drop table if exists "shift_segments" cascade;`);
    this.addSql(`drop table if exists "shift_breaks" cascade;`);
  }
}
