import { Migration } from '@mikro-orm/migrations';

export class Migration20261123074000 extends Migration {
  override name = 'Migration20261123074000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "refresh_tokens" add column "generation" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "refresh_tokens" drop column "generation";`);
  }
}
