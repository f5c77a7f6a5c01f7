import { Migration } from '@mikro-orm/migrations';

/**
 * Customer administration: a district gains its country and designated safety contacts, a school
 * its safety contacts, and licences become rows of their own (a kind, for one school or a whole
 * district, with dates and seats) so an expired or exhausted one can close what it covers.
 */
export class Migration20261129083728 extends Migration {
  override name = 'Migration20261129083728';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "districts" add "country_code" varchar(2) not null default 'US', add "safety_contacts" jsonb not null default '[]';`,
    );
    this.addSql(`alter table "schools" add "safety_contacts" jsonb not null default '[]';`);
    this.addSql(
      `create table "licences" ("id" serial primary key, "kind" varchar(16) not null, "school_id" int null, "district_id" int null, "starts_on" date not null, "ends_on" date not null, "seats" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "licences_school_id_index" on "licences" ("school_id");`);
    this.addSql(`create index "licences_district_id_index" on "licences" ("district_id");`);
    this.addSql(
      `alter table "licences" add constraint "licences_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "licences" add constraint "licences_district_id_foreign" foreign key ("district_id") references "districts" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "licences" cascade;`);
    this.addSql(`alter table "schools" drop column "safety_contacts";`);
    this.addSql(`alter table "districts" drop column "country_code", drop column "safety_contacts";`);
  }
}
