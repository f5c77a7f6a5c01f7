import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../src/db/mikro-orm.config.js';
import { DemoWorldSeeder } from '../src/db/seeders/demo-world.seeder.js';
import { ReferenceDataSeeder } from '../src/db/seeders/reference-data.seeder.js';
import { dropDatabase, ensureDatabase } from '../src/platform/database/database-url.js';

/**
 * A database migrated and seeded once per run, which each test file's database copies
 * (`create database ... template`): a copy takes a fraction of a second where migrating and
 * seeding took several. It holds what does not depend on the time: the demo world's shifts,
 * availability, history and comments are placed around each app's own clock when it starts, as
 * on a fresh database.
 */
export async function createTemplateDatabase(
  serverUrl: string,
): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `lantern_template_${randomBytes(6).toString('hex')}`;
  const orm = await MikroORM.init(
    ormConfig(await ensureDatabase(serverUrl, name), { allowGlobalContext: true }),
  );
  try {
    await orm.migrator.up();
    await orm.seeder.seed(ReferenceDataSeeder, DemoWorldSeeder);
  } finally {
    // A database is copied only while nobody is connected to it.
    await orm.close();
  }
  return { name, drop: () => dropDatabase(serverUrl, name) };
}
