import type { RosterCounts, RosterImportFile } from '@lantern/shared/contracts/rostering';
import type { KnownRecord, RosterSnapshot } from '@lantern/shared/domain/rostering/roster-plan';
import { ROSTER_KINDS, type RosterKind } from '@lantern/shared/domain/rostering/roster-records';
import type { RosterRefusal } from '@lantern/shared/domain/rostering/roster-refusals';

// What crosses between the API's thread and the worker that reads and plans a roster. A district
// is hundreds of thousands of records: copying them as objects between threads took seconds, so
// they cross as a few long strings (ids joined by a separator, records as JSON chunks the database
// reads itself).

/** ASCII's unit separator: never in a roster id, a name or an address. */
export const SEPARATOR = '\u001f';

export const split = (joined: string): string[] => (joined === '' ? [] : joined.split(SEPARATOR));

/** The worker's question once it has read the roster: what Lantern holds from this source, and who holds these names. */
export interface SnapshotQuestion {
  sourceKey: string;
  /** The people the roster sends, in step: their ids, usernames and (lower-cased, or empty) e-mail addresses. */
  people: { sourcedIds: string; usernames: string; emails: string };
}

/** One kind's records Lantern holds from the source, as parallel joined lists. */
export interface KnownWire {
  sourcedIds: string;
  ids: string;
  hashes: string;
  /** '1' active, '0' deactivated, a character per record. */
  active: string;
}

export type SnapshotAnswer =
  | {
      snapshot: Record<RosterKind, KnownWire>;
      /** Names held by an account other than the person the roster sends with them. */
      accounts: { usernames: [string, number][]; emails: [string, number][] };
    }
  | { error: string };

export function snapshotOf(wire: Record<RosterKind, KnownWire>): RosterSnapshot {
  const snapshot = {} as Record<RosterKind, Map<string, KnownRecord>>;
  for (const kind of ROSTER_KINDS) {
    const { sourcedIds, ids, hashes, active } = wire[kind];
    const idList = split(ids);
    const hashList = split(hashes);
    const known = new Map<string, KnownRecord>();
    split(sourcedIds).forEach((sourcedId, index) =>
      known.set(sourcedId, {
        id: Number(idList[index]),
        hash: hashList[index] ?? '',
        active: active[index] === '1',
      }),
    );
    snapshot[kind] = known;
  }
  return snapshot;
}

/**
 * Each kind's writes: new and changed records as JSON chunks of WRITE_CHUNK (upserted alike, by
 * source and sourcedId), how many they are, and the rows to deactivate.
 */
export type RosterWrites = Record<RosterKind, { upserts: string[]; upserted: number; deactivate: number[] }>;

export interface RosterReading {
  outcome: 'planned';
  /** Null when the archive as a whole cannot be taken. */
  sourceKey: string | null;
  district: { sourced_id: string; name: string } | null;
  counts: RosterCounts | null;
  /** The first ROSTER_REFUSALS_KEPT, in file and line order. */
  refusals: RosterRefusal[];
  refusedTotal: number;
  files: RosterImportFile[];
  /** Only when asked for: a preview needs the counts alone. */
  writes: RosterWrites | null;
}
