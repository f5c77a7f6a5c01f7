import { Migration } from '@mikro-orm/migrations';

/**
 * Onboarding's answers: a student's interests and how sure they feel in each subject. Null until
 * onboarding saves them, and again after staff reset it.
 */
export class Migration20261129083821 extends Migration {
  override name = 'Migration20261129083821';

  override up(): void | Promise<void> {
    this.addSql(`alter table "students" add "interests" jsonb null, add "subject_confidence" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "students" drop column "interests", drop column "subject_confidence";`);
  }
}
