import { Migration } from '@mikro-orm/migrations';

/**
 * Tutors' presence at their consoles, one row each, read by every instance's matching; a change
 * NOTIFYs `service_tutors`, so the managers' live tutors list shows an absence as it begins and ends.
 */
export class Migration20261129050000 extends Migration {
  override name = 'Migration20261129050000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "tutor_presence" ("user_id" int not null, "away_reason" text null, "away_since" timestamptz null, "changed_at" timestamptz not null, constraint "tutor_presence_pkey" primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "tutor_presence" add constraint "tutor_presence_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "tutor_presence" add constraint "tutor_presence_away_reason_check" check ("away_reason" in ('idle', 'locked', 'asleep', 'disconnected'));`,
    );
    this.addSql(
      `create trigger tutor_presence_service_tutors after insert or update or delete on "tutor_presence"
         for each statement execute function notify_service_tutors();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists tutor_presence_service_tutors on "tutor_presence";`);
    this.addSql(`drop table if exists "tutor_presence" cascade;`);
  }
}
