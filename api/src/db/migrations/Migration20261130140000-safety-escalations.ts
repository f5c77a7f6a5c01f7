import { Migration } from '@mikro-orm/migrations';

/**
 * Safety escalations: the trail of each self-harm item's escalation (gone with its item), and the
 * drill mark on action items (a drill is never counted in any statistics).
 */
export class Migration20261130140000 extends Migration {
  override name = 'Migration20261130140000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "action_items" add "drill" boolean not null default false;`);
    this.addSql(
      `create table "safety_escalations" ("action_item_id" int not null, "drill" boolean not null default false, "school_id" int null, "created_at" timestamptz not null, "escalates_at" timestamptz not null, "escalated_at" timestamptz null, "notified_managers" jsonb not null default '[]', "mailed_contacts" jsonb not null default '[]', "acknowledged_at" timestamptz null, "acknowledged_by_id" int null, primary key ("action_item_id"));`,
    );
    this.addSql(
      `create index "safety_escalations_escalates_at_index" on "safety_escalations" ("escalates_at");`,
    );
    this.addSql(
      `alter table "safety_escalations" add constraint "safety_escalations_action_item_id_foreign" foreign key ("action_item_id") references "action_items" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "safety_escalations" add constraint "safety_escalations_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "safety_escalations" add constraint "safety_escalations_acknowledged_by_id_foreign" foreign key ("acknowledged_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "safety_escalations" cascade;`);
    this.addSql(`alter table "action_items" drop column "drill";`);
  }
}
