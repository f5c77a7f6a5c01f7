import type { StudentAnalyticsRow } from '../../contracts/student-analytics.js';
import { STUDENT_ANALYTICS_CSV_COLUMNS } from '../../contracts/student-analytics.js';
import { csvField } from '../shifts/timesheet-csv.js';

/** An instant as a spreadsheet reads it unambiguously: ISO 8601 in UTC, to the second. */
const isoInstant = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

/** The CSV's header line (RFC 4180, CRLF end). */
export function studentAnalyticsCsvHeader(): string {
  return `${STUDENT_ANALYTICS_CSV_COLUMNS.join(',')}\r\n`;
}

/** Rows of the student analytics table as CSV lines, written after the header one batch at a time. */
export function studentAnalyticsCsvLines(rows: readonly StudentAnalyticsRow[]): string {
  return rows
    .map(
      (row) =>
        [
          row.id,
          row.first_name,
          row.last_name,
          row.username,
          row.school_name,
          row.grade ?? '',
          row.sessions,
          row.essays,
          row.last_activity === null ? '' : isoInstant(row.last_activity),
        ]
          .map(csvField)
          .join(',') + '\r\n',
    )
    .join('');
}
