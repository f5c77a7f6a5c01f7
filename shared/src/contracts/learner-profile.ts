import { z } from 'zod';
import { CONFIDENCE_LEVELS, INTERESTS, MAX_RATED_SUBJECTS } from '../domain/onboarding/learner-profile.js';

const userId = z.number().int().positive();

export const subjectConfidenceSchema = z.object({
  subject_id: z.number().int().positive(),
  level: z.enum(CONFIDENCE_LEVELS),
});

/** GET /student-status: whether onboarding is still ahead, and what it has saved so far. */
export const studentStatusSchema = z.object({
  is_new: z.boolean(),
  interests: z.array(z.enum(INTERESTS)),
  subject_confidence: z.array(subjectConfidenceSchema),
});
export type StudentStatus = z.infer<typeof studentStatusSchema>;

/** POST /student-status: onboarding's answers, saved as each step is left (all of them each time). */
export const saveStudentStatusSchema = z.object({
  interests: z
    .array(z.enum(INTERESTS))
    .max(INTERESTS.length)
    .refine((list) => new Set(list).size === list.length, 'each interest at most once'),
  subject_confidence: z
    .array(subjectConfidenceSchema)
    .max(MAX_RATED_SUBJECTS)
    .refine(
      (list) => new Set(list.map((rating) => rating.subject_id)).size === list.length,
      'each subject at most once',
    ),
});
export type SaveStudentStatus = z.infer<typeof saveStudentStatusSchema>;

/** POST /student-learner-profile/reset: staff relaunch a student's onboarding. */
export const resetLearnerProfileSchema = z.object({ student_id: userId });
export type ResetLearnerProfile = z.infer<typeof resetLearnerProfileSchema>;

export const learnerProfileResetSchema = z.object({ student_id: userId, is_new: z.literal(true) });
export type LearnerProfileReset = z.infer<typeof learnerProfileResetSchema>;

/** GET /me/need.password.update: what the person must still set before going on. */
export const passwordUpdateNeedSchema = z.object({
  /** The password was chosen by someone else and never changed by its owner. */
  need_password_update: z.boolean(),
  /** A school-285 (library) account still owes its e-mail or its own password. */
  library_completion: z.boolean(),
});
export type PasswordUpdateNeed = z.infer<typeof passwordUpdateNeedSchema>;

// The password rules are the API's (`validatePassword`), so a refusal carries the spec's code.
const password = z.string().max(1024);

/** POST /me/library-completion: a school-285 student's own e-mail address and password. */
export const libraryCompletionSchema = z.object({
  email: z.email().max(254),
  password,
  password_confirmation: password,
});
export type LibraryCompletion = z.infer<typeof libraryCompletionSchema>;

/** POST /profile-completion: a student who came from an LMS confirms their name and grade. */
export const profileCompletionSchema = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  grade_id: z.number().int().positive().nullable(),
});
export type ProfileCompletion = z.infer<typeof profileCompletionSchema>;

export const sectionParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** GET /sections/:id/users: the section's students as staff see them, with their onboarding state. */
export const sectionStudentSchema = z.object({
  id: userId,
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  grade: z.string().nullable(),
  is_new: z.boolean(),
});
export type SectionStudent = z.infer<typeof sectionStudentSchema>;

export const sectionStudentsSchema = z.object({
  section: z.object({ id: userId, name: z.string() }),
  students: z.array(sectionStudentSchema),
});
export type SectionStudents = z.infer<typeof sectionStudentsSchema>;

export const gradeOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export const gradeOptionListSchema = z.array(gradeOptionSchema);
export type GradeOption = z.infer<typeof gradeOptionSchema>;
