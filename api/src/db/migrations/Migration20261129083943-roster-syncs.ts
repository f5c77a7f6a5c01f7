import { Migration } from '@mikro-orm/migrations';

/**
 * Roster API syncs: each source (a district's OneRoster REST service or Clever district) with its
 * credentials encrypted, its schedule and its safety share; each run is an import that names it,
 * and a run stopped by the safety rule keeps why (the schools past the share).
 */
export class Migration20261129083943 extends Migration {
  override name = 'Migration20261129083943';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "roster_syncs" ("id" serial primary key, "name" varchar(120) not null, "kind" varchar(20) not null, "base_url" varchar(500) not null, "token_url" varchar(500) null, "client_id" varchar(200) null, "secret_sealed" text not null, "interval_minutes" int null, "max_deactivation_share" double precision not null default 0.1, "enabled" boolean not null default true, "next_run_at" timestamptz null, "created_by_id" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "roster_syncs" add constraint "roster_syncs_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id");`,
    );
    this.addSql(`create index "roster_syncs_next_run_at_index" on "roster_syncs" ("next_run_at");`);
    this.addSql(`alter table "roster_imports" add "sync_id" int null, add "stop" jsonb null;`);
    this.addSql(
      `alter table "roster_imports" add constraint "roster_imports_sync_id_foreign" foreign key ("sync_id") references "roster_syncs" ("id") on delete set null;`,
    );
    this.addSql(`create index "roster_imports_sync_id_index" on "roster_imports" ("sync_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "roster_imports" drop column "sync_id", drop column "stop";`);
    this.addSql(`drop table if exists "roster_syncs" cascade;`);
  }
}
