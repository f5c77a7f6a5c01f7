import { z } from 'zod';
import { SSO_PROVIDERS } from '../domain/auth/sso-providers.js';
import { LICENCES } from '../domain/licensing/licences.js';
import { paginationSchema } from './envelope.js';

/** Districts, schools and licences as the superuser administers them (the console's Customers). */

const id = z.number().int().positive();
const unixSeconds = z.number().int();

export const CUSTOMER_LIST_PAGE_SIZE = 25;
export const MAX_SAFETY_CONTACTS = 10;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const name = z.string().trim().min(1).max(200);
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'must be a two-letter country code (ISO 3166-1), e.g. US');
const timeZone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isTimeZone, 'must be an IANA time zone, e.g. America/New_York');
const hourOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM');

export const safetyContactSchema = z.object({
  name: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  phone: z.string().trim().max(40).default(''),
});
export type SafetyContact = z.infer<typeof safetyContactSchema>;
export type SafetyContactInput = z.input<typeof safetyContactSchema>;
const safetyContacts = z.array(safetyContactSchema).max(MAX_SAFETY_CONTACTS);

const ssoProviders = z
  .array(z.enum(SSO_PROVIDERS))
  .refine((list) => new Set(list).size === list.length, 'must not name a provider twice');

const page = z.coerce.number().int().positive().default(1);
const search = z.string().trim().max(100).optional();
const paged = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), meta: z.object({ pagination: paginationSchema }) });

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

// --- Districts ---

export const districtFieldsSchema = z.object({
  name,
  country_code: countryCode.default('US'),
  safety_contacts: safetyContacts.default([]),
});
export const createDistrictSchema = districtFieldsSchema;
export type CreateDistrict = z.infer<typeof createDistrictSchema>;
export type CreateDistrictInput = z.input<typeof createDistrictSchema>;
export const updateDistrictSchema = z.object({
  name: name.optional(),
  country_code: countryCode.optional(),
  safety_contacts: safetyContacts.optional(),
  /** Reach by subgroup for the district's leaders (beyond the spec); off until the district asks. */
  demographics_enabled: z.boolean().optional(),
});
export type UpdateDistrict = z.infer<typeof updateDistrictSchema>;

export const districtSchema = z.object({
  id,
  name: z.string(),
  country_code: z.string(),
  safety_contacts: z.array(safetyContactSchema),
  demographics_enabled: z.boolean(),
  school_count: z.number().int().nonnegative(),
  created_at: unixSeconds,
});
export type District = z.infer<typeof districtSchema>;

export const districtListQuerySchema = z.object({ page, search });
export type DistrictListQuery = z.infer<typeof districtListQuerySchema>;
export type DistrictListQueryInput = z.input<typeof districtListQuerySchema>;
export const districtListSchema = paged(districtSchema);
export type DistrictList = z.infer<typeof districtListSchema>;

// --- Schools ---

const schoolFields = {
  name,
  district_id: id.nullable(),
  country_code: countryCode,
  timezone: timeZone,
  /** HH:MM in the school's time zone; an end before the start is an overnight window. */
  operating_hours_start: hourOfDay,
  operating_hours_end: hourOfDay,
  features_live_help: z.boolean(),
  features_essay_review: z.boolean(),
  features_shared_sessions: z.boolean(),
  /** Whether the school's licences gate its pages; off, every page is open. */
  licensing_enabled: z.boolean(),
  /** The single sign-on providers its people may sign in with (a password always works). */
  sso_providers: ssoProviders,
  safety_contacts: safetyContacts,
};

export const createSchoolSchema = z.object({
  name,
  district_id: id.nullable().default(null),
  country_code: countryCode.default('US'),
  timezone: timeZone.default('America/New_York'),
  operating_hours_start: hourOfDay.default('07:00'),
  operating_hours_end: hourOfDay.default('22:00'),
  features_live_help: z.boolean().default(true),
  features_essay_review: z.boolean().default(true),
  features_shared_sessions: z.boolean().default(false),
  licensing_enabled: z.boolean().default(false),
  sso_providers: ssoProviders.default([]),
  safety_contacts: safetyContacts.default([]),
});
export type CreateSchool = z.infer<typeof createSchoolSchema>;
export type CreateSchoolInput = z.input<typeof createSchoolSchema>;
export const updateSchoolSchema = z.object(schoolFields).partial();
export type UpdateSchool = z.infer<typeof updateSchoolSchema>;
export type UpdateSchoolInput = z.input<typeof updateSchoolSchema>;

const licenceKind = z.enum(LICENCES);
export const licenceRowSchema = z.object({
  id,
  kind: licenceKind,
  school_id: id.nullable(),
  district_id: id.nullable(),
  starts_on: z.iso.date(),
  ends_on: z.iso.date(),
  seats: z.number().int().nonnegative(),
  /** Students counted against it: the school's, or every school's of the district. */
  seats_used: z.number().int().nonnegative(),
  seats_remaining: z.number().int(),
  /** As the gating rule reads it today: upcoming, active, expired or exhausted. */
  state: z.enum(['upcoming', 'active', 'expired', 'exhausted']),
});
export type LicenceRow = z.infer<typeof licenceRowSchema>;

export const schoolSchema = z.object({
  id,
  ...schoolFields,
  district: z.object({ id, name: z.string() }).nullable(),
  student_count: z.number().int().nonnegative(),
  created_at: unixSeconds,
});
export type School = z.infer<typeof schoolSchema>;

export const schoolListQuerySchema = z.object({
  page,
  search,
  district_id: z.coerce.number().int().positive().optional(),
});
export type SchoolListQuery = z.infer<typeof schoolListQuerySchema>;
export type SchoolListQueryInput = z.input<typeof schoolListQuerySchema>;
export const schoolListSchema = paged(schoolSchema);
export type SchoolList = z.infer<typeof schoolListSchema>;

// --- Licences ---

const licenceDates = <T extends { starts_on?: string; ends_on?: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.starts_on && value.ends_on && value.ends_on < value.starts_on)
    ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'must be on or after starts_on' });
};

export const createLicenceSchema = z
  .object({
    kind: licenceKind,
    school_id: id.nullable().default(null),
    district_id: id.nullable().default(null),
    starts_on: z.iso.date(),
    ends_on: z.iso.date(),
    seats: z.number().int().nonnegative().max(10_000_000),
  })
  .superRefine((value, ctx) => {
    if ((value.school_id === null) === (value.district_id === null))
      ctx.addIssue({
        code: 'custom',
        path: ['school_id'],
        message: 'must name either a school or a district, not both',
      });
    licenceDates(value, ctx);
  });
export type CreateLicence = z.infer<typeof createLicenceSchema>;
export type CreateLicenceInput = z.input<typeof createLicenceSchema>;
export const updateLicenceSchema = z
  .object({
    starts_on: z.iso.date().optional(),
    ends_on: z.iso.date().optional(),
    seats: z.number().int().nonnegative().max(10_000_000).optional(),
  })
  .superRefine(licenceDates);
export type UpdateLicence = z.infer<typeof updateLicenceSchema>;

export const licenceListQuerySchema = z.object({
  school_id: z.coerce.number().int().positive().optional(),
  district_id: z.coerce.number().int().positive().optional(),
});
export type LicenceListQuery = z.infer<typeof licenceListQuerySchema>;
export const licenceListSchema = z.array(licenceRowSchema);

// --- The audit trail of customer changes ---

export const auditListQuerySchema = z.object({
  page,
  /** An action or the start of one: `customers.school` matches every school change. */
  action: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9.-]*$/, 'must be an action name such as customers.school.updated')
    .optional(),
  actor_id: z.coerce.number().int().positive().optional(),
  /** The person a change was made to (a person's own history), whoever made it. */
  user_id: z.coerce.number().int().positive().optional(),
  from: z.coerce.number().int().optional(),
  to: z.coerce.number().int().optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
export type AuditListQueryInput = z.input<typeof auditListQuerySchema>;
export const AUDIT_PAGE_SIZE = 50;

export const auditEntrySchema = z.object({
  id,
  at: unixSeconds,
  action: z.string(),
  actor: z.object({ id, name: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = paged(auditEntrySchema);
export type AuditList = z.infer<typeof auditListSchema>;
