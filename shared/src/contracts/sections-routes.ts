import {
  createSectionSchema,
  sectionDetailSchema,
  sectionIdParamsSchema,
  sectionListQuerySchema,
  sectionListSchema,
  updateSectionSchema,
  userSectionListSchema,
  userSectionsParamsSchema,
} from './sections.js';
import { sectionsEndpoints } from './sections-endpoints.js';

export const sectionsRoutes = {
  createSection: {
    ...sectionsEndpoints.createSection,
    summary:
      'Make a section in a school by hand: its name, course and subjects, teachers and students (at most 500 of each)',
    body: createSectionSchema,
    response: sectionDetailSchema,
  },
  updateSection: {
    ...sectionsEndpoints.updateSection,
    summary:
      "Change a section's name, course or subjects, and add or take out teachers and students (at most 500 of each a request)",
    params: sectionIdParamsSchema,
    body: updateSectionSchema,
    response: sectionDetailSchema,
  },
  sectionDetail: {
    ...sectionsEndpoints.sectionDetail,
    summary: 'One section with its course, teachers and students, for the staff who reach it',
    params: sectionIdParamsSchema,
    response: sectionDetailSchema,
  },
  sectionsFilter: {
    ...sectionsEndpoints.sectionsFilter,
    summary:
      'The sections the caller reaches, a page at a time, narrowed by words of the name, by school and by teacher',
    query: sectionListQuerySchema,
    response: sectionListSchema,
  },
  userSections: {
    ...sectionsEndpoints.userSections,
    summary:
      "A person's sections with their course; a student's end with the artificial “Other” entry (id 0)",
    params: userSectionsParamsSchema,
    response: userSectionListSchema,
  },
} as const;
