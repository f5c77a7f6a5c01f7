import { z } from 'zod';
import { tutorAwaySchema } from './presence.js';

const id = z.number().int().positive();
const unixSeconds = z.number().int();
const count = z.number().int().nonnegative();

/** How far ahead the upcoming tutors list looks for shifts not started yet. */
export const UPCOMING_TUTORS_WINDOW_SECONDS = 2 * 3600;

/** What a punched-in tutor is doing, from their shift state. */
export const LIVE_TUTOR_STATES = ['working', 'in_transition', 'bio_break', 'on_hold'] as const;
export type LiveTutorState = (typeof LIVE_TUTOR_STATES)[number];

/** The spec's tutor load: sessions held now against the limit, and sessions per subject today. */
export const tutorLoadSchema = z.object({
  user_id: id,
  /** Live sessions the tutor holds now. */
  total_sessions_load: count,
  max_sessions: count,
  /** Sessions the tutor took in each subject over the summary's window, most first. */
  subject_scores: z.array(z.object({ subject_id: id, subject: z.string(), score: count })),
});
export type TutorLoad = z.infer<typeof tutorLoadSchema>;

const segmentSchema = z.object({ type_name: z.string(), start_time: unixSeconds, end_time: unixSeconds });

/** A live tutor's session in chat, as the managers' list names it: Observe opens it. */
export const liveTutorSessionSchema = z.object({
  id,
  student: z.object({ first_name: z.string(), last_name: z.string() }),
  subject: z.object({ id, name: z.string() }),
  matched_at: unixSeconds,
  /** A superuser quarantined it: nobody may open it, observers included. */
  quarantined: z.boolean(),
});
export type LiveTutorSession = z.infer<typeof liveTutorSessionSchema>;

/** GET /service/live-tutors: tutors punched in now. */
export const liveTutorSchema = z.object({
  user_id: id,
  name: z.string(),
  shift_id: id,
  state_id: z.number().int(),
  state: z.enum(LIVE_TUTOR_STATES),
  punch_in: unixSeconds,
  shift_end: unixSeconds,
  /** The segment covering now (or about to start, for an early punch), or null between segments. */
  segment: segmentSchema.nullable(),
  load: tutorLoadSchema,
  /** The tutor's sessions in chat now, the longest-running first. */
  sessions: z.array(liveTutorSessionSchema),
  /** Away from their console (no new students are offered), since when and why; null while there. */
  away: tutorAwaySchema.nullable(),
});
export type LiveTutor = z.infer<typeof liveTutorSchema>;

/** GET /service/upcoming-tutors: shifts starting soon (or late) not punched into yet. */
export const upcomingTutorSchema = z.object({
  user_id: id,
  name: z.string(),
  shift_id: id,
  start_time: unixSeconds,
  end_time: unixSeconds,
  first_segment: z.string().nullable(),
  /** Past the start and still not punched in. */
  late: z.boolean(),
});
export type UpcomingTutor = z.infer<typeof upcomingTutorSchema>;

/** GET /service/essay-tutors: tutors punched in for a writing-review segment now. */
export const essayTutorSchema = z.object({
  user_id: id,
  name: z.string(),
  segment_end: unixSeconds,
  /** Essays the tutor has picked up and not handed back. */
  in_progress: count,
  /** Essays handed back over the summary's window. */
  reviewed: count,
});
export type EssayTutor = z.infer<typeof essayTutorSchema>;

/** GET /service/tutor-managers: every platform manager, and whether they are on shift now. */
export const tutorManagerSchema = z.object({
  user_id: id,
  name: z.string(),
  on_shift: z.boolean(),
  shift_end: unixSeconds.nullable(),
});
export type TutorManagerRow = z.infer<typeof tutorManagerSchema>;

export const liveTutorListSchema = z.array(liveTutorSchema);
export const upcomingTutorListSchema = z.array(upcomingTutorSchema);
export const essayTutorListSchema = z.array(essayTutorSchema);
export const tutorManagerListSchema = z.array(tutorManagerSchema);

/** Pushed to the managers whenever punches, shifts or sessions change: the four lists at once. */
export const serviceTutorsSchema = z.object({
  live: liveTutorListSchema,
  upcoming: upcomingTutorListSchema,
  essay: essayTutorListSchema,
  managers: tutorManagerListSchema,
  at: unixSeconds,
});
export type ServiceTutors = z.infer<typeof serviceTutorsSchema>;
