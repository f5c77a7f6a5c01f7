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

/**
 * The writes as one file, kept with the import between its preview and its apply: a header line
 * (each kind's chunk count, records and rows to deactivate, as JSON), then every chunk on a line of
 * its own (JSON never holds a raw line break), kind after kind. Read back, only the short header is
 * parsed on the API's thread; the chunks stay strings for the database.
 */
export function encodeWrites(writes: RosterWrites): Uint8Array {
  const header = Object.fromEntries(
    ROSTER_KINDS.map((kind) => [
      kind,
      {
        chunks: writes[kind].upserts.length,
        upserted: writes[kind].upserted,
        deactivate: writes[kind].deactivate,
      },
    ]),
  );
  return Buffer.from(
    [JSON.stringify(header), ...ROSTER_KINDS.flatMap((kind) => writes[kind].upserts)].join('\n'),
  );
}

export function decodeWrites(file: Buffer): RosterWrites {
  const lines: string[] = [];
  for (let start = 0; start <= file.length;) {
    const end = file.indexOf(0x0a, start);
    const stop = end === -1 ? file.length : end;
    lines.push(file.toString('utf8', start, stop));
    start = stop + 1;
  }
  const header = JSON.parse(lines[0]!) as Record<
    RosterKind,
    { chunks: number; upserted: number; deactivate: number[] }
  >;
  let next = 1;
  const writes = {} as RosterWrites;
  for (const kind of ROSTER_KINDS) {
    const { chunks, upserted, deactivate } = header[kind];
    writes[kind] = { upserts: lines.slice(next, next + chunks), upserted, deactivate };
    next += chunks;
  }
  return writes;
}

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
  /** What applying it writes (`encodeWrites`); null when the archive cannot be taken. */
  plan: Uint8Array | null;
}
