import { Migration } from '@mikro-orm/migrations';

/** Reactions to chat messages and each person's bookmarks; both go with their message. */
export class Migration20261123173000 extends Migration {
  override name = 'Migration20261123173000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "message_reactions" ("message_id" bigint not null, "user_id" int not null, "emoji" text not null, "created_at" timestamptz not null, primary key ("message_id", "user_id", "emoji"));`,
    );
    this.addSql(
      `alter table "message_reactions" add constraint "message_reactions_emoji_check" check ("emoji" in ('👍', '❤️', '😂', '😮', '🎉', '🤔'));`,
    );
    this.addSql(
      `create table "message_bookmarks" ("message_id" bigint not null, "user_id" int not null, "session_id" int not null, "created_at" timestamptz not null, primary key ("message_id", "user_id"));`,
    );
    this.addSql(
      `create index "message_bookmarks_user_id_created_at_index" on "message_bookmarks" ("user_id", "created_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "message_reactions" cascade;`);
    this.addSql(`drop table if exists "message_bookmarks" cascade;`);
  }
}
