import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122092035 } from './Migration20261122092035-initial.js';

/** Applied in this order; a new migration is added here after `migration:create`. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122092035', class: Migration20261122092035 },
];
