import type { GradeLevel } from '../grades/grades.js';
import { type RosterDemographics, reportingRaceEthnicity, rosterSex } from './demographics.js';
import type { OneRosterFile } from './oneroster-files.js';
import {
  CLASS_TYPES,
  ENROLLMENT_ROLE_NAMES,
  GRADE_CODES,
  isEmail,
  isIsoDate,
  KEPT_ORG_TYPES,
  KEPT_ROLE_NAMES,
  lanternGrade,
  lanternRole,
  ONEROSTER_ROLES,
  ORG_TYPES,
  ROLE_TYPES,
  SESSION_TYPES,
  withinDates,
} from './oneroster-values.js';
import type { EnrollmentRole, RosterRole } from './roster-records.js';
import { refusal, type RosterRefusal } from './roster-refusals.js';

// One row of one file, checked on its own: every field's rule, and what the row says in Lantern's
// terms. What the row names in other rows and files is checked once every file is read.

/** Characters below the space, but tab, line feed and carriage return. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Lengths Lantern stores (the columns' sizes). */
export const LIMITS = { sourcedId: 255, name: 200, personName: 100, username: 120, email: 254 } as const;

export interface RowBase {
  sourcedId: string;
  line: number;
  /** `status` tobedeleted: the source removed it; only its id is read. */
  removed: boolean;
}
export interface DemographicsRow extends RowBase, RosterDemographics {}
export interface OrgRow extends RowBase {
  name: string;
  type: (typeof KEPT_ORG_TYPES)[number];
}
export interface CourseRow extends RowBase {
  title: string;
  orgSourcedId: string;
}
export interface ClassRow extends RowBase {
  title: string;
  courseSourcedId: string;
  schoolSourcedId: string;
  termSourcedIds: string[];
}
export interface UserRow extends RowBase {
  enabled: boolean;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  grade: GradeLevel | null;
  /** 1.1's role column, as written; null when the file has none. */
  role: string | null;
  primaryOrgSourcedId: string | null;
  /** 1.1's orgSourcedIds. */
  orgSourcedIds: string[];
}
export interface RoleRow extends RowBase {
  userSourcedId: string;
  primary: boolean;
  role: RosterRole;
  orgSourcedId: string;
  active: boolean;
}
export interface EnrollmentRow extends RowBase {
  classSourcedId: string;
  schoolSourcedId: string;
  userSourcedId: string;
  role: EnrollmentRole;
  primary: boolean;
  beginDate: string | null;
  endDate: string | null;
  active: boolean;
}

export interface RowRows {
  'orgs.csv': OrgRow;
  'academicSessions.csv': RowBase;
  'courses.csv': CourseRow;
  'classes.csv': ClassRow;
  'users.csv': UserRow;
  'roles.csv': RoleRow;
  'enrollments.csv': EnrollmentRow;
  'demographics.csv': DemographicsRow;
}

export type RowOutcome<F extends OneRosterFile> =
  { row: RowRows[F]; refusals?: undefined } | { row?: undefined; refusals: RosterRefusal[] };

/** Reads one row's fields by column name, noting every rule a field breaks. */
class Fields {
  readonly refusals: RosterRefusal[] = [];
  private readonly file: OneRosterFile;
  private readonly line: number;
  private readonly index: ReadonlyMap<string, number>;
  private readonly values: readonly string[];

  // Plain fields, not parameter properties: this runs on worker threads, which strip types only.
  constructor(
    file: OneRosterFile,
    line: number,
    index: ReadonlyMap<string, number>,
    values: readonly string[],
  ) {
    this.file = file;
    this.line = line;
    this.index = index;
    this.values = values;
  }

  text(column: string): string {
    const position = this.index.get(column);
    const value = position === undefined ? '' : (this.values[position] ?? '').trim();
    // Lantern joins ids and names with control characters on their way between threads.
    if (CONTROL.test(value)) this.refuse(column, 'control_character');
    return value;
  }

  has(column: string): boolean {
    return this.index.has(column);
  }

  required(column: string, limit: number = LIMITS.sourcedId): string {
    const value = this.text(column);
    if (value === '') this.refuse(column, 'required');
    else this.length(column, value, limit);
    return value;
  }

  optional(column: string, limit: number): string | null {
    const value = this.text(column);
    if (value === '') return null;
    this.length(column, value, limit);
    return value;
  }

  oneOf<T extends string>(column: string, allowed: readonly T[]): T {
    const value = this.required(column);
    if (value !== '' && !(allowed as readonly string[]).includes(value))
      this.refuse(column, 'not_one_of', value, { allowed: allowed.join(', ') });
    return value as T;
  }

  boolean(column: string, required: boolean): boolean {
    const value = this.text(column).toLowerCase();
    if (value === '') {
      if (required) this.refuse(column, 'required');
      return false;
    }
    if (value !== 'true' && value !== 'false') this.refuse(column, 'not_a_boolean', this.text(column));
    return value === 'true';
  }

  date(column: string, required: boolean): string | null {
    const value = required ? this.required(column) : this.text(column);
    if (value === '') return null;
    if (!isIsoDate(value)) this.refuse(column, 'not_a_date', value);
    return value;
  }

  /** The end of a range, after its start. */
  endDate(column: string, startColumn: string, start: string | null, required: boolean): string | null {
    const end = this.date(column, required);
    if (end !== null && start !== null && isIsoDate(end) && isIsoDate(start) && end < start)
      this.refuse(column, 'end_before_start', end, { start_field: startColumn, start });
    return end;
  }

  /** A comma-separated list inside one field. */
  list(column: string): string[] {
    const value = this.text(column);
    return value === '' ? [] : value.split(',').flatMap((item) => (item.trim() === '' ? [] : [item.trim()]));
  }

  refuse(column: string | null, rule: RosterRefusal['rule'], value: string | null = null, params = {}): void {
    this.refusals.push(refusal(this.file, this.line, column, rule, value, params));
  }

  private length(column: string, value: string, limit: number): void {
    if (value.length > limit) this.refuse(column, 'too_long', value, { limit });
  }
}

type Reader<F extends OneRosterFile> = (fields: Fields, base: RowBase, day: string) => RowRows[F];

const READERS: { [F in OneRosterFile]: Reader<F> } = {
  'orgs.csv': (f, base) => {
    const name = f.required('name', LIMITS.name);
    const type = f.oneOf('type', ORG_TYPES);
    if (
      (ORG_TYPES as readonly string[]).includes(type) &&
      !(KEPT_ORG_TYPES as readonly string[]).includes(type)
    )
      f.refuse('type', 'unsupported_value', type, { allowed: KEPT_ORG_TYPES.join(', ') });
    return { ...base, name, type: type as OrgRow['type'] };
  },
  'academicSessions.csv': (f, base) => {
    f.required('title', LIMITS.name);
    f.oneOf('type', SESSION_TYPES);
    const start = f.date('startDate', true);
    f.endDate('endDate', 'startDate', start, true);
    return base;
  },
  'courses.csv': (f, base) => ({
    ...base,
    title: f.required('title', LIMITS.name),
    orgSourcedId: f.required('orgSourcedId'),
  }),
  'classes.csv': (f, base) => {
    const row = {
      ...base,
      title: f.required('title', LIMITS.name),
      courseSourcedId: f.required('courseSourcedId'),
      schoolSourcedId: f.required('schoolSourcedId'),
      termSourcedIds: f.list('termSourcedIds'),
    };
    f.oneOf('classType', CLASS_TYPES);
    if (row.termSourcedIds.length === 0) f.refuse('termSourcedIds', 'required');
    return row;
  },
  'users.csv': (f, base) => {
    const enabled = f.boolean('enabledUser', true);
    const username = f.required('username', LIMITS.username);
    const givenName = f.required('givenName', LIMITS.personName);
    const familyName = f.required('familyName', LIMITS.personName);
    const firstName = f.optional('preferredGivenName', LIMITS.personName) ?? givenName;
    const lastName = f.optional('preferredFamilyName', LIMITS.personName) ?? familyName;
    const email = f.optional('email', LIMITS.email);
    if (email !== null && !isEmail(email)) f.refuse('email', 'not_an_email', email);
    const code = f.list('grades')[0];
    const grade = code === undefined ? null : (lanternGrade(code) ?? null);
    if (code !== undefined && grade === null)
      f.refuse('grades', 'not_one_of', code, { allowed: GRADE_CODES });
    const role = f.has('role') ? f.text('role') : null;
    if (role !== null) checkRole(f, 'role', role);
    return {
      ...base,
      enabled,
      username,
      firstName,
      lastName,
      email,
      grade,
      role,
      primaryOrgSourcedId: f.optional('primaryOrgSourcedId', LIMITS.sourcedId),
      orgSourcedIds: f.list('orgSourcedIds'),
    };
  },
  'roles.csv': (f, base, day) => {
    const userSourcedId = f.required('userSourcedId');
    const roleType = f.oneOf('roleType', ROLE_TYPES);
    const role = f.required('role');
    const lantern = role === '' ? null : checkRole(f, 'role', role);
    const orgSourcedId = f.required('orgSourcedId');
    const beginDate = f.date('beginDate', false);
    const endDate = f.endDate('endDate', 'beginDate', beginDate, false);
    return {
      ...base,
      userSourcedId,
      primary: roleType === 'primary',
      role: lantern ?? 'student',
      orgSourcedId,
      active: withinDates(beginDate, endDate, day),
    };
  },
  'enrollments.csv': (f, base, day) => {
    const row = {
      ...base,
      classSourcedId: f.required('classSourcedId'),
      schoolSourcedId: f.required('schoolSourcedId'),
      userSourcedId: f.required('userSourcedId'),
      role: f.required('role') as EnrollmentRole,
      primary: f.boolean('primary', false),
      beginDate: f.date('beginDate', false),
      endDate: null as string | null,
      active: false,
    };
    if ((row.role as string) !== '' && !ENROLLMENT_ROLE_NAMES.includes(row.role)) {
      if ((ONEROSTER_ROLES as readonly string[]).includes(row.role))
        f.refuse('role', 'unsupported_value', row.role, { allowed: ENROLLMENT_ROLE_NAMES.join(', ') });
      else f.refuse('role', 'not_one_of', row.role, { allowed: ENROLLMENT_ROLE_NAMES.join(', ') });
    }
    row.endDate = f.endDate('endDate', 'beginDate', row.beginDate, false);
    row.active = withinDates(row.beginDate, row.endDate, day);
    return row;
  },
  // Flags a row leaves empty are not set; a column the file lacks is empty on every row.
  'demographics.csv': (f, base) => ({
    ...base,
    sex: rosterSex(f.text('sex')),
    raceEthnicity: reportingRaceEthnicity({
      hispanicOrLatino: f.boolean('hispanicOrLatinoEthnicity', false),
      americanIndianOrAlaskaNative: f.boolean('americanIndianOrAlaskaNative', false),
      asian: f.boolean('asian', false),
      blackOrAfricanAmerican: f.boolean('blackOrAfricanAmerican', false),
      nativeHawaiianOrOtherPacificIslander: f.boolean('nativeHawaiianOrOtherPacificIslander', false),
      white: f.boolean('white', false),
      twoOrMoreRaces: f.boolean('demographicRaceTwoOrMoreRaces', false),
    }),
  }),
};

/** Lantern's role for a role column's value, noting why not when Lantern does not keep it. */
function checkRole(f: Fields, column: string, role: string): RosterRole | null {
  const lantern = lanternRole(role);
  if (lantern) return lantern;
  if ((ONEROSTER_ROLES as readonly string[]).includes(role))
    f.refuse(column, 'unsupported_value', role, { allowed: KEPT_ROLE_NAMES.join(', ') });
  else f.refuse(column, 'not_one_of', role, { allowed: ONEROSTER_ROLES.join(', ') });
  return null;
}

/**
 * One row of `file` at `line`, with the header's `index`: the row in Lantern's terms, or every rule
 * it breaks. `day` (YYYY-MM-DD, from `now`) decides which roles and enrolments are current.
 */
export function readRow<F extends OneRosterFile>(
  file: F,
  line: number,
  index: ReadonlyMap<string, number>,
  values: readonly string[],
  day: string,
): RowOutcome<F> {
  const fields = new Fields(file, line, index, values);
  const sourcedId = fields.required('sourcedId');
  const status = fields.text('status').toLowerCase();
  if (status !== '' && status !== 'active' && status !== 'tobedeleted')
    fields.refuse('status', 'not_one_of', fields.text('status'), { allowed: 'active, tobedeleted' });
  const base: RowBase = { sourcedId, line, removed: status === 'tobedeleted' };
  // A removed row says only which record went: its other fields may be empty.
  const row = base.removed ? (base as RowRows[F]) : READERS[file](fields, base, day);
  return fields.refusals.length > 0 ? { refusals: fields.refusals } : { row };
}
