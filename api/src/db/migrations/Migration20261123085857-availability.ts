import { Migration } from '@mikro-orm/migrations';

/** Availability: the spans tutors offer, their weekly blocks and their week confirmations. */
export class Migration20261123085857 extends Migration {
  override name = 'Migration20261123085857';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "availability_week_confirmations" ("id" serial primary key, "user_id" int not null, "week_start" timestamptz not null, "confirmed_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "availability_week_confirmations" add constraint "availability_week_confirmations_user_id_week_start_unique" unique ("user_id", "week_start");`,
    );

    this.addSql(
      `create table "availability_blocks" ("id" serial primary key, "user_id" int not null, "day_of_week" smallint not null, "start_minute" smallint not null, "end_minute" smallint not null);`,
    );
    this.addSql(`create index "availability_blocks_user_id_index" on "availability_blocks" ("user_id");`);

    this.addSql(
      `create table "availabilities" ("id" serial primary key, "user_id" int not null, "start_time" timestamptz not null, "end_time" timestamptz not null, "is_confirmed" boolean not null default false, "is_deleted" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "availabilities_user_id_start_time_index" on "availabilities" ("user_id", "start_time");`,
    );

    this.addSql(
      `alter table "availability_week_confirmations" add constraint "availability_week_confirmations_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    );

    this.addSql(
      `alter table "availability_blocks" add constraint "availability_blocks_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    );

    this.addSql(
      `alter table "availabilities" add constraint "availabilities_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "availability_week_confirmations" cascade;`);
    this.addSql(`drop table if exists "availability_blocks" cascade;`);
    this.addSql(`drop table if exists "availabilities" cascade;`);
  }
}
