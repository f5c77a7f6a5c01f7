import {
  type CreateTutor,
  createTutorSchema,
  type TutorDetail,
  type TutorFields,
  tutorFieldsSchema,
  type TutorListRole,
} from '@lantern/shared/contracts/tutors-admin';
import type { z } from 'zod';

/** The form as typed: text fields stay text until they are checked. */
export interface TutorDraft {
  username: string;
  password: string;
  /** Creating: e-mail the tutor a link to choose their own password instead of setting one. */
  password_link: boolean;
  first_name: string;
  last_name: string;
  email: string;
  role: TutorListRole;
  status: 0 | 1;
  max_weekly_hours: string;
  essay_review: boolean;
  high_impact_tutoring: boolean;
  languages: number[];
  essay_languages: number[];
  async_audio_session_languages: number[];
  subjects: number[];
  topics: number[];
  concepts: number[];
  adp_number: string;
  employment_country_code: string;
  employment_region_code: string;
  is_us_ca_fingerprinted: boolean;
}

export type TutorDraftField = keyof TutorDraft;

/** The form's tabs, and which fields each holds (an error sends the manager to its tab). */
export const TUTOR_FORM_TABS = {
  profile: ['first_name', 'last_name', 'username', 'password', 'password_link', 'email', 'role', 'status'],
  teaching: [
    'languages',
    'essay_languages',
    'async_audio_session_languages',
    'subjects',
    'topics',
    'concepts',
    'max_weekly_hours',
    'essay_review',
    'high_impact_tutoring',
  ],
  employment: ['adp_number', 'employment_country_code', 'employment_region_code', 'is_us_ca_fingerprinted'],
} as const satisfies Record<string, readonly TutorDraftField[]>;
export type TutorFormTab = keyof typeof TUTOR_FORM_TABS;

export const EMPTY_DRAFT: TutorDraft = {
  username: '',
  password: '',
  password_link: false,
  first_name: '',
  last_name: '',
  email: '',
  role: 'tutor',
  status: 1,
  max_weekly_hours: '20',
  essay_review: false,
  high_impact_tutoring: false,
  languages: [1],
  essay_languages: [],
  async_audio_session_languages: [],
  subjects: [],
  topics: [],
  concepts: [],
  adp_number: '',
  employment_country_code: 'US',
  employment_region_code: '',
  is_us_ca_fingerprinted: false,
};

export function draftOf(tutor: TutorDetail): TutorDraft {
  const ids = (items: { id: number }[]) => items.map((item) => item.id);
  return {
    username: tutor.username,
    password: '',
    password_link: false,
    first_name: tutor.first_name,
    last_name: tutor.last_name,
    email: tutor.email ?? '',
    role: tutor.role,
    status: tutor.status,
    max_weekly_hours: String(tutor.max_weekly_hours),
    essay_review: tutor.essay_review,
    high_impact_tutoring: tutor.high_impact_tutoring,
    languages: ids(tutor.languages),
    essay_languages: ids(tutor.essayLanguages),
    async_audio_session_languages: ids(tutor.asyncAudioSessionLanguages),
    subjects: ids(tutor.subjects),
    topics: ids(tutor.topics),
    concepts: ids(tutor.concepts),
    adp_number: tutor.adp_number ?? '',
    employment_country_code: tutor.employment_country_code,
    employment_region_code: tutor.employment_region_code ?? '',
    is_us_ca_fingerprinted: tutor.is_us_ca_fingerprinted,
  };
}

/** A broken rule, with the numbers its words need. */
export interface DraftProblem {
  field: TutorDraftField;
  rule:
    | 'required'
    | 'min_length'
    | 'max_length'
    | 'min_value'
    | 'max_value'
    | 'whole_number'
    | 'email'
    | 'format'
    | 'unique'
    | 'exists'
    | 'own_role'
    | 'link_needs_email'
    | 'invalid';
  limit?: number;
}

function body(draft: TutorDraft, creating: boolean): Record<string, unknown> {
  const text = draft.max_weekly_hours.trim();
  const fields = {
    first_name: draft.first_name,
    last_name: draft.last_name,
    email: draft.email.trim() || null,
    role: draft.role,
    status: draft.status,
    // An empty or non-numeric entry stays text, so the check names it rather than reading 0.
    max_weekly_hours: /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text,
    essay_review: draft.essay_review,
    high_impact_tutoring: draft.high_impact_tutoring,
    languages: draft.languages,
    essay_languages: draft.essay_languages,
    async_audio_session_languages: draft.async_audio_session_languages,
    subjects: draft.subjects,
    topics: draft.topics,
    concepts: draft.concepts,
    adp_number: draft.adp_number.trim() || null,
    employment_country_code: draft.employment_country_code.trim().toUpperCase(),
    employment_region_code: draft.employment_region_code.trim().toUpperCase() || null,
    is_us_ca_fingerprinted: draft.is_us_ca_fingerprinted,
  };
  if (!creating) return fields;
  return draft.password_link
    ? { ...fields, username: draft.username, send_password_link: true }
    : { ...fields, username: draft.username, password: draft.password };
}

function problemOf(issue: z.core.$ZodIssue): DraftProblem | null {
  const field = String(issue.path[0] ?? '') as TutorDraftField;
  if (!field) return null;
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { field, rule: 'required' }
          : { field, rule: 'min_length', limit: Number(issue.minimum) };
      return { field, rule: 'min_value', limit: Number(issue.minimum) };
    case 'too_big':
      return issue.origin === 'string'
        ? { field, rule: 'max_length', limit: Number(issue.maximum) }
        : { field, rule: 'max_value', limit: Number(issue.maximum) };
    case 'invalid_format':
      return { field, rule: issue.format === 'email' ? 'email' : 'format' };
    case 'invalid_type':
      return {
        field,
        rule: issue.expected === 'int' || issue.expected === 'number' ? 'whole_number' : 'invalid',
      };
    default:
      return { field, rule: 'invalid' };
  }
}

/**
 * Checks the draft with the contract the server checks it with, so the form says what the server
 * would; one problem per field (the first), in the order the fields appear.
 */
export function checkDraft(
  draft: TutorDraft,
  creating: boolean,
): { ok: true; fields: TutorFields | CreateTutor } | { ok: false; problems: DraftProblem[] } {
  const input = body(draft, creating);
  const parsed = (creating ? createTutorSchema : tutorFieldsSchema).safeParse(input);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const seen = new Set<string>();
  const problems: DraftProblem[] = [];
  for (const issue of parsed.error.issues) {
    const value = input[String(issue.path[0])];
    const field = String(issue.path[0]) as TutorDraftField;
    // Left empty, a field with a format is missing rather than malformed; the contract's own
    // checks say a password is needed, or an address to send the set-password link to.
    const problem: DraftProblem | null =
      (typeof value === 'string' && value.trim() === '') || (issue.code === 'custom' && field === 'password')
        ? { field, rule: 'required' }
        : issue.code === 'custom' && field === 'email'
          ? { field, rule: 'link_needs_email' }
          : problemOf(issue);
    if (!problem || seen.has(problem.field)) continue;
    seen.add(problem.field);
    problems.push(problem);
  }
  const order = Object.values(TUTOR_FORM_TABS).flat() as string[];
  return { ok: false, problems: problems.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field)) };
}

/** The server's own refusals (a taken username, an id that no longer exists), as draft problems. */
export function problemsFromServer(details: unknown): DraftProblem[] {
  const issues = (details as { issues?: { field: string; rule: string }[] } | undefined)?.issues ?? [];
  return issues.map((issue) => ({
    field: issue.field as TutorDraftField,
    rule: issue.rule === 'unique' || issue.rule === 'exists' ? issue.rule : 'invalid',
  }));
}

export function tabOf(field: TutorDraftField): TutorFormTab {
  for (const [tab, fields] of Object.entries(TUTOR_FORM_TABS))
    if ((fields as readonly string[]).includes(field)) return tab as TutorFormTab;
  return 'profile';
}
