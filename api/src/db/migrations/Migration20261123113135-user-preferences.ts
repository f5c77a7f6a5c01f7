import { Migration } from '@mikro-orm/migrations';

/** User preferences: a row once someone changes one, removed with its user. */
export class Migration20261123113135 extends Migration {
  override name = 'Migration20261123113135';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "user_preferences" ("user_id" int not null, "is_break_chimes_enabled" boolean not null default true, "updated_at" timestamptz not null, primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "user_preferences" add constraint "user_preferences_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "user_preferences" cascade;`);
  }
}
