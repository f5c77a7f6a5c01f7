import type { ProcessingMode } from './roster-records.js';
import { refusal, type RosterRefusal } from './roster-refusals.js';

// The files of a OneRoster 1.2 CSV export that Lantern reads, and the columns each must have. A
// 1.1 export also reads: its users.csv carries `role` and `orgSourcedIds`, which 1.2 moved to
// roles.csv. Other files of the standard (results, line items, resources) are not read.

export const ONEROSTER_FILES = [
  'orgs.csv',
  'academicSessions.csv',
  'courses.csv',
  'classes.csv',
  'users.csv',
  'roles.csv',
  'enrollments.csv',
  'demographics.csv',
] as const;
export type OneRosterFile = (typeof ONEROSTER_FILES)[number];

export const MANIFEST_FILE = 'manifest.csv';

/** Columns a file's header must name; values may still be empty where the rules allow. */
export const REQUIRED_COLUMNS: Record<OneRosterFile, readonly string[]> = {
  'orgs.csv': ['sourcedId', 'name', 'type'],
  'academicSessions.csv': ['sourcedId', 'title', 'type', 'startDate', 'endDate'],
  'courses.csv': ['sourcedId', 'title', 'orgSourcedId'],
  'classes.csv': ['sourcedId', 'title', 'courseSourcedId', 'classType', 'schoolSourcedId', 'termSourcedIds'],
  'users.csv': ['sourcedId', 'enabledUser', 'username', 'givenName', 'familyName'],
  'roles.csv': ['sourcedId', 'userSourcedId', 'roleType', 'role', 'orgSourcedId'],
  'enrollments.csv': ['sourcedId', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'],
  'demographics.csv': ['sourcedId'],
};

/** Files another file's references need: without them its rows cannot be checked. */
export const NEEDED_FILES: Record<OneRosterFile, readonly OneRosterFile[]> = {
  'orgs.csv': [],
  'academicSessions.csv': [],
  'courses.csv': ['orgs.csv'],
  'classes.csv': ['orgs.csv', 'courses.csv'],
  'users.csv': ['orgs.csv'],
  'roles.csv': ['users.csv', 'orgs.csv'],
  'enrollments.csv': ['classes.csv', 'users.csv'],
  'demographics.csv': ['users.csv'],
};

export function isOneRosterFile(name: string): name is OneRosterFile {
  return (ONEROSTER_FILES as readonly string[]).includes(name);
}

/** The header's columns by name (the first of a repeated name wins). */
export function columnIndex(header: readonly string[]): Map<string, number> {
  const index = new Map<string, number>();
  header.forEach((name, position) => {
    const column = name.trim();
    if (!index.has(column)) index.set(column, position);
  });
  return index;
}

/** The required columns the header lacks, one refusal each (line 1: the header). */
export function headerRefusals(file: OneRosterFile, index: ReadonlyMap<string, number>): RosterRefusal[] {
  return REQUIRED_COLUMNS[file]
    .filter((column) => !index.has(column))
    .map((column) => refusal(file, 1, column, 'missing_column'));
}

/**
 * The processing mode of each file from manifest.csv (`file.users=bulk|delta|absent`). Without a
 * manifest, or for a file it does not mention, a file that is present is bulk.
 */
export function processingModes(
  manifest: ReadonlyMap<string, string> | null,
  present: ReadonlySet<OneRosterFile>,
): Map<OneRosterFile, ProcessingMode> {
  const modes = new Map<OneRosterFile, ProcessingMode>();
  for (const file of present) {
    const declared = manifest
      ?.get(`file.${file.replace(/\.csv$/, '')}`)
      ?.trim()
      .toLowerCase();
    if (declared === 'absent') continue;
    modes.set(file, declared === 'delta' ? 'delta' : 'bulk');
  }
  return modes;
}

/** Files present whose references need a file that is not there. */
export function missingFileRefusals(present: ReadonlySet<OneRosterFile>): RosterRefusal[] {
  const refusals: RosterRefusal[] = [];
  for (const needed of ['orgs.csv', 'users.csv'] as const)
    if (!present.has(needed))
      refusals.push(refusal(needed, 0, null, 'missing_file', null, { needed_by: 'Lantern' }));
  for (const file of present)
    for (const needed of NEEDED_FILES[file])
      if (!present.has(needed) && !refusals.some((r) => r.file === needed))
        refusals.push(refusal(needed, 0, null, 'missing_file', null, { needed_by: file }));
  return refusals;
}
