import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import { entities } from './entities.js';
import { migrationsList } from './migrations/migrations-list.js';

export function ormConfig(
  clientUrl: string,
  options: { debug?: boolean; allowGlobalContext?: boolean } = {},
) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator, SeedManager],
    migrations: {
      migrationsList,
      path: 'api/src/db/migrations',
      snapshotName: '.snapshot-lantern',
      // The snapshot is written by `migration:create` only: migrating a fresh database (every test
      // and every start) would otherwise rewrite it from introspection, hand-written triggers and
      // all, and leave a changed file in the working tree.
      snapshotOnMigrate: false,
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
    },
    pool: { min: 0, max: 10 },
    debug: options.debug ?? false,
    allowGlobalContext: options.allowGlobalContext ?? false,
    forceUtcTimezone: true,
  });
}
