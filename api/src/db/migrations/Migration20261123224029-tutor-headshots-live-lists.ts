import { Migration } from '@mikro-orm/migrations';

/**
 * Tutors get a headshot, and the services summary's live tutor lists follow the database the way
 * the summary does: punches, shift states, shifts, segments and tutor profiles (and a session
 * changing tutor or status, which moves a tutor's load) NOTIFY `service_tutors` once per statement,
 * on commit.
 */
export class Migration20261123224029 extends Migration {
  override name = 'Migration20261123224029';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tutors" add "profile_image_key" varchar(200) null;`);
    this.addSql(
      `create or replace function notify_service_tutors() returns trigger language plpgsql as $$
       begin
         perform pg_notify('service_tutors', tg_table_name);
         return null;
       end $$;`,
    );
    for (const table of ['shifts', 'shift_states', 'shift_segments', 'tutors'])
      this.addSql(
        `create trigger ${table}_service_tutors after insert or update or delete on "${table}"
           for each statement execute function notify_service_tutors();`,
      );
    this.addSql(
      `create trigger sessions_service_tutors after update of "tutor_id", "status" on "sessions"
         for each statement execute function notify_service_tutors();`,
    );
  }

  override down(): void | Promise<void> {
    for (const table of ['shifts', 'shift_states', 'shift_segments', 'tutors', 'sessions'])
      this.addSql(`drop trigger if exists ${table}_service_tutors on "${table}";`);
    this.addSql(`drop function if exists notify_service_tutors();`);
    this.addSql(`alter table "tutors" drop column "profile_image_key";`);
  }
}
