import { Migration } from '@mikro-orm/migrations';

/**
 * Student groups: a teacher's own named sets of their students. A name is unique per owner, letter
 * case aside; members go with their group, and with their account when it is erased.
 */
export class Migration20261129122000 extends Migration {
  override name = 'Migration20261129122000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "student_groups" ("id" serial primary key, "owner_id" int not null, "name" varchar(100) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "student_groups_owner_id_index" on "student_groups" ("owner_id");`);
    this.addSql(
      `create unique index "student_groups_owner_id_name_unique" on "student_groups" ("owner_id", lower("name"));`,
    );
    this.addSql(
      `create table "student_group_users" ("group_id" int not null, "user_id" int not null, primary key ("group_id", "user_id"));`,
    );
    this.addSql(`create index "student_group_users_user_id_index" on "student_group_users" ("user_id");`);
    this.addSql(
      `alter table "student_groups" add constraint "student_groups_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "student_group_users" add constraint "student_group_users_group_id_foreign" foreign key ("group_id") references "student_groups" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "student_group_users" add constraint "student_group_users_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "student_group_users" cascade;`);
    this.addSql(`drop table if exists "student_groups" cascade;`);
  }
}
