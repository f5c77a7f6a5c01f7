import { Migration } from '@mikro-orm/migrations';

/** A segment's live-session switch; existing segments take their type's default (on for tutoring only). */
export class Migration20261123164500 extends Migration {
  override name = 'Migration20261123164500';

  override up(): void | Promise<void> {
    this.addSql(`alter table "shift_segments" add column "is_sessionable" boolean not null default false;`);
    this.addSql(
      `update "shift_segments" set "is_sessionable" = true where "type_name" = 'Tutoring Session';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shift_segments" drop column "is_sessionable";`);
  }
}
