import { z } from 'zod';
import {
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
  type RetentionPeriods,
} from '../domain/privacy/retention.js';

// Privacy operations a district's agreement asks for: erasing a student (or a whole school at the
// end of its contract) with a certificate to prove it, and a student's data handed over as one file.

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
const unixSeconds = z.number().int();

export const PRIVACY_DELETION_SCOPES = ['student', 'school'] as const;
export type PrivacyDeletionScope = (typeof PRIVACY_DELETION_SCOPES)[number];

export const PRIVACY_DELETION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type PrivacyDeletionStatus = (typeof PRIVACY_DELETION_STATUSES)[number];

/**
 * Every store a deletion reaches, in the order it empties them; the certificate lists each with the
 * number of records (or files) removed from it.
 */
export const PRIVACY_STORES = [
  'chat_files',
  'session_messages',
  'message_reactions',
  'message_bookmarks',
  'whiteboard_strokes',
  'shared_links',
  'session_handoffs',
  'assessments',
  'session_reports',
  'incidents',
  'tutor_comments',
  'action_items',
  'content_holds',
  'sessions',
  'essay_files',
  'essay_annotations',
  'essay_suggestions',
  'essay_ai_summaries',
  'plagiarism_fingerprints',
  'plagiarism_matches',
  'essays',
  'sign_ins',
  'account_links',
  'mail_messages',
  'enrolments',
  'preferences',
  'access_log',
  'profiles',
] as const;
export type PrivacyStore = (typeof PRIVACY_STORES)[number];

export const privacyRemovedSchema = z.partialRecord(z.enum(PRIVACY_STORES), count);
export type PrivacyRemoved = z.infer<typeof privacyRemovedSchema>;

export const requestPrivacyDeletionSchema = z
  .object({
    scope: z.enum(PRIVACY_DELETION_SCOPES),
    /** The student to erase (scope `student`) or the school whose students are erased (`school`). */
    target_id: id,
  })
  .strict();
export type RequestPrivacyDeletion = z.infer<typeof requestPrivacyDeletionSchema>;

export const privacyDeletionSchema = z.object({
  id,
  scope: z.enum(PRIVACY_DELETION_SCOPES),
  target_id: id,
  district_id: id.nullable(),
  status: z.enum(PRIVACY_DELETION_STATUSES),
  requested_by: z.object({ id, role: z.string() }),
  requested_at: unixSeconds,
  started_at: unixSeconds.nullable(),
  finished_at: unixSeconds.nullable(),
  /** Students erased so far (one for a student's request). */
  students: count,
  removed: privacyRemovedSchema,
  certificate_ready: z.boolean(),
  error: z.string().nullable(),
});
export type PrivacyDeletion = z.infer<typeof privacyDeletionSchema>;

export const privacyDeletionListSchema = z.array(privacyDeletionSchema);
export const privacyDeletionParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const privacyStudentParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** What a member of staff opened of a student's. */
export const STUDENT_READS = ['record', 'notes', 'transcript'] as const;

export const studentAccessSchema = z.object({
  viewer: z.object({ id, name: z.string(), role: z.string() }),
  what: z.enum(STUDENT_READS),
  at: unixSeconds,
});
export type StudentAccess = z.infer<typeof studentAccessSchema>;
/** The newest openings first, at most ACCESS_LOG_LIMIT. */
export const studentAccessLogSchema = z.array(studentAccessSchema);
export const ACCESS_LOG_LIMIT = 500;

const period = z
  .number()
  .int({ message: 'must be a whole number of days' })
  .min(RETENTION_MIN_DAYS, { message: `must be at least ${RETENTION_MIN_DAYS} days` })
  .max(RETENTION_MAX_DAYS, { message: `must be at most ${RETENTION_MAX_DAYS} days` })
  .nullable();

/** Days each kind of a district's data is kept; null keeps it for good. */
export const retentionPeriodsSchema = z
  .object({
    chat_messages: period,
    media: period,
    essays: period,
    whiteboards: period,
    recordings: period,
  })
  .strict() satisfies z.ZodType<RetentionPeriods>;

export const districtRetentionSchema = z.object({
  district_id: id,
  periods: retentionPeriodsSchema,
  updated_at: unixSeconds.nullable(),
});
export type DistrictRetention = z.infer<typeof districtRetentionSchema>;
export const districtParamsSchema = z.object({ id: z.coerce.number().int().positive() });
