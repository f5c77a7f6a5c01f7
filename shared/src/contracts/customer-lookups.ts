import { z } from 'zod';
import { LICENCES } from '../domain/licensing/licences.js';
import { roleNameSchema, USER_STATUSES } from './customer-users.js';

/**
 * The spec's filter forms and pickers over people and schools (`users.filter`, `schools.filter`,
 * `schools/search`, `GET /schools-list`, `GET schools/{id}/users`), a school's numbers
 * (`schools/{id}/aggregate`), and a school's staff making student accounts (`/accounts/*`).
 */

const id = z.number().int().positive();
const page = z.coerce.number().int().positive().default(1);
const search = z.string().trim().max(100).optional();
/** A comma-separated list in a query string, e.g. `roles=teacher,administrator`. */
const commaList = (value: string) => value.split(',').filter(Boolean);
const idList = z
  .string()
  .transform((value) => commaList(value).map(Number))
  .pipe(z.array(z.number().int().positive()).max(50))
  .optional();
const roleList = z.string().transform(commaList).pipe(z.array(roleNameSchema).max(20)).optional();
const perPage = z.coerce.number().int().min(1).max(100).default(25);

export const SCHOOL_USERS_PAGE_SIZE = 30;
export const SCHOOL_SEARCH_LIMIT = 20;
export const SCHOOLS_LIST_MAX = 5000;

// --- users.filter ---

export const userFilterQuerySchema = z.object({
  page,
  per_page: perPage,
  /** Words of the name, username or e-mail address. */
  search,
  roles: roleList,
  school_ids: idList,
  district_id: z.coerce.number().int().positive().optional(),
  status: z.enum(USER_STATUSES).optional(),
  order_by: z.enum(['name', 'created_at']).default('name'),
  order_dir: z.enum(['asc', 'desc']).default('asc'),
});
export type UserFilterQuery = z.infer<typeof userFilterQuerySchema>;
export type UserFilterQueryInput = z.input<typeof userFilterQuerySchema>;

/** `GET schools/{id}/users`: a school's people, 30 a page. */
export const schoolUsersQuerySchema = z.object({
  page,
  search,
  role: roleNameSchema.optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export type SchoolUsersQuery = z.infer<typeof schoolUsersQuerySchema>;
export type SchoolUsersQueryInput = z.input<typeof schoolUsersQuerySchema>;

// --- schools.filter, schools/search, schools-list ---

export const schoolFilterQuerySchema = z.object({
  page,
  per_page: perPage,
  search,
  district_ids: idList,
  country_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code (ISO 3166-1), e.g. US')
    .optional(),
  /** Schools holding (themselves or through their district) a licence of this kind active today. */
  licence: z.enum(LICENCES).optional(),
  licensing_enabled: z.enum(['true', 'false']).optional(),
  order_by: z.enum(['name', 'created_at', 'student_count']).default('name'),
  order_dir: z.enum(['asc', 'desc']).default('asc'),
});
export type SchoolFilterQuery = z.infer<typeof schoolFilterQuerySchema>;
export type SchoolFilterQueryInput = z.input<typeof schoolFilterQuerySchema>;

export const schoolSearchQuerySchema = z.object({
  /** Words of the school's name; an empty search answers nothing. */
  q: z.string().trim().min(1).max(100),
});
export type SchoolSearchQuery = z.infer<typeof schoolSearchQuerySchema>;

const named = z.object({ id, name: z.string() });
export const schoolPickSchema = named.extend({ district: named.nullable() });
export type SchoolPick = z.infer<typeof schoolPickSchema>;
export const schoolSearchSchema = z.array(schoolPickSchema);

export const schoolsListQuerySchema = z.object({
  district_id: z.coerce.number().int().positive().optional(),
});
export type SchoolsListQuery = z.infer<typeof schoolsListQuerySchema>;
/** The schools the asker may see, id and name, for pickers. */
export const schoolsListSchema = z.array(named);
export type SchoolsList = z.infer<typeof schoolsListSchema>;

// --- schools/{id}/aggregate ---

export const schoolAggregateSchema = z.object({
  school_id: id,
  /** Active people whose main school it is, by role. */
  students: z.number().int().nonnegative(),
  teachers: z.number().int().nonnegative(),
  administrators: z.number().int().nonnegative(),
  deactivated: z.number().int().nonnegative(),
  sections: z.number().int().nonnegative(),
  /** Licences (its own and its district's) active today, with their seats. */
  licences: z.array(
    z.object({
      id,
      kind: z.enum(LICENCES),
      district_wide: z.boolean(),
      ends_on: z.iso.date(),
      seats: z.number().int().nonnegative(),
      seats_used: z.number().int().nonnegative(),
      seats_remaining: z.number().int(),
    }),
  ),
  /** Tutoring sessions and essays of its students, all time. */
  sessions: z.number().int().nonnegative(),
  essays: z.number().int().nonnegative(),
});
export type SchoolAggregate = z.infer<typeof schoolAggregateSchema>;

// --- /accounts/* ---

const personName = z.string().trim().min(1).max(100);

/** `POST /accounts/student`: a student account in a school, which takes one of its seats. */
export const createStudentAccountSchema = z.object({
  first_name: personName,
  last_name: personName,
  email: z.email().max(254).nullable().default(null),
  /** Unset: the e-mail address is the username. */
  username: z
    .string()
    .trim()
    .min(3)
    .max(120)
    .regex(/^[a-zA-Z0-9._@-]+$/, 'must be letters, digits and . _ @ - only')
    .optional(),
  school_id: id,
  grade_id: z.number().int().nullable().default(null),
  preferred_language: z.enum(['en', 'fr', 'es']).default('en'),
  /** The student chooses their own password from an e-mailed link; nobody else ever knows it. */
  send_password_link: z.boolean().default(true),
});
export type CreateStudentAccount = z.infer<typeof createStudentAccountSchema>;
export type CreateStudentAccountInput = z.input<typeof createStudentAccountSchema>;

/** `POST /accounts/password`: e-mail a student of yours a link to set a new password. */
export const accountPasswordSchema = z.object({ user_id: id });
export type AccountPassword = z.infer<typeof accountPasswordSchema>;
export const accountPasswordSentSchema = z.object({ email: z.string() });

/**
 * `POST /accounts/license`: a student takes a seat at a school (it becomes their main school), or
 * with `school_id: null` gives theirs back.
 */
export const accountLicenceSchema = z.object({ user_id: id, school_id: id.nullable() });
export type AccountLicence = z.infer<typeof accountLicenceSchema>;
