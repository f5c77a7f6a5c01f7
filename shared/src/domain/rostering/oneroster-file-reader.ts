import type { ReadFile } from './oneroster-batch.js';
import { columnIndex, headerRefusals, type OneRosterFile } from './oneroster-files.js';
import { readRow, type RowRows } from './oneroster-rows.js';
import type { ProcessingMode } from './roster-records.js';
import type { RosterRefusal } from './roster-refusals.js';

/**
 * One CSV file read a row at a time (as a stream hands them over): its header checked first, then
 * each row checked and kept, or its refusals noted with its id so what names it is refused too.
 */
export class OneRosterFileReader<F extends OneRosterFile> {
  readonly refusals: RosterRefusal[];
  private readonly index: Map<string, number>;
  private readonly rows: RowRows[F][] = [];
  private readonly refused = new Map<string, number>();
  rowsRead = 0;
  readonly file: F;
  private readonly day: string;

  // Plain fields, not parameter properties: this runs on worker threads, which strip types only.
  constructor(file: F, header: readonly string[], day: string) {
    this.file = file;
    this.day = day;
    this.index = columnIndex(header);
    this.refusals = headerRefusals(file, this.index);
    this.readable = this.refusals.length === 0;
  }

  /** False when the header lacks a column the rows need: the file cannot be read. */
  readonly readable: boolean;

  add(values: readonly string[], line: number): void {
    this.rowsRead++;
    const outcome = readRow(this.file, line, this.index, values, this.day);
    if (outcome.row) {
      this.rows.push(outcome.row);
      return;
    }
    this.refusals.push(...(outcome.refusals ?? []));
    const id = values[this.index.get('sourcedId') ?? -1]?.trim();
    if (id && !this.refused.has(id)) this.refused.set(id, line);
  }

  /** A row the CSV parser could not split (a stray quote, a wrong count of fields). */
  unreadable(line: number, reason: string): void {
    this.rowsRead++;
    this.refusals.push({
      file: this.file,
      line,
      field: null,
      rule: 'unreadable_row',
      value: null,
      params: { reason },
    });
  }

  done(mode: ProcessingMode): ReadFile<F> {
    return { rows: this.rows, refused: this.refused, mode };
  }
}
