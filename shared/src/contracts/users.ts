import { z } from 'zod';
import { LICENCES } from '../domain/licensing/licences.js';
import { paginationSchema } from './envelope.js';
import { roleSchema } from './roles.js';

export const licenceSchema = z.enum(LICENCES);
export type Licence = z.infer<typeof licenceSchema>;

export const schoolSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  district: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  country_code: z.string(),
  timezone: z.string(),
  operating_hours_start: z.string(),
  operating_hours_end: z.string(),
  features_live_help: z.boolean(),
  features_essay_review: z.boolean(),
  features_shared_sessions: z.boolean(),
  licences: z.array(licenceSchema),
});
export type SchoolSummary = z.infer<typeof schoolSummarySchema>;

export const avatarSchema = z.object({ name: z.string(), colors: z.array(z.string()) });

export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  preferred_language: z.enum(['en', 'fr', 'es']),
  timezone: z.string(),
  school_id: z.number().int().nullable(),
  school_ids: z.array(z.number().int()),
  school: schoolSummarySchema.nullable(),
  district_id: z.number().int().nullable(),
  role: roleSchema,
  roles: z.array(roleSchema),
  avatar: avatarSchema.nullable(),
  accepted_agreement: z.boolean(),
  password_changed: z.boolean(),
  user_type_id: z.number().int(),
  student: z
    .object({
      is_new: z.boolean(),
      grade: z.object({ id: z.number().int(), name: z.string(), group: z.string().nullable() }).nullable(),
    })
    .nullable(),
  tutor: z
    .object({
      essay_review: z.boolean(),
      high_impact_tutoring: z.boolean(),
      max_weekly_hours: z.number(),
    })
    .nullable(),
  impersonation: z.object({ by_user_id: z.number().int(), by_name: z.string() }).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const updatePreferredLanguageSchema = z.object({ preferred_language: z.enum(['en', 'fr', 'es']) });
export type UpdatePreferredLanguage = z.infer<typeof updatePreferredLanguageSchema>;

export const acceptAgreementSchema = z.object({ accepted: z.literal(true) });

/** A class (section) as a student's group: the spec's "Group Members" are the students sharing one. */
export const studentGroupSchema = z.object({ id: z.number().int(), name: z.string() });
export type StudentGroup = z.infer<typeof studentGroupSchema>;

export const groupMemberSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** The groups of the student's that this member is in too. */
  groups: z.array(studentGroupSchema),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** The other students in a student's groups, by last name, a page at a time; and the groups themselves. */
export const groupMemberListSchema = z.object({
  groups: z.array(studentGroupSchema),
  data: z.array(groupMemberSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type GroupMemberList = z.infer<typeof groupMemberListSchema>;
