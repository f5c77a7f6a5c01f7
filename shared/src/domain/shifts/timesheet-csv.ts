import type { TimesheetRow } from './timesheet.js';

/** A timesheet line as exported: the arithmetic's row and whether a correction stands behind it. */
export type TimesheetCsvRow = Pick<
  TimesheetRow,
  | 'start_time'
  | 'end_time'
  | 'punch_in'
  | 'punch_out'
  | 'scheduled_minutes'
  | 'punched_minutes'
  | 'break_minutes'
  | 'paid_minutes'
  | 'late_minutes'
  | 'late_segments'
  | 'missed_segments'
> & { corrected: boolean };

export const TIMESHEET_CSV_HEADER = [
  'date',
  'shift',
  'scheduled minutes',
  'punched in',
  'punched out',
  'punched minutes',
  'rest break minutes',
  'meal break minutes',
  'bio break minutes',
  'paid minutes',
  'late minutes',
  'late segments',
  'missed segments',
  'corrected',
] as const;

// Spreadsheets run a cell starting with one of these as a formula; a leading quote keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: quoted when it holds a comma, quote or line break, quotes doubled. */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

// Times are written in UTC so a file reads the same wherever it is opened.
const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
const clock = (seconds: number) => iso(seconds).slice(11, 16);

function cells(row: TimesheetCsvRow): (string | number)[] {
  return [
    iso(row.start_time).slice(0, 10),
    `${clock(row.start_time)}-${clock(row.end_time)} UTC`,
    row.scheduled_minutes,
    row.punch_in === null ? '' : iso(row.punch_in),
    row.punch_out === null ? '' : iso(row.punch_out),
    row.punched_minutes,
    row.break_minutes.rest,
    row.break_minutes.meal,
    row.break_minutes.bio,
    row.paid_minutes,
    row.late_minutes,
    row.late_segments,
    row.missed_segments,
    row.corrected ? 'yes' : 'no',
  ];
}

/** The timesheet as a CSV document: a header line, one line per shift, CRLF line ends (RFC 4180). */
export function timesheetCsv(rows: readonly TimesheetCsvRow[]): string {
  const lines = [TIMESHEET_CSV_HEADER, ...rows.map(cells)];
  return lines.map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}
