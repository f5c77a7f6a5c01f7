import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../domain/auth/password-rules.js';
import { paginationSchema } from './envelope.js';

const id = z.number().int().positive();
const unixSeconds = z.number().int();

/** The spec's tutor list filters: roles tutor and tutor-manager, status 0 inactive and 1 active. */
export const TUTOR_LIST_ROLES = ['tutor', 'tutor-manager'] as const;
export type TutorListRole = (typeof TUTOR_LIST_ROLES)[number];
export const TUTOR_STATUS = { INACTIVE: 0, ACTIVE: 1 } as const;
export const TUTOR_LIST_ORDERS = ['name', '-name', 'tutor_since', '-tutor_since'] as const;
export type TutorListOrder = (typeof TUTOR_LIST_ORDERS)[number];
export const TUTOR_LIST_PAGE_SIZE = 25;
/** `showAll` pages are this long at most: enough for a picker of every tutor. */
export const TUTOR_LIST_SHOW_ALL_LIMIT = 1000;
/** A tutor who started less than this many days ago is shown as new. */
export const TUTOR_NEW_DAYS = 30;
export const TUTOR_MAX_WEEKLY_HOURS_LIMIT = 60;
/** A headshot is a PNG, JPEG or WebP picture of at most this many bytes. */
export const HEADSHOT_MAX_BYTES = 2 * 1024 * 1024;

/** `a,b,c` or a single value in the query string, as a list of ids. */
const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'must be ids separated by commas')
  .transform((value) => value.split(',').map(Number));

/** GET /tutors: the spec's filters, each optional, and the page. */
export const tutorListQuerySchema = z.object({
  /** Every match on one page (pickers), up to TUTOR_LIST_SHOW_ALL_LIMIT. */
  showAll: z.stringbool().default(false),
  page: z.coerce.number().int().positive().default(1),
  /** Words of the name, username or email. */
  search: z.string().trim().max(100).optional(),
  orderBy: z.enum(TUTOR_LIST_ORDERS).default('name'),
  /** A day (yyyy-mm-dd, New York time, as the schedule's week): only tutors with no shift that day. */
  notScheduledOn: z.iso.date().optional(),
  roles: z
    .string()
    .transform((value) => value.split(','))
    .pipe(z.array(z.enum(TUTOR_LIST_ROLES)).min(1))
    .optional(),
  /** Tutors who teach any of these topics. */
  topics: idList.optional(),
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
  /** A language id the tutor holds live sessions in. */
  sessionLanguage: z.coerce.number().int().positive().optional(),
  /** A language id the tutor reviews essays in. */
  essayLanguage: z.coerce.number().int().positive().optional(),
});
export type TutorListQuery = z.infer<typeof tutorListQuerySchema>;
export type TutorListQueryInput = z.input<typeof tutorListQuerySchema>;

/** The spec's tutor list row. */
export const tutorListRowSchema = z.object({
  id,
  role: z.enum(TUTOR_LIST_ROLES),
  name: z.string(),
  is_new: z.boolean(),
  tutor_since: unixSeconds,
  status: z.union([z.literal(0), z.literal(1)]),
  pending_assessments: z.number().int().nonnegative(),
});
export type TutorListRow = z.infer<typeof tutorListRowSchema>;

export const tutorListSchema = z.object({
  data: z.array(tutorListRowSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type TutorList = z.infer<typeof tutorListSchema>;

const named = z.object({ id, name: z.string() });

/** One tutor with every field the spec lists, for the edit form. */
export const tutorDetailSchema = z.object({
  id,
  username: z.string(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(TUTOR_LIST_ROLES),
  /** Every role the account holds: the form is read-only when one of them ranks above the manager's. */
  held_roles: z.array(z.string()),
  status: z.union([z.literal(0), z.literal(1)]),
  tutor_since: unixSeconds,
  max_weekly_hours: z.number().int(),
  essay_review: z.boolean(),
  high_impact_tutoring: z.boolean(),
  languages: z.array(named),
  essayLanguages: z.array(named),
  asyncAudioSessionLanguages: z.array(named),
  subjects: z.array(named),
  topics: z.array(named.extend({ subject_id: id })),
  concepts: z.array(named.extend({ topic_id: id })),
  /** Where the headshot is served from, or null without one. */
  profile_image: z.string().nullable(),
  adp_number: z.string().nullable(),
  employment_country_code: z.string(),
  employment_region_code: z.string().nullable(),
  is_us_ca_fingerprinted: z.boolean(),
});
export type TutorDetail = z.infer<typeof tutorDetailSchema>;

const idSet = z.array(id).max(200);
const name = z.string().trim().min(1).max(100);

/** The fields a manager sets on a tutor; the form sends them all, the API accepts any of them. */
export const tutorFieldsSchema = z.object({
  first_name: name,
  last_name: name,
  email: z.email().max(254).nullable(),
  role: z.enum(TUTOR_LIST_ROLES),
  status: z.union([z.literal(0), z.literal(1)]),
  max_weekly_hours: z.number().int().min(0).max(TUTOR_MAX_WEEKLY_HOURS_LIMIT),
  essay_review: z.boolean(),
  high_impact_tutoring: z.boolean(),
  languages: idSet,
  essay_languages: idSet,
  async_audio_session_languages: idSet,
  subjects: idSet,
  topics: idSet,
  concepts: idSet,
  adp_number: z.string().trim().max(40).nullable(),
  employment_country_code: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code'),
  employment_region_code: z
    .string()
    .regex(/^[A-Z0-9]{1,8}$/, 'must be a region code of up to 8 letters or digits')
    .nullable(),
  is_us_ca_fingerprinted: z.boolean(),
});
export type TutorFields = z.infer<typeof tutorFieldsSchema>;

/**
 * POST /tutors: a new tutor with the username they sign in with, and either a password the
 * manager chooses or a link e-mailed to the tutor to choose their own (`send_password_link`).
 */
export const createTutorSchema = tutorFieldsSchema
  .extend({
    username: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9._-]{3,60}$/, 'must be 3 to 60 letters, digits, dots, dashes or underscores'),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH)
      .max(200)
      .regex(/^\S+$/, 'must not contain spaces')
      .optional(),
    send_password_link: z.boolean().optional(),
  })
  .superRefine((tutor, context) => {
    if (tutor.send_password_link) {
      if (!tutor.email)
        context.addIssue({ code: 'custom', path: ['email'], message: 'needed to send a set-password link' });
    } else if (tutor.password === undefined)
      context.addIssue({ code: 'custom', path: ['password'], message: 'Required' });
  });
export type CreateTutor = z.infer<typeof createTutorSchema>;

/** POST /tutors/{id}: the fields sent change, the others keep their value. */
export const updateTutorSchema = tutorFieldsSchema.partial();
export type UpdateTutor = z.infer<typeof updateTutorSchema>;

export const tutorParamsSchema = z.object({ id: z.coerce.number().int().positive() });
