// Runs on the worker pool's threads (through oneroster-work.ts), never on the API's event loop: a
// district's roster is hundreds of thousands of CSV rows, each checked field by field.
import type { RosterImportFile } from '@lantern/shared/contracts/rostering';
import type { ArchiveRefusal } from '@lantern/shared/domain/files/archive-limits';
import { assembleBatch, type ReadFiles } from '@lantern/shared/domain/rostering/oneroster-batch';
import { OneRosterFileReader } from '@lantern/shared/domain/rostering/oneroster-file-reader';
import {
  isOneRosterFile,
  MANIFEST_FILE,
  missingFileRefusals,
  type OneRosterFile,
  processingModes,
} from '@lantern/shared/domain/rostering/oneroster-files';
import { rosterDay } from '@lantern/shared/domain/rostering/oneroster-values';
import { ROSTER_ARCHIVE_LIMITS } from '@lantern/shared/domain/rostering/roster-archive';
import type { RosterBatch } from '@lantern/shared/domain/rostering/roster-records';
import { refusal, type RosterRefusal } from '@lantern/shared/domain/rostering/roster-refusals';
import { type CsvError, parse } from 'csv-parse';
import type { Entry } from 'yauzl';
import { ArchiveLimitPassed, CheckedArchive } from '../files/checked-archive.js';

export type OneRosterArchive =
  | { outcome: 'read'; batch: RosterBatch | null; refusals: RosterRefusal[]; files: RosterImportFile[] }
  | { outcome: 'refused'; refusal: ArchiveRefusal }
  | { outcome: 'unreadable'; reason: string };

/** A row longer than this is a quote left open swallowing the file, not a person or a class. */
const MAX_ROW_CHARACTERS = 64 * 1024;
const MAX_MANIFEST_BYTES = 64 * 1024;

/** An entry's file name without its folders: exports often zip a folder rather than its files. */
const baseName = (entry: Entry) => entry.fileName.split('/').at(-1) ?? '';

/**
 * A OneRoster CSV export read and checked: the archive within its limits (as every upload), each
 * file's header and rows through the shared rules, then all of it put together into one district's
 * batch. `now` decides which roles and enrolments are current.
 */
export async function readOneRosterArchive(bytes: Buffer, now: number): Promise<OneRosterArchive> {
  const opened = await CheckedArchive.open(bytes, ROSTER_ARCHIVE_LIMITS);
  if (opened.outcome === 'refused') return opened;
  if (opened.outcome === 'unreadable')
    return { outcome: 'unreadable', reason: 'it is not a ZIP archive, or it is damaged' };
  const archive = opened.archive;
  try {
    return await readArchive(archive, rosterDay(now));
  } catch (error) {
    if (error instanceof ArchiveLimitPassed) return { outcome: 'refused', refusal: error.refusal };
    return {
      outcome: 'unreadable',
      reason: 'an entry could not be inflated: it may be damaged or encrypted',
    };
  } finally {
    archive.close();
  }
}

async function readArchive(archive: CheckedArchive, day: string): Promise<OneRosterArchive> {
  const refusals: RosterRefusal[] = [];
  const entries = new Map<string, Entry>();
  for (const entry of archive.entries) {
    const name = baseName(entry);
    if (entry.fileName.endsWith('/') || entry.fileName.startsWith('__MACOSX/')) continue;
    if (name !== MANIFEST_FILE && !isOneRosterFile(name)) continue;
    if (entries.has(name)) refusals.push(refusal(name, 0, null, 'duplicate_file'));
    else entries.set(name, entry);
  }
  const manifestEntry = entries.get(MANIFEST_FILE);
  const manifest = manifestEntry ? await readManifest(archive, manifestEntry) : null;
  const present = new Set([...entries.keys()].filter(isOneRosterFile));
  const modes = processingModes(manifest, present);
  refusals.push(...missingFileRefusals(new Set(modes.keys())));

  const files: ReadFiles = {};
  const summaries: RosterImportFile[] = [];
  let readable = refusals.length === 0;
  for (const [file, mode] of modes) {
    const reader = await readFile(archive, entries.get(file)!, file, day);
    refusals.push(...reader.refusals);
    readable &&= reader.readable;
    (files as Record<string, unknown>)[file] = reader.done(mode);
    summaries.push({ name: file, mode, rows: reader.rowsRead, refused: 0 });
  }
  // A file that cannot be read as a whole (missing, or a column short) leaves nothing to check its rows against.
  const assembled = readable ? assembleBatch(files) : { batch: null, refusals: [] };
  const all = [...refusals, ...assembled.refusals];
  for (const summary of summaries)
    summary.refused = new Set(
      all.filter((r) => r.file === summary.name && r.line > 1).map((r) => r.line),
    ).size;
  return { outcome: 'read', batch: assembled.batch, refusals: all, files: summaries };
}

/** Lines a record spans beyond its own: line breaks inside its quoted fields. */
function extraLines(record: readonly string[]): number {
  let lines = 0;
  for (const value of record)
    for (let at = value.indexOf('\n'); at !== -1; at = value.indexOf('\n', at + 1)) lines++;
  return lines;
}

/**
 * One file's rows through the parser and the shared checks, a row at a time. Records come as
 * 'data' events and their lines are counted here: csv-parse's own `info` copies two objects a
 * record, a third of its time on a district's 300,000 enrolments.
 */
async function readFile<F extends OneRosterFile>(
  archive: CheckedArchive,
  entry: Entry,
  file: F,
  day: string,
): Promise<OneRosterFileReader<F>> {
  let reader: OneRosterFileReader<F> | null = null;
  let width = 0;
  let line = 0;
  let stop = false;
  const early: { line: number; reason: string }[] = [];
  const parser = parse({
    bom: true,
    // Rows of the wrong width are refused here, saying so, rather than by the parser.
    relax_column_count: true,
    max_record_size: MAX_ROW_CHARACTERS,
    skip_records_with_error: true,
    on_skip: (error: CsvError | undefined) => {
      if (!error) return;
      line = Number((error as { lines?: number }).lines ?? line);
      if (reader) reader.unreadable(line, error.message);
      else early.push({ line, reason: error.message });
    },
  });
  parser.on('data', (record: string[]) => {
    const start = line + 1;
    line = start + extraLines(record);
    if (stop || (record.length === 1 && record[0] === '')) return;
    if (!reader) {
      reader = new OneRosterFileReader(file, record, day);
      width = record.length;
      // Without a column its rows need, the file is reported once, not once a row.
      stop = !reader.readable;
      return;
    }
    if (record.length === width) reader.add(record, start);
    else reader.unreadable(start, `it has ${record.length} fields where the header has ${width}`);
  });
  const ended = new Promise<void>((resolve, reject) => {
    parser.once('end', resolve);
    parser.once('error', reject);
  });
  for await (const chunk of archive.inflate(entry)) {
    if (stop) break;
    if (!parser.write(chunk)) await drained(parser);
  }
  parser.end();
  await ended;
  const done: OneRosterFileReader<F> = reader ?? new OneRosterFileReader(file, [], day);
  for (const skip of early) done.unreadable(skip.line, skip.reason);
  return done;
}

/** Until the parser wants more, or has ended. */
function drained(parser: NodeJS.EventEmitter): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      parser.off('drain', done);
      parser.off('close', done);
      resolve();
    };
    parser.once('drain', done);
    parser.once('close', done);
  });
}

/** manifest.csv: `propertyName,value` rows, such as `file.users,bulk`. */
async function readManifest(archive: CheckedArchive, entry: Entry): Promise<Map<string, string>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of archive.inflate(entry)) {
    chunks.push(chunk);
    // A manifest names a version and a dozen files; past this it is not one.
    if ((size += chunk.length) > MAX_MANIFEST_BYTES) return new Map();
  }
  const manifest = new Map<string, string>();
  const parser = parse(Buffer.concat(chunks), {
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    from_line: 2,
  });
  for await (const [name, value] of parser as AsyncIterable<string[]>)
    if (name) manifest.set(name.trim(), (value ?? '').trim());
  return manifest;
}
