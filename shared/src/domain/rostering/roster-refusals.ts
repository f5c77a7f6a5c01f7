// Why a roster row was not taken, said so a person can find the row and fix it: the file, the
// line, the field, the rule it broke, and what was there.

export const REFUSAL_RULES = [
  // The archive as a whole.
  'missing_file',
  'duplicate_file',
  'missing_column',
  'one_district',
  'no_role_source',
  // One row.
  'unreadable_row',
  'required',
  'too_long',
  'control_character',
  'not_one_of',
  'not_a_date',
  'not_a_boolean',
  'not_an_email',
  'end_before_start',
  'duplicate_id',
  'duplicate_value',
  'unsupported_value',
  'no_role',
  'no_school',
  // Between rows, files, and the accounts Lantern already has.
  'unknown_reference',
  'refused_reference',
  'wrong_reference_kind',
  'taken',
] as const;
export type RefusalRule = (typeof REFUSAL_RULES)[number];

export interface RosterRefusal {
  file: string;
  /** The line in the file (the header is line 1); 0 when the rule is about the whole file. */
  line: number;
  /** The column, or null when the rule is about the row or the file. */
  field: string | null;
  rule: RefusalRule;
  /** What the field held (cut to VALUE_SHOWN characters), or null. */
  value: string | null;
  /** What the rule needs to be read: a limit, the allowed values, the row referred to. */
  params: Record<string, string | number>;
}

/** Long enough to recognise a value, short enough that a table of thousands stays small. */
export const VALUE_SHOWN = 80;

export function refusal(
  file: string,
  line: number,
  field: string | null,
  rule: RefusalRule,
  value: string | null = null,
  params: Record<string, string | number> = {},
): RosterRefusal {
  const shown = value === null || value.length <= VALUE_SHOWN ? value : `${value.slice(0, VALUE_SHOWN - 1)}…`;
  return { file, line, field, rule, value: shown, params };
}

const quoted = (value: string | null) => (value === null ? '' : ` "${value}"`);

/** The refusal in English, for the API's answer and logs; the console says it in the reader's language. */
export function describeRefusal(r: RosterRefusal): string {
  const field = r.field ?? 'row';
  const p = r.params;
  switch (r.rule) {
    case 'missing_file':
      return `${r.file} is missing: ${p.needed_by} needs it`;
    case 'duplicate_file':
      return `${r.file} appears twice in the archive`;
    case 'missing_column':
      return `the header has no ${field} column, which this file must have`;
    case 'one_district':
      return `orgs.csv must name exactly one organisation of type district; it names ${p.found}`;
    case 'no_role_source':
      return 'nobody has a role: send roles.csv, or a role column in users.csv';
    case 'unreadable_row':
      return `the row cannot be read as CSV: ${p.reason}`;
    case 'required':
      return `${field} is empty, and it is required`;
    case 'too_long':
      return `${field}${quoted(r.value)} is longer than ${p.limit} characters`;
    case 'control_character':
      return `${field} holds a control character, which no name or id may hold`;
    case 'not_one_of':
      return `${field}${quoted(r.value)} is not one of ${p.allowed}`;
    case 'not_a_date':
      return `${field}${quoted(r.value)} is not a date written YYYY-MM-DD`;
    case 'not_a_boolean':
      return `${field}${quoted(r.value)} is neither true nor false`;
    case 'not_an_email':
      return `${field}${quoted(r.value)} is not an e-mail address`;
    case 'end_before_start':
      return `${field}${quoted(r.value)} is before ${p.start_field} ${p.start}`;
    case 'duplicate_id':
      return `${field}${quoted(r.value)} is already used on line ${p.line}`;
    case 'duplicate_value':
      return `${field}${quoted(r.value)} is already used by ${p.file} line ${p.line}`;
    case 'unsupported_value':
      return `${field}${quoted(r.value)} is not kept by Lantern, which keeps ${p.allowed}`;
    case 'no_role':
      return 'this person has no role Lantern keeps (student, teacher, administrator)';
    case 'no_school':
      return `${field}: a ${p.role} must belong to at least one school`;
    case 'unknown_reference':
      return `${field}${quoted(r.value)} names nothing in ${p.file}`;
    case 'refused_reference':
      return `${field}${quoted(r.value)} names ${p.file} line ${p.line}, which was refused`;
    case 'wrong_reference_kind':
      return `${field}${quoted(r.value)} names an organisation of type ${p.found}, not ${p.expected}`;
    case 'taken':
      return `${field}${quoted(r.value)} belongs to another Lantern account`;
  }
}
