import { Migration } from '@mikro-orm/migrations';

/** A segment a manager deletes takes its transfer offers with it, instead of the delete failing. */
export class Migration20261123092046 extends Migration {
  override name = 'Migration20261123092046';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "shift_transfer_requests" drop constraint "shift_transfer_requests_segment_id_foreign";`,
    );
    this.addSql(
      `alter table "shift_transfer_requests" add constraint "shift_transfer_requests_segment_id_foreign" foreign key ("segment_id") references "shift_segments" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "shift_transfer_requests" drop constraint "shift_transfer_requests_segment_id_foreign";`,
    );
    this.addSql(
      `alter table "shift_transfer_requests" add constraint "shift_transfer_requests_segment_id_foreign" foreign key ("segment_id") references "shift_segments" ("id");`,
    );
  }
}
