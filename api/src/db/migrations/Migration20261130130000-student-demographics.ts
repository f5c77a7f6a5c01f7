import { Migration } from '@mikro-orm/migrations';

/**
 * Reach by subgroup (beyond the spec): a few optional attributes a roster carries for a student
 * (OneRoster's demographics: sex and the federal race and ethnicity flags, folded into one
 * reporting category; English learner and IEP/504 status where a district supplies them), and a
 * district's choice to see reach by them, off until the district asks for it.
 */
export class Migration20261130130000 extends Migration {
  override name = 'Migration20261130130000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "districts" add "demographics_enabled" boolean not null default false;`);
    this.addSql(`alter table "students" add "sex" varchar(12) null, add "race_ethnicity" varchar(40) null,
      add "english_learner" boolean null, add "iep_or_504" boolean null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "students" drop column "sex", drop column "race_ethnicity",
      drop column "english_learner", drop column "iep_or_504";`);
    this.addSql(`alter table "districts" drop column "demographics_enabled";`);
  }
}
