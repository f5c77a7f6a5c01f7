import { z } from 'zod';
import { paginationSchema } from './envelope.js';

const id = z.number().int().positive();
const unixSeconds = z.number().int();
const person = z.object({ id, first_name: z.string(), last_name: z.string() });

export const SESSION_REPORTS_PAGE_SIZE = 20;
export const REPORT_TEXT_MAX = 2000;

/** What a manager looks at in a tutor's session; a report picks the ones the tutor did well. */
export const FEEDBACK_CATEGORIES = [
  'rapport',
  'explanation',
  'questioning',
  'pacing',
  'professionalism',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

const pageQuery = { page: z.coerce.number().int().positive().default(1) };

export const sessionFeedbackReportsQuerySchema = z.object({
  ...pageQuery,
  tutor_id: z.coerce.number().int().positive().optional(),
});
export type SessionFeedbackReportsQuery = z.infer<typeof sessionFeedbackReportsQuerySchema>;

export const reportIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const sessionFeedbackReportRowSchema = z.object({
  id,
  session_id: id,
  tutor: person,
  author: person,
  subject_name: z.string(),
  rating: z.number().int().min(1).max(5),
  session_at: unixSeconds,
  created_at: unixSeconds,
});
export type SessionFeedbackReportRow = z.infer<typeof sessionFeedbackReportRowSchema>;

export const sessionFeedbackReportListSchema = z.object({
  data: z.array(sessionFeedbackReportRowSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type SessionFeedbackReportList = z.infer<typeof sessionFeedbackReportListSchema>;

export const sessionFeedbackReportSchema = sessionFeedbackReportRowSchema.extend({
  categories: z.array(z.enum(FEEDBACK_CATEGORIES)),
  strengths: z.string(),
  improvements: z.string(),
  session: z.object({
    question: z.string(),
    student_first_name: z.string(),
    messages: z.number().int().nonnegative(),
    /** Seconds from the tutor joining to the end; null when it never ended. */
    duration: z.number().int().nonnegative().nullable(),
  }),
});
export type SessionFeedbackReport = z.infer<typeof sessionFeedbackReportSchema>;

const reportText = z.string().trim().max(REPORT_TEXT_MAX);

export const createSessionFeedbackReportSchema = z
  .object({
    session_id: id,
    rating: z.number().int().min(1).max(5),
    categories: z.array(z.enum(FEEDBACK_CATEGORIES)).max(FEEDBACK_CATEGORIES.length).default([]),
    strengths: reportText.default(''),
    improvements: reportText.default(''),
  })
  .refine((report) => report.strengths !== '' || report.improvements !== '', {
    path: ['strengths'],
    message: 'write what went well or what to improve',
  });
export type CreateSessionFeedbackReport = z.infer<typeof createSessionFeedbackReportSchema>;

export const INCIDENT_CATEGORIES = ['safety', 'conduct', 'technical', 'privacy', 'other'] as const;
export const INCIDENT_SEVERITIES = ['low', 'medium', 'high'] as const;
export const INCIDENT_STATUSES = ['open', 'resolved'] as const;

export const incidentsQuerySchema = z.object({
  ...pageQuery,
  status: z.enum(INCIDENT_STATUSES).optional(),
});
export type IncidentsQuery = z.infer<typeof incidentsQuerySchema>;

export const incidentSchema = z.object({
  id,
  session_id: id.nullable(),
  category: z.enum(INCIDENT_CATEGORIES),
  severity: z.enum(INCIDENT_SEVERITIES),
  description: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  reported_by: person,
  created_at: unixSeconds,
  resolved_at: unixSeconds.nullable(),
});
export type Incident = z.infer<typeof incidentSchema>;

export const incidentListSchema = z.object({
  data: z.array(incidentSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type IncidentList = z.infer<typeof incidentListSchema>;

export const createIncidentSchema = z.object({
  session_id: id.nullable().default(null),
  category: z.enum(INCIDENT_CATEGORIES),
  severity: z.enum(INCIDENT_SEVERITIES),
  description: z.string().trim().min(1).max(REPORT_TEXT_MAX),
});
export type CreateIncident = z.infer<typeof createIncidentSchema>;

export const updateIncidentSchema = z.object({ status: z.enum(INCIDENT_STATUSES) });
export type UpdateIncident = z.infer<typeof updateIncidentSchema>;
