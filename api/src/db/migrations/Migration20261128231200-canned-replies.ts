import { Migration } from '@mikro-orm/migrations';

/** Canned replies: tutors' own, the team's and global snippets for the classroom composer. */
export class Migration20261128231200 extends Migration {
  override name = 'Migration20261128231200';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "canned_replies" ("id" serial primary key, "scope" text not null, "owner_id" int null, "shortcut" text not null, "title" text not null, "text" text not null, "language" text not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "canned_replies_scope_owner_id_index" on "canned_replies" ("scope", "owner_id");`,
    );
    this.addSql(
      `alter table "canned_replies" add constraint "canned_replies_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "canned_replies" cascade;`);
  }
}
