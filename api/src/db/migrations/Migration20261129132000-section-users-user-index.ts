import { Migration } from '@mikro-orm/migrations';

/**
 * A person's sections, read by id of person: every "my students" and "my sections" lookup (a
 * teacher's students, a student's sections, a person's detail) filters `section_users` on
 * `user_id`, which the primary key (section first) cannot serve. The table is the ORM's
 * many-to-many pivot, which declares no index of its own, so the index lives here alone.
 */
export class Migration20261129132000 extends Migration {
  override name = 'Migration20261129132000';

  override up(): void | Promise<void> {
    this.addSql(`create index if not exists "section_users_user_id_index" on "section_users" ("user_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "section_users_user_id_index";`);
  }
}
