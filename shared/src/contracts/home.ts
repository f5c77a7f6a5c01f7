import { z } from 'zod';
import { sectionSchema } from './catalog.js';

/** What each role's home page shows: the signed-in person's own world, from real data. */
const countedSchool = z.object({
  id: z.number().int(),
  name: z.string(),
  country_code: z.string(),
  students: z.number().int(),
  teachers: z.number().int(),
  sections: z.number().int(),
});

export const studentHomeSchema = z.object({
  kind: z.literal('student'),
  school: z.object({ id: z.number().int(), name: z.string(), district: z.string().nullable() }).nullable(),
  grade: z.string().nullable(),
  sections: z.array(sectionSchema),
});
export const teacherHomeSchema = z.object({
  kind: z.literal('teacher'),
  schools: z.array(z.object({ id: z.number().int(), name: z.string() })),
  sections: z.array(sectionSchema),
  total_students: z.number().int(),
});
/** A section of one of a leader's schools: the way to its students. */
const leaderSection = sectionSchema.extend({ school_id: z.number().int(), school_name: z.string() });
export const administratorHomeSchema = z.object({
  kind: z.literal('administrator'),
  schools: z.array(countedSchool),
  sections: z.array(leaderSection),
});
export const districtManagerHomeSchema = z.object({
  kind: z.literal('district-manager'),
  district: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  schools: z.array(countedSchool),
  sections: z.array(leaderSection),
});
export const tutorHomeSchema = z.object({
  kind: z.literal('tutor'),
  subjects: z.array(z.object({ id: z.number().int(), name: z.string() })),
  languages: z.array(z.object({ id: z.number().int(), language: z.string(), abbreviation: z.string() })),
  essay_review: z.boolean(),
  max_weekly_hours: z.number(),
  tutor_since: z.number().int(),
});
/** The tutors at a glance, on both managers' homes: the services summary opens with it. */
const tutorsOverviewSchema = z.object({
  tutors_total: z.number().int(),
  tutors_active: z.number().int(),
  essay_reviewers: z.number().int(),
  tutors: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      status: z.enum(['active', 'inactive']),
      essay_review: z.boolean(),
      languages: z.array(z.string()),
    }),
  ),
});
export type TutorsOverview = z.infer<typeof tutorsOverviewSchema>;
export const tutorManagerHomeSchema = tutorsOverviewSchema.extend({ kind: z.literal('tutor-manager') });
export const superuserHomeSchema = tutorsOverviewSchema.extend({
  kind: z.literal('superuser'),
  districts: z.number().int(),
  schools: z.number().int(),
  users_by_role: z.array(z.object({ role: z.string(), count: z.number().int() })),
});

export const homeSchema = z.discriminatedUnion('kind', [
  studentHomeSchema,
  teacherHomeSchema,
  administratorHomeSchema,
  districtManagerHomeSchema,
  tutorHomeSchema,
  tutorManagerHomeSchema,
  superuserHomeSchema,
]);
export type Home = z.infer<typeof homeSchema>;
export type HomeOf<K extends Home['kind']> = Extract<Home, { kind: K }>;
