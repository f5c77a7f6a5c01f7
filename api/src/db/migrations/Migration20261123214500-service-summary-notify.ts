import { Migration } from '@mikro-orm/migrations';

/**
 * The service summary follows the database, not the modules that write it: a change to an essay,
 * or to a session's status (not its message counter, which moves with every chat message), tells
 * every API instance through NOTIFY, once per statement and only when the transaction commits.
 */
export class Migration20261123214500 extends Migration {
  override name = 'Migration20261123214500';

  override up(): void | Promise<void> {
    this.addSql(
      `create or replace function notify_service_summary() returns trigger language plpgsql as $$
       begin
         perform pg_notify('service_summary', tg_table_name);
         return null;
       end $$;`,
    );
    this.addSql(
      `create trigger essays_service_summary after insert or update or delete on "essays"
         for each statement execute function notify_service_summary();`,
    );
    this.addSql(
      `create trigger sessions_service_summary after insert or update of "status" or delete on "sessions"
         for each statement execute function notify_service_summary();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists essays_service_summary on "essays";`);
    this.addSql(`drop trigger if exists sessions_service_summary on "sessions";`);
    this.addSql(`drop function if exists notify_service_summary();`);
  }
}
