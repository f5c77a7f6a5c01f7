import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122092035 } from './Migration20261122092035-initial.js';
import { Migration20261123074000 } from './Migration20261123074000-sign-in-generation.js';
import { Migration20261123083623 } from './Migration20261123083623-shifts.js';
import { Migration20261123085857 } from './Migration20261123085857-availability.js';
import { Migration20261123091021 } from './Migration20261123091021-shift-transfers.js';
import { Migration20261123092046 } from './Migration20261123092046-transfer-requests-follow-segments.js';
import { Migration20261123113135 } from './Migration20261123113135-user-preferences.js';
import { Migration20261123163000 } from './Migration20261123163000-live-sessions.js';
import { Migration20261123170000 } from './Migration20261123170000-session-moves.js';
import { Migration20261123171500 } from './Migration20261123171500-message-media.js';
import { Migration20261123173000 } from './Migration20261123173000-reactions-bookmarks.js';
import { Migration20261123174500 } from './Migration20261123174500-whiteboard.js';
import { Migration20261123180000 } from './Migration20261123180000-assessments.js';
import { Migration20261123181500 } from './Migration20261123181500-shared-sessions.js';
import { Migration20261123164500 } from './Migration20261123164500-segment-sessionable.js';
import { Migration20261123190000 } from './Migration20261123190000-action-items.js';
import { Migration20261123203355 } from './Migration20261123203355-essays.js';
import { Migration20261123214500 } from './Migration20261123214500-service-summary-notify.js';
import { Migration20261123224029 } from './Migration20261123224029-tutor-headshots-live-lists.js';
import { Migration20261123224154 } from './Migration20261123224154-essay-review.js';
import { Migration20261123230335 } from './Migration20261123230335-session-reports-and-holds.js';

/** Applied in this order; a new migration is added here after `migration:create`. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122092035', class: Migration20261122092035 },
  { name: 'Migration20261123074000', class: Migration20261123074000 },
  { name: 'Migration20261123083623', class: Migration20261123083623 },
  { name: 'Migration20261123085857', class: Migration20261123085857 },
  { name: 'Migration20261123091021', class: Migration20261123091021 },
  { name: 'Migration20261123092046', class: Migration20261123092046 },
  { name: 'Migration20261123113135', class: Migration20261123113135 },
  { name: 'Migration20261123163000', class: Migration20261123163000 },
  { name: 'Migration20261123170000', class: Migration20261123170000 },
  { name: 'Migration20261123171500', class: Migration20261123171500 },
  { name: 'Migration20261123173000', class: Migration20261123173000 },
  { name: 'Migration20261123174500', class: Migration20261123174500 },
  { name: 'Migration20261123180000', class: Migration20261123180000 },
  { name: 'Migration20261123181500', class: Migration20261123181500 },
  { name: 'Migration20261123164500', class: Migration20261123164500 },
  { name: 'Migration20261123190000', class: Migration20261123190000 },
  { name: 'Migration20261123203355', class: Migration20261123203355 },
  { name: 'Migration20261123214500', class: Migration20261123214500 },
  { name: 'Migration20261123224029', class: Migration20261123224029 },
  { name: 'Migration20261123224154', class: Migration20261123224154 },
  { name: 'Migration20261123230335', class: Migration20261123230335 },
];
