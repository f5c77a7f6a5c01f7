import { Migration } from '@mikro-orm/migrations';

/** A chat message's image or file: its stored keys, type, size and name. */
export class Migration20261123171500 extends Migration {
  override name = 'Migration20261123171500';

  override up(): void | Promise<void> {
    this.addSql(`alter table "session_messages" add column "media" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "session_messages" drop column "media";`);
  }
}
