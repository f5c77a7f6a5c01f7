import { Migration } from '@mikro-orm/migrations';

/**
 * Single sign-on: each school's allowed providers, people's links to their provider accounts (by
 * the provider's subject), and the authorization codes Lantern gives registered OAuth clients.
 */
export class Migration20261129045408 extends Migration {
  override name = 'Migration20261129045408';

  override up(): void | Promise<void> {
    this.addSql(`alter table "schools" add "sso_providers" text[] not null default '{}';`);
    this.addSql(
      `create table "sso_links" ("id" serial primary key, "user_id" int not null, "provider" varchar(20) not null, "subject" varchar(255) not null, "email" varchar(254) null, "created_at" timestamptz not null, "last_used_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "sso_links" add constraint "sso_links_provider_subject_unique" unique ("provider", "subject");`,
    );
    this.addSql(
      `alter table "sso_links" add constraint "sso_links_user_id_provider_unique" unique ("user_id", "provider");`,
    );
    this.addSql(
      `alter table "sso_links" add constraint "sso_links_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "oauth2_codes" ("code_hash" varchar(64) not null, "client_id" varchar(200) not null, "user_id" int not null, "redirect_uri" text not null, "code_challenge" varchar(128) not null, "code_challenge_method" varchar(10) not null, "scope" varchar(200) null, "expires_at" timestamptz not null, primary key ("code_hash"));`,
    );
    this.addSql(
      `alter table "oauth2_codes" add constraint "oauth2_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "oauth2_codes" cascade;`);
    this.addSql(`drop table if exists "sso_links" cascade;`);
    this.addSql(`alter table "schools" drop column "sso_providers";`);
  }
}
