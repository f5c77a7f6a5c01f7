import { Migration } from '@mikro-orm/migrations';

/** Each school's AI provider calls per UTC day, for AI_DAILY_CALLS_PER_SCHOOL. */
export class Migration20261128200000 extends Migration {
  override name = 'Migration20261128200000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ai_daily_calls" ("school_id" int not null, "day" date not null, "calls" int not null, constraint "ai_daily_calls_pkey" primary key ("school_id", "day"));`,
    );
    this.addSql(
      `alter table "ai_daily_calls" add constraint "ai_daily_calls_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ai_daily_calls" cascade;`);
  }
}
