import { z } from 'zod';
import { paginationSchema } from './envelope.js';
import { OTHER_SECTION_ID } from './essays.js';

/**
 * Sections (classes): made by hand by a superuser beside the ones a roster writes, read by the staff
 * who reach them. `POST /sections`, `POST sections/{id}`, `GET sections/{id}`, `sections.filter`,
 * `GET /users/{id}/sections`.
 */

const id = z.number().int().positive();

export const SECTION_LIST_PAGE_SIZE = 25;
/** How many people one request may add to or take out of a section, per list. */
export const MAX_SECTION_PEOPLE_PER_REQUEST = 500;
export const MAX_COURSE_SUBJECTS = 20;
/**
 * The spec's artificial "Other" entry, appended where a student's sections are listed: what they
 * pick when they write for a class Lantern does not know (an essay's section 0).
 */
export const OTHER_SECTION = { id: OTHER_SECTION_ID, name: 'Other', course: null } as const;

const unique = (list: readonly number[]) => new Set(list).size === list.length;
const people = z
  .array(id)
  .max(
    MAX_SECTION_PEOPLE_PER_REQUEST,
    `must list at most ${MAX_SECTION_PEOPLE_PER_REQUEST} people in one request: send the rest in another`,
  )
  .refine(unique, 'must not name a person twice');
const subjectIds = z
  .array(id)
  .max(MAX_COURSE_SUBJECTS, `must list at most ${MAX_COURSE_SUBJECTS} subjects`)
  .refine(unique, 'must not name a subject twice');
const name = z.string().trim().min(1).max(200);
/** A blank course name is no course name: the section's own name is used when it has subjects. */
const courseName = z
  .string()
  .trim()
  .max(200)
  .transform((value) => value || null)
  .nullable();

export const createSectionSchema = z.object({
  name,
  school_id: id,
  /** The course it teaches; with subjects and no name, the course is named after the section. */
  course_name: courseName.default(null),
  subject_ids: subjectIds.default([]),
  teacher_ids: people.default([]),
  student_ids: people.default([]),
});
export type CreateSection = z.infer<typeof createSectionSchema>;
export type CreateSectionInput = z.input<typeof createSectionSchema>;

/** The fields not sent keep their value; people are added and taken out, never replaced wholesale. */
export const updateSectionSchema = z
  .object({
    name: name.optional(),
    /** null takes the course off the section. */
    course_name: courseName.optional(),
    subject_ids: subjectIds.optional(),
    add_teacher_ids: people.default([]),
    remove_teacher_ids: people.default([]),
    add_student_ids: people.default([]),
    remove_student_ids: people.default([]),
  })
  .superRefine((value, ctx) => {
    for (const kind of ['teacher', 'student'] as const) {
      const removed = new Set(value[`remove_${kind}_ids`]);
      const both = value[`add_${kind}_ids`].filter((person) => removed.has(person));
      if (both.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: [`add_${kind}_ids`],
          message: `must not also be in remove_${kind}_ids: ${both.join(', ')}`,
        });
    }
  });
export type UpdateSection = z.infer<typeof updateSectionSchema>;
export type UpdateSectionInput = z.input<typeof updateSectionSchema>;

export const sectionIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const sectionListQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  /** Words of the section's or its course's name. */
  search: z.string().trim().max(100).optional(),
  school_id: z.coerce.number().int().positive().optional(),
  /** Sections this teacher sits in. */
  teacher_id: z.coerce.number().int().positive().optional(),
});
export type SectionListQuery = z.infer<typeof sectionListQuerySchema>;
export type SectionListQueryInput = z.input<typeof sectionListQuerySchema>;

const named = z.object({ id, name: z.string() });
export const sectionCourseSchema = z.object({ id, name: z.string(), subjects: z.array(named) });
export type SectionCourse = z.infer<typeof sectionCourseSchema>;

export const sectionPersonSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
});
export type SectionPerson = z.infer<typeof sectionPersonSchema>;

/** One section with its people: teachers (who hold the teacher role) and students. */
export const sectionDetailSchema = z.object({
  id,
  name: z.string(),
  school: named,
  course: sectionCourseSchema.nullable(),
  teachers: z.array(sectionPersonSchema),
  students: z.array(sectionPersonSchema),
  /** Written by a roster import or sync, which may change it again; a section made here is not. */
  rostered: z.boolean(),
});
export type SectionDetail = z.infer<typeof sectionDetailSchema>;

export const sectionRowSchema = z.object({
  id,
  name: z.string(),
  school: named,
  course: sectionCourseSchema.nullable(),
  teachers: z.array(named),
  student_count: z.number().int().nonnegative(),
  rostered: z.boolean(),
});
export type SectionRow = z.infer<typeof sectionRowSchema>;

export const sectionListSchema = z.object({
  data: z.array(sectionRowSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type SectionList = z.infer<typeof sectionListSchema>;

export const userSectionsParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A person's sections; a student's end with the artificial "Other" entry (id 0, no course). */
export const userSectionSchema = z.object({
  id: z.number().int().nonnegative(),
  name: z.string(),
  course: sectionCourseSchema.nullable(),
});
export type UserSection = z.infer<typeof userSectionSchema>;
export const userSectionListSchema = z.array(userSectionSchema);
