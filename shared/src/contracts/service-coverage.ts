import { z } from 'zod';

const id = z.number().int().positive();
const unixSeconds = z.number().int();

/** A tutor whose shift began more than the grace ago without a punch in. */
export const lateTutorSchema = z.object({
  user_id: id,
  name: z.string(),
  shift_id: id,
  start_time: unixSeconds,
  end_time: unixSeconds,
  /** The segment the tutor should be in now (the first one before it begins). */
  segment_type: z.string().nullable(),
  /** Past the lockout: only a manager can let the tutor in now. */
  locked_out: z.boolean(),
});
export type LateTutor = z.infer<typeof lateTutorSchema>;

/** A student who has waited for a tutor longer than the long wait. */
export const waitingStudentSchema = z.object({
  session_id: id,
  student_first_name: z.string(),
  subject_id: id,
  subject: z.string(),
  requested_at: unixSeconds,
});
export type WaitingStudent = z.infer<typeof waitingStudentSchema>;

/**
 * GET /service/coverage and `service.coverage.updated`: what is wrong with the service's coverage
 * now and needs a manager, for the action center's Coverage tab. Each list oldest first.
 */
export const serviceCoverageSchema = z.object({
  late_tutors: z.array(lateTutorSchema),
  waiting_students: z.array(waitingStudentSchema),
  /** The lines the lists are drawn at, for the screen to show. */
  thresholds: z.object({
    late_grace_seconds: z.number().int().positive(),
    long_wait_seconds: z.number().int().positive(),
  }),
  at: unixSeconds,
});
export type ServiceCoverage = z.infer<typeof serviceCoverageSchema>;
