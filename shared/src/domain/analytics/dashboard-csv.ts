import { csvField } from '../shifts/timesheet-csv.js';

/** A widget's numbers as a CSV document: its header line, one line per row, CRLF ends (RFC 4180). */
export function dashboardCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const line = (cells: readonly (string | number | null)[]) =>
    cells.map((cell) => csvField(cell ?? '')).join(',');
  return [header, ...rows].map(line).join('\r\n') + '\r\n';
}
