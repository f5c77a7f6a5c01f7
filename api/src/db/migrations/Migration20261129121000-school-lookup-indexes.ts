import { Migration } from '@mikro-orm/migrations';

/**
 * A school's people and its students' essays, read by id of school: the people lists and filters
 * (`GET schools/{id}/users`, `users.filter` by school) and a school's numbers
 * (`schools/{id}/aggregate`) found them by reading the whole table.
 */
export class Migration20261129121000 extends Migration {
  override name = 'Migration20261129121000';

  override up(): void | Promise<void> {
    this.addSql(`create index if not exists "users_school_id_index" on "users" ("school_id");`);
    this.addSql(`create index if not exists "essays_school_id_index" on "essays" ("school_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "essays_school_id_index";`);
    this.addSql(`drop index if exists "users_school_id_index";`);
  }
}
