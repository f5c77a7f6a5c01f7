import { Migration } from '@mikro-orm/migrations';

/** One-time account links (password reset and set, e-mail change) and the mail outbox. */
export class Migration20261129045457 extends Migration {
  override name = 'Migration20261129045457';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "mail_messages" ("id" serial primary key, "kind" varchar(40) not null, "to" varchar(254) not null, "subject" varchar(300) not null, "text" text not null, "html" text not null, "link" text null, "created_at" timestamptz not null, "send_after" timestamptz not null, "attempts" int not null default 0, "claimed_until" timestamptz null, "last_error" text null, "sent_at" timestamptz null, "failed_at" timestamptz null);`,
    );
    this.addSql(`create index "mail_messages_send_after_index" on "mail_messages" ("send_after");`);
    this.addSql(
      `create table "account_links" ("id" serial primary key, "user_id" int not null, "purpose" varchar(20) not null, "token_hash" varchar(64) not null, "new_email" varchar(254) null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "account_links" add constraint "account_links_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create index "account_links_user_id_purpose_created_at_index" on "account_links" ("user_id", "purpose", "created_at");`,
    );
    this.addSql(
      `alter table "account_links" add constraint "account_links_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mail_messages" cascade;`);
    this.addSql(`drop table if exists "account_links" cascade;`);
  }
}
