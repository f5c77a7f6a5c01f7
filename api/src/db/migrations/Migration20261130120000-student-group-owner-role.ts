import { Migration } from '@mikro-orm/migrations';

/**
 * Student groups for administrators, district managers and superusers: a group belongs to its owner
 * in the role they made it in, since each role reaches other students (a teacher who is also an
 * administrator keeps two sets). Every group so far was a teacher's. A name is unique per owner and
 * role, letter case aside.
 */
export class Migration20261130120000 extends Migration {
  override name = 'Migration20261130120000';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "student_groups" add column "owner_role" varchar(32) not null default 'teacher';`,
    );
    this.addSql(`alter table "student_groups" alter column "owner_role" drop default;`);
    this.addSql(`drop index if exists "student_groups_owner_id_name_unique";`);
    this.addSql(
      `create unique index "student_groups_owner_id_owner_role_name_unique" on "student_groups" ("owner_id", "owner_role", lower("name"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "student_groups" where "owner_role" <> 'teacher';`);
    this.addSql(`drop index if exists "student_groups_owner_id_owner_role_name_unique";`);
    this.addSql(
      `create unique index "student_groups_owner_id_name_unique" on "student_groups" ("owner_id", lower("name"));`,
    );
    this.addSql(`alter table "student_groups" drop column "owner_role";`);
  }
}
