import { Migration } from '@mikro-orm/migrations';

/** Links students make to share a session. */
export class Migration20261123181500 extends Migration {
  override name = 'Migration20261123181500';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "shared_sessions" ("key" varchar(64) not null, "session_id" int not null, "shared_by" int not null, "created_at" timestamptz not null, primary key ("key"));`,
    );
    this.addSql(`create index "shared_sessions_session_id_index" on "shared_sessions" ("session_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "shared_sessions" cascade;`);
  }
}
