import { Migration } from '@mikro-orm/migrations';

/** Shift transfers: a tutor's offer of a segment, and who took it. */
export class Migration20261123091021 extends Migration {
  override name = 'Migration20261123091021';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "shift_transfer_requests" ("id" serial primary key, "segment_id" int not null, "state_id" int not null, "requested_by_id" int not null, "transferred_to_id" int null, "created_at" timestamptz not null, "resolved_at" timestamptz null);`,
    );
    this.addSql(
      `create index "shift_transfer_requests_segment_id_index" on "shift_transfer_requests" ("segment_id");`,
    );

    this.addSql(
      `alter table "shift_transfer_requests" add constraint "shift_transfer_requests_segment_id_foreign" foreign key ("segment_id") references "shift_segments" ("id");`,
    );
    this.addSql(
      `alter table "shift_transfer_requests" add constraint "shift_transfer_requests_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "shift_transfer_requests" add constraint "shift_transfer_requests_transferred_to_id_foreign" foreign key ("transferred_to_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "shift_transfer_requests" cascade;`);
  }
}
