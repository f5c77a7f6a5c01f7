import type { ValidationIssue } from '@lantern/shared/contracts/errors';
import {
  type CreateSection,
  SECTION_LIST_PAGE_SIZE,
  type SectionDetail,
  type SectionList,
  type SectionListQuery,
  type UpdateSection,
  type UserSection,
} from '@lantern/shared/contracts/sections';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { ValidationFailed } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { AuditService } from '../audit/audit.service.js';
import { auditedChange } from '../customers/audit-changes.js';
import { pageOf } from '../customers/paging.js';
import { Subject } from '../catalog/entities/subject.entity.js';
import { Course } from '../schools/entities/course.entity.js';
import { School } from '../schools/entities/school.entity.js';
import { Section } from '../schools/entities/section.entity.js';
import { sectionFields, toSectionDetail, toSectionRow, toUserSections } from './sections.mapper.js';
import { type SectionScope, SectionsRepository } from './sections.repository.js';

type CourseChange = Pick<UpdateSection, 'course_name' | 'subject_ids'>;
type Member = 'teacher' | 'student';

/** The sections a list shows each role: the same reach as `mayReachStudent`. */
function scopeOf(auth: AuthContext): SectionScope {
  switch (auth.role) {
    case 'superuser':
      return { kind: 'all' };
    case 'administrator':
      return { kind: 'schools', userId: auth.userId };
    case 'district-manager':
      return { kind: 'district', userId: auth.userId };
    default:
      return { kind: 'member', userId: auth.userId };
  }
}

/**
 * Sections made by hand beside rostered ones (a hand-made one has no `sourcedId`, so no roster
 * touches it): name, course and subjects, teachers and students of its school. Access first; each
 * change in one transaction with its audit row (who, when, the fields before and after).
 */
@Injectable()
export class SectionsService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(SectionsRepository) private readonly repository: SectionsRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  async filter(auth: AuthContext, query: SectionListQuery): Promise<SectionList> {
    const perPage = SECTION_LIST_PAGE_SIZE;
    const { rows, total } = await this.repository.page(
      scopeOf(auth),
      query,
      perPage,
      (query.page - 1) * perPage,
    );
    return pageOf(rows.map(toSectionRow), total, query.page, perPage);
  }

  async one(auth: AuthContext, id: number): Promise<SectionDetail> {
    await this.access.requireAccess(auth, 'section.read', id);
    return this.view(id);
  }

  async ofUser(auth: AuthContext, userId: number): Promise<UserSection[]> {
    await this.access.requireAccess(auth, 'user.sections.read', userId);
    const [sections, isStudent] = await Promise.all([
      this.repository.ofUser(userId),
      this.repository.isStudent(userId),
    ]);
    return toUserSections(sections, isStudent);
  }

  async create(auth: AuthContext, input: CreateSection): Promise<SectionDetail> {
    this.access.requireRole(auth, 'customer.section.edit');
    const id = await this.em.transactional(async (em) => {
      const school = await em.findOne(School, { id: input.school_id });
      if (!school)
        throw new ValidationFailed([
          { field: 'school_id', rule: 'exists', message: `school_id: no school has id ${input.school_id}` },
        ]);
      await this.refuseStrangers(school.id, [
        ['teacher_ids', 'teacher', input.teacher_ids],
        ['student_ids', 'student', input.student_ids],
      ]);
      const section = em.create(Section, {
        name: input.name,
        school,
        course: await this.newCourse(em, input.course_name, input.name, input.subject_ids),
      });
      await em.flush();
      await this.repository.addMembers(section.id, [...input.teacher_ids, ...input.student_ids]);
      const after = sectionFields((await this.repository.detail(section.id))!);
      this.audit.recordFor(auth, 'customers.section.created', {
        section_id: section.id,
        ...auditedChange(null, after),
      });
      await em.flush();
      return section.id;
    });
    return this.view(id);
  }

  async update(auth: AuthContext, id: number, input: UpdateSection): Promise<SectionDetail> {
    await this.access.requireAccess(auth, 'customer.section.edit', id);
    await this.em.transactional(async (em) => {
      const locked = (await this.repository.lock(id))!;
      const before = sectionFields((await this.repository.detail(id))!);
      await this.refuseStrangers(locked.school_id, [
        ['add_teacher_ids', 'teacher', input.add_teacher_ids],
        ['add_student_ids', 'student', input.add_student_ids],
      ]);
      const section = await em.findOneOrFail(Section, { id }, { populate: ['course.subjects'] });
      if (input.name !== undefined) section.name = input.name;
      if (input.course_name !== undefined || input.subject_ids !== undefined)
        await this.changeCourse(em, section, input);
      await em.flush();
      await this.repository.removeMembers(id, [...input.remove_teacher_ids, ...input.remove_student_ids]);
      await this.repository.addMembers(id, [...input.add_teacher_ids, ...input.add_student_ids]);
      const change = auditedChange(before, sectionFields((await this.repository.detail(id))!));
      if (Object.keys(change.after).length > 0) {
        this.audit.recordFor(auth, 'customers.section.updated', { section_id: id, ...change });
        await em.flush();
      }
    });
    return this.view(id);
  }

  /**
   * The course as asked. A hand-made course only this section teaches is changed in place; a
   * rostered one, or one another section shares, is left as it is and a new one made, so the change
   * reaches no other section and the roster's course stays as the roster wrote it.
   */
  private async changeCourse(em: EntityManager, section: Section, input: CourseChange): Promise<void> {
    const current = section.course ?? null;
    const currentSubjects = current ? current.subjects.getItems().map((subject) => subject.id) : [];
    const named = input.course_name !== undefined ? input.course_name : (current?.name ?? null);
    const subjects = input.subject_ids ?? currentSubjects;
    if (named === null && subjects.length === 0) {
      section.course = null;
      return;
    }
    const name = named ?? section.name;
    const same =
      current !== null &&
      current.name === name &&
      JSON.stringify([...currentSubjects].sort()) === JSON.stringify([...subjects].sort());
    if (same) return;
    await this.refuseUnknownSubjects(subjects);
    if (
      current &&
      current.sourcedId === null &&
      !(await this.repository.courseShared(current.id, section.id))
    ) {
      current.name = name;
      current.subjects.set(subjects.map((subjectId) => em.getReference(Subject, subjectId)));
      return;
    }
    section.course = await this.newCourse(em, name, section.name, subjects);
  }

  /**
   * A hand-made course, when there is a course name or subjects (named after the section when only
   * subjects are given); else none.
   */
  private async newCourse(
    em: EntityManager,
    name: string | null,
    sectionName: string,
    subjects: readonly number[],
  ): Promise<Course | null> {
    if (name === null && subjects.length === 0) return null;
    await this.refuseUnknownSubjects(subjects);
    return em.create(Course, {
      name: name ?? sectionName,
      subjects: subjects.map((subjectId) => em.getReference(Subject, subjectId)),
    });
  }

  private async refuseUnknownSubjects(ids: readonly number[]): Promise<void> {
    const found = await this.repository.subjectsFound(ids);
    const missing = ids.filter((subjectId) => !found.has(subjectId));
    if (missing.length > 0)
      throw new ValidationFailed([
        {
          field: 'subject_ids',
          rule: 'exists',
          message: `subject_ids: no subject has id ${missing.join(', ')}`,
        },
      ]);
  }

  /** Only active teachers and students of the section's own school may join it. */
  private async refuseStrangers(
    schoolId: number,
    lists: readonly [field: string, role: Member, ids: readonly number[]][],
  ): Promise<void> {
    const issues: ValidationIssue[] = [];
    for (const [field, role, ids] of lists) {
      const eligible = await this.repository.eligible(schoolId, role, ids);
      const strangers = ids.filter((personId) => !eligible.has(personId));
      if (strangers.length > 0)
        issues.push({
          field,
          rule: 'school',
          message: `${field}: ${strangers.join(', ')} ${strangers.length === 1 ? 'is not an active' : 'are not active'} ${role}${strangers.length === 1 ? '' : 's'} of this school`,
        });
    }
    if (issues.length > 0) throw new ValidationFailed(issues);
  }

  private async view(id: number): Promise<SectionDetail> {
    return toSectionDetail((await this.repository.detail(id))!);
  }
}
