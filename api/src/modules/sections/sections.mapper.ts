import {
  OTHER_SECTION,
  type SectionDetail,
  type SectionRow,
  type UserSection,
} from '@lantern/shared/contracts/sections';
import type { SectionRecord, SectionRowRecord } from './sections.repository.js';

const byId = (a: number, b: number) => a - b;

/** What a section's audit rows compare: its own fields and who sits in it, no counts. */
export function sectionFields(section: SectionRecord) {
  return {
    name: section.name,
    school_id: section.school.id,
    course_name: section.course?.name ?? null,
    subject_ids: (section.course?.subjects ?? []).map((subject) => subject.id).sort(byId),
    teacher_ids: section.teachers.map((person) => person.id).sort(byId),
    student_ids: section.students.map((person) => person.id).sort(byId),
  };
}

export function toSectionDetail(section: SectionRecord): SectionDetail {
  return {
    id: section.id,
    name: section.name,
    school: section.school,
    course: section.course,
    teachers: section.teachers,
    students: section.students,
    rostered: section.rostered,
  };
}

export function toSectionRow(row: SectionRowRecord): SectionRow {
  return {
    id: row.id,
    name: row.name,
    school: row.school,
    course: row.course,
    teachers: row.teachers,
    student_count: row.student_count,
    rostered: row.rostered,
  };
}

/** A person's sections; a student's end with "Other", for work written for a class Lantern does not know. */
export function toUserSections(
  sections: readonly Pick<SectionRecord, 'id' | 'name' | 'course'>[],
  isStudent: boolean,
): UserSection[] {
  const listed = sections.map(({ id, name, course }) => ({ id, name, course }));
  return isStudent ? [...listed, { ...OTHER_SECTION }] : listed;
}
