// Runs on the worker pool's threads (HeavyWork), never on the API's event loop: reading a district's
// roster and planning its import are seconds of CPU.
import type { MessagePort } from 'node:worker_threads';
import { ROSTER_REFUSALS_KEPT } from '@lantern/shared/contracts/rostering';
import type { ArchiveRefusal } from '@lantern/shared/domain/files/archive-limits';
import { ONEROSTER_FILES } from '@lantern/shared/domain/rostering/oneroster-files';
import type { RosterRefusal } from '@lantern/shared/domain/rostering/roster-refusals';
import { rosterDay } from '@lantern/shared/domain/rostering/oneroster-values';
import { readTables, type RosterTables } from '@lantern/shared/domain/rostering/roster-tables';
import { type OneRosterArchive, readOneRosterArchive } from './oneroster-reading.js';
import { planBatch } from './roster-planning.js';
import {
  encodeWrites,
  type RosterReading,
  type SnapshotAnswer,
  type SnapshotQuestion,
} from './roster-wire.js';

export type OneRosterOutcome =
  RosterReading | { outcome: 'refused'; refusal: ArchiveRefusal } | { outcome: 'unreadable'; reason: string };

type OneRosterArchiveRead = Extract<OneRosterArchive, { outcome: 'read' }>;

const FILE_ORDER = new Map<string, number>(ONEROSTER_FILES.map((file, index) => [file, index]));
const byFileAndLine = (a: RosterRefusal, b: RosterRefusal) =>
  (FILE_ORDER.get(a.file) ?? 99) - (FILE_ORDER.get(b.file) ?? 99) || a.line - b.line;

/**
 * A OneRoster CSV export read, checked and planned, with what applying it writes packed
 * (`encodeWrites`): `port` is how it asks the API what Lantern holds from the district.
 */
export async function planOneRoster(input: {
  bytes: Uint8Array;
  now: number;
  port: MessagePort;
}): Promise<OneRosterOutcome> {
  try {
    const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
    const read = await readOneRosterArchive(bytes, input.now);
    if (read.outcome !== 'read') return read;
    return await planRead(read, input.port);
  } finally {
    input.port.close();
  }
}

/**
 * A roster API's answer (as the OneRoster files it mirrors, `roster-tables.ts`) read, checked and
 * planned exactly as an export is: `prefix` names the id space (`oneroster`, `clever`).
 */
export async function planTables(input: {
  tables: RosterTables;
  now: number;
  prefix: string;
  port: MessagePort;
}): Promise<RosterReading> {
  try {
    return await planRead(readTables(input.tables, rosterDay(input.now), input.prefix), input.port);
  } finally {
    input.port.close();
  }
}

async function planRead(
  read: Omit<OneRosterArchiveRead, 'outcome'>,
  port: MessagePort,
): Promise<RosterReading> {
  const plan = read.batch ? await planBatch(read.batch, (question) => ask(port, question)) : null;
  const refusals = [...read.refusals, ...(plan?.refusals ?? [])].sort(byFileAndLine);
  for (const file of read.files)
    file.refused = new Set(
      refusals.filter((r) => r.file === file.name && r.line > 1).map((r) => r.line),
    ).size;
  const district = read.batch?.records.districts[0];
  return {
    outcome: 'planned',
    sourceKey: read.batch?.sourceKey ?? null,
    district: district ? { sourced_id: district.sourcedId, name: district.name } : null,
    counts: plan?.counts ?? null,
    refusals: refusals.slice(0, ROSTER_REFUSALS_KEPT),
    refusedTotal: refusals.length,
    files: read.files,
    plan: plan ? encodeWrites(plan.writes) : null,
  };
}

function ask(port: MessagePort, question: SnapshotQuestion): Promise<SnapshotAnswer> {
  return new Promise((resolve) => {
    port.once('message', resolve);
    port.postMessage(question);
  });
}
