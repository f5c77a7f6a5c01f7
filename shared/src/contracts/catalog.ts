import { z } from 'zod';

export const languageSchema = z.object({
  id: z.number().int(),
  language: z.string(),
  abbreviation: z.string(),
  tutorable: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;

export const conceptSchema = z.object({ id: z.number().int(), name: z.string() });
export const topicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  concepts: z.array(conceptSchema),
});
export const subjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  availableTopics: z.array(topicSchema),
});
export type Subject = z.infer<typeof subjectSchema>;
export const subjectListSchema = z.array(subjectSchema);

export const gradeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gradeGroup: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Grade = z.infer<typeof gradeSchema>;

export const sectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  course: z
    .object({
      id: z.number().int(),
      name: z.string(),
      subjects: z.array(z.object({ id: z.number().int(), name: z.string() })),
    })
    .nullable(),
  student_count: z.number().int(),
  teacher_names: z.array(z.string()),
});
export type Section = z.infer<typeof sectionSchema>;
