import { Migration } from '@mikro-orm/migrations';

/**
 * A refresh token remembers the registered OAuth client it was issued to (the browser extension),
 * so only that client can renew it; Lantern's own sign-ins keep null.
 */
export class Migration20261129114500 extends Migration {
  override name = 'Migration20261129114500';

  override up(): void | Promise<void> {
    this.addSql(`alter table "refresh_tokens" add "client_id" varchar(200) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "refresh_tokens" drop column "client_id";`);
  }
}
