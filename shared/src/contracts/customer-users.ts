import { z } from 'zod';
import { ROLES } from '../domain/roles/roles.js';
import { paginationSchema } from './envelope.js';

/** People of any role as the superuser administers them: `POST /users`, `users/{id}`, `GET users`. */

const id = z.number().int().positive();
const unixSeconds = z.number().int();

export const USER_LIST_PAGE_SIZE = 25;
export const ADMINISTERED_ROLES = ROLES;
export const roleNameSchema = z.enum(ROLES);
export const USER_STATUSES = ['active', 'deactivated'] as const;
/** What `GET users/{id}` may add to a person (the spec's `include`). */
export const USER_INCLUDES = [
  'roles',
  'schools',
  'schools.district',
  'sections',
  // The spec's `tutor.*`: the tutor profile, and with it the lists named.
  'tutor',
  'tutor.languages',
  'tutor.subjects',
  'tutor.topics',
] as const;
export type UserInclude = (typeof USER_INCLUDES)[number];

const username = z
  .string()
  .trim()
  .min(3)
  .max(120)
  .regex(/^[a-zA-Z0-9._@-]+$/, 'must be letters, digits and . _ @ - only');
const personName = z.string().trim().min(1).max(100);
const roles = z
  .array(roleNameSchema)
  .min(1)
  .max(ROLES.length)
  .refine((list) => new Set(list).size === list.length, 'must not name a role twice');

export const createUserSchema = z.object({
  username,
  email: z.email().max(254).nullable().default(null),
  first_name: personName,
  last_name: personName,
  roles,
  /** The main school; `school_ids` may add more (a teacher in two schools). */
  school_id: id.nullable().default(null),
  school_ids: z.array(id).max(50).default([]),
  /** Without a school, the district a district manager oversees. */
  district_id: id.nullable().default(null),
  grade_id: z.number().int().nullable().default(null),
  preferred_language: z.enum(['en', 'fr', 'es']).default('en'),
  /** E-mail the person a link to choose their own password (they have none until then). */
  send_password_link: z.boolean().default(false),
});
export type CreateUser = z.infer<typeof createUserSchema>;
export type CreateUserInput = z.input<typeof createUserSchema>;

export const updateUserSchema = z.object({
  email: z.email().max(254).nullable().optional(),
  first_name: personName.optional(),
  last_name: personName.optional(),
  roles: roles.optional(),
  grade_id: z.number().int().nullable().optional(),
  preferred_language: z.enum(['en', 'fr', 'es']).optional(),
  /** false deactivates: every sign-in ends at once, signing in is refused, the data is kept. */
  is_active: z.boolean().optional(),
});
export type UpdateUser = z.infer<typeof updateUserSchema>;

/** `POST users/{id}/schools`: move a person, their main school first. */
export const userSchoolsSchema = z.object({
  school_id: id.nullable(),
  school_ids: z.array(id).max(50).default([]),
  district_id: id.nullable().optional(),
});
export type UserSchools = z.infer<typeof userSchoolsSchema>;
export type UserSchoolsInput = z.input<typeof userSchoolsSchema>;

export const userListQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  /** Words of the name, username or e-mail address. */
  search: z.string().trim().max(100).optional(),
  role: roleNameSchema.optional(),
  school_id: z.coerce.number().int().positive().optional(),
  district_id: z.coerce.number().int().positive().optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export type UserListQueryInput = z.input<typeof userListQuerySchema>;

export const userQuerySchema = z.object({
  include: z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum(USER_INCLUDES)))
    .default([]),
});
export type UserQuery = z.infer<typeof userQuerySchema>;

const named = z.object({ id, name: z.string() });

export const administeredUserSchema = z.object({
  id,
  username: z.string(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.string(),
  roles: z.array(z.string()).optional(),
  school_id: id.nullable(),
  school_ids: z.array(id),
  district_id: id.nullable(),
  school: named.nullable(),
  grade_id: z.number().int().nullable(),
  preferred_language: z.string(),
  status: z.enum(USER_STATUSES),
  deactivated_at: unixSeconds.nullable(),
  /** Whether the person has chosen their own password (the spec's password_changed). */
  password_changed: z.boolean(),
  created_at: unixSeconds,
  /**
   * When the person last signed in (a password or an identity provider's), from the sign-in audit
   * trail; null for someone who never has. Renewing a sign-in or being viewed as does not count.
   */
  last_sign_in_at: unixSeconds.nullable(),
  /** With `include=schools` (and `schools.district`). */
  schools: z.array(named.extend({ district: named.nullable().optional() })).optional(),
  /** With `include=sections`. */
  sections: z.array(named).optional(),
  /** With `include=tutor` or any `tutor.*`: null for someone who is not a tutor. */
  tutor: z
    .object({
      status: z.string(),
      max_weekly_hours: z.number().int(),
      essay_review: z.boolean(),
      high_impact_tutoring: z.boolean(),
      tutor_since: unixSeconds,
      languages: z.array(named).optional(),
      subjects: z.array(named).optional(),
      topics: z.array(named).optional(),
    })
    .nullable()
    .optional(),
});
export type AdministeredUser = z.infer<typeof administeredUserSchema>;

export const userListSchema = z.object({
  data: z.array(administeredUserSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type UserList = z.infer<typeof userListSchema>;

export const userIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
