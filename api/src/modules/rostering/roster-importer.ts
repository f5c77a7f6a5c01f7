import type { OneRosterOutcome } from './oneroster-work.js';

/**
 * Where a district's roster comes from: an uploaded OneRoster CSV export (`RosterReader`), a
 * OneRoster 1.2 REST service or Clever's data API (`ApiRosterImporter`). Each reads its own
 * format, checks it with the shared rules and plans it against what Lantern holds (`planBatch`),
 * so every source answers the same planned import: counts, refusals and the packed writes that
 * `RosterWriter` applies.
 */
export interface RosterImporter<Source> {
  read(source: Source, now: number): Promise<OneRosterOutcome>;
}
