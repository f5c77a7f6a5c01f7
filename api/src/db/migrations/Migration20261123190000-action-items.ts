import { Migration } from '@mikro-orm/migrations';

/** The action center's items; one per chat message at most, and open ones listed by type and age. */
export class Migration20261123190000 extends Migration {
  override name = 'Migration20261123190000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "action_items" ("id" serial primary key, "type_id" int not null, "content" jsonb not null, "picked_up_at" timestamptz null, "picked_up_user_id" int null, "action_type_id" int null, "resolved_at" timestamptz null, "tags" text[] not null default '{}', "message_id" bigint null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "action_items" add constraint "action_items_message_id_unique" unique ("message_id");`,
    );
    this.addSql(
      `create index "action_items_resolved_at_type_id_created_at_index" on "action_items" ("resolved_at", "type_id", "created_at");`,
    );
    this.addSql(
      `alter table "action_items" add constraint "action_items_picked_up_user_id_foreign" foreign key ("picked_up_user_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "action_items" cascade;`);
  }
}
