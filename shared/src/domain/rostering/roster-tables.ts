import { assembleBatch, type ReadFiles } from './oneroster-batch.js';
import { OneRosterFileReader } from './oneroster-file-reader.js';
import { missingFileRefusals, type OneRosterFile } from './oneroster-files.js';
import type { ProcessingMode, RosterBatch } from './roster-records.js';
import type { RosterRefusal } from './roster-refusals.js';

// A roster API's answers laid out as the OneRoster CSV files they correspond to (a header and rows
// of text), so an API sync is checked by exactly the rules an uploaded export is: each field's rule
// (`readRow`), then references, roles and the one district (`assembleBatch`).

export interface RosterTable {
  header: string[];
  rows: string[][];
}
export type RosterTables = Partial<Record<OneRosterFile, RosterTable>>;

export interface TablesRead {
  batch: RosterBatch | null;
  refusals: RosterRefusal[];
  files: { name: string; mode: ProcessingMode; rows: number; refused: number }[];
}

/**
 * The tables read as one bulk roster (an API answers with everything it holds) under `prefix`'s id
 * space: `oneroster` shares the CSV export's ids (both are the district's SIS ids), `clever` has its own.
 * A record's line is its place in its collection, counted from 2 as a file's would be.
 */
export function readTables(tables: RosterTables, day: string, prefix: string): TablesRead {
  const refusals: RosterRefusal[] = [...missingFileRefusals(new Set(Object.keys(tables) as OneRosterFile[]))];
  const files: ReadFiles = {};
  const summaries: TablesRead['files'] = [];
  let readable = refusals.length === 0;
  for (const [name, table] of Object.entries(tables) as [OneRosterFile, RosterTable][]) {
    const reader = new OneRosterFileReader(name, table.header, day);
    if (reader.readable) table.rows.forEach((row, index) => reader.add(row, index + 2));
    readable &&= reader.readable;
    refusals.push(...reader.refusals);
    (files as Record<string, unknown>)[name] = reader.done('bulk');
    summaries.push({ name, mode: 'bulk', rows: table.rows.length, refused: 0 });
  }
  const assembled = readable ? assembleBatch(files) : { batch: null, refusals: [] };
  const all = [...refusals, ...assembled.refusals];
  for (const summary of summaries)
    summary.refused = new Set(
      all.filter((r) => r.file === summary.name && r.line > 1).map((r) => r.line),
    ).size;
  const batch = assembled.batch && {
    ...assembled.batch,
    sourceKey: `${prefix}:${assembled.batch.records.districts[0]!.sourcedId}`,
  };
  return { batch, refusals: all, files: summaries };
}

/** A table from records: each column's text taken by `cell`, lists joined as the CSV files join them. */
export function tableOf<T>(
  columns: Record<string, (record: T) => string | string[] | boolean | null | undefined>,
  records: readonly T[],
): RosterTable {
  const header = Object.keys(columns);
  const cells = Object.values(columns);
  return {
    header,
    rows: records.map((record) =>
      cells.map((cell) => {
        const value = cell(record);
        if (value === null || value === undefined) return '';
        if (Array.isArray(value)) return value.join(',');
        return String(value);
      }),
    ),
  };
}
