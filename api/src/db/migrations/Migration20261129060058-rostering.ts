import { Migration } from '@mikro-orm/migrations';

const ROSTERED = ['districts', 'schools', 'courses', 'sections', 'users'] as const;

/**
 * Rostering: the rostered tables gain their source and their id there (unique together), and two
 * columns the roster repository alone reads and writes in SQL (the entities leave them out, see
 * `rosteredProperties`): the source's foreign key and `roster_hash`, the digest of what the roster
 * last wrote. A person gains `deactivated_at` (signed out and refused sign-in, their data kept).
 * Enrolments as the roster sent them are kept beside `section_users`, and each upload is an import
 * with its preview, progress and result.
 */
export class Migration20261129060058 extends Migration {
  override name = 'Migration20261129060058';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "roster_sources" ("id" serial primary key, "key" varchar(300) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "roster_sources" add constraint "roster_sources_key_unique" unique ("key");`);
    for (const table of ROSTERED) {
      this.addSql(
        `alter table "${table}" add "roster_source_id" int null, add "sourced_id" varchar(255) null, add "roster_hash" varchar(16) null;`,
      );
      this.addSql(
        `alter table "${table}" add constraint "${table}_roster_source_id_sourced_id_unique" unique ("roster_source_id", "sourced_id");`,
      );
      this.addSql(
        `alter table "${table}" add constraint "${table}_roster_source_id_foreign" foreign key ("roster_source_id") references "roster_sources" ("id") on delete set null;`,
      );
    }
    this.addSql(`alter table "users" add "deactivated_at" timestamptz null;`);

    this.addSql(
      `create table "roster_enrollments" ("id" serial primary key, "roster_source_id" int not null, "sourced_id" varchar(255) not null, "section_id" int not null, "user_id" int not null, "role" varchar(16) not null, "is_primary" boolean not null default false, "begin_date" date null, "end_date" date null, "roster_hash" varchar(16) not null, "deactivated_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "roster_enrollments_section_id_user_id_index" on "roster_enrollments" ("section_id", "user_id");`,
    );
    this.addSql(
      `alter table "roster_enrollments" add constraint "roster_enrollments_roster_source_id_sourced_id_unique" unique ("roster_source_id", "sourced_id");`,
    );
    this.addSql(
      `alter table "roster_enrollments" add constraint "roster_enrollments_roster_source_id_foreign" foreign key ("roster_source_id") references "roster_sources" ("id");`,
    );
    this.addSql(
      `alter table "roster_enrollments" add constraint "roster_enrollments_section_id_foreign" foreign key ("section_id") references "sections" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "roster_enrollments" add constraint "roster_enrollments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "roster_imports" ("id" serial primary key, "source_key" varchar(300) null, "uploaded_by_id" int not null, "uploaded_at" timestamptz not null, "file_name" varchar(255) not null, "archive_key" varchar(300) null, "plan_key" varchar(300) null, "planned_after" int not null default 0, "archive_bytes" int not null, "status" varchar(16) not null, "district" jsonb null, "files" jsonb not null, "preview" jsonb null, "refusals" jsonb not null, "refused_total" int not null default 0, "applied_by_id" int null, "progress" jsonb null, "result" jsonb null, "error" text null, "started_at" timestamptz null, "finished_at" timestamptz null);`,
    );
    this.addSql(`create index "roster_imports_uploaded_at_index" on "roster_imports" ("uploaded_at");`);
    this.addSql(`create index "roster_imports_source_key_index" on "roster_imports" ("source_key");`);
    this.addSql(
      `alter table "roster_imports" add constraint "roster_imports_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "roster_imports" add constraint "roster_imports_applied_by_id_foreign" foreign key ("applied_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "roster_imports" cascade;`);
    this.addSql(`drop table if exists "roster_enrollments" cascade;`);
    this.addSql(`alter table "users" drop column "deactivated_at";`);
    for (const table of ROSTERED)
      this.addSql(
        `alter table "${table}" drop constraint "${table}_roster_source_id_sourced_id_unique", drop column "roster_source_id", drop column "sourced_id", drop column "roster_hash";`,
      );
    this.addSql(`drop table if exists "roster_sources" cascade;`);
  }
}
