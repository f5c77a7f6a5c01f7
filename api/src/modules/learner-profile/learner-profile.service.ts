import { ErrorCode } from '@lantern/shared/contracts/errors';
import type {
  LearnerProfileReset,
  SaveStudentStatus,
  SectionStudents,
  StudentStatus,
} from '@lantern/shared/contracts/learner-profile';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { AppError, ValidationFailed } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { AuditService } from '../audit/audit.service.js';
import type { Student } from '../users/entities/student.entity.js';
import { LearnerProfileRepository } from './learner-profile.repository.js';

const statusOf = (student: Student): StudentStatus => ({
  is_new: student.isNew,
  interests: student.interests ?? [],
  subject_confidence: student.subjectConfidence ?? [],
});

/**
 * Onboarding's learner profile: a student saves what they like and how sure they feel in each
 * subject; staff who reach the student may clear it, which sends the student through onboarding again.
 */
@Injectable()
export class LearnerProfileService {
  constructor(
    @Inject(LearnerProfileRepository) private readonly repository: LearnerProfileRepository,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  async status(auth: AuthContext): Promise<StudentStatus> {
    return statusOf(await this.ownStudent(auth));
  }

  async saveStatus(auth: AuthContext, input: SaveStudentStatus): Promise<StudentStatus> {
    const student = await this.ownStudent(auth);
    const ids = input.subject_confidence.map((rating) => rating.subject_id);
    const known = await this.repository.knownSubjects(ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw new ValidationFailed([
        {
          field: 'subject_confidence',
          rule: 'unknown_subject',
          message: `subject_confidence: no subject has the id ${unknown.join(', ')}`,
        },
      ]);
    student.interests = input.interests;
    student.subjectConfidence = input.subject_confidence;
    await this.em.flush();
    return statusOf(student);
  }

  /** The student is new again: their next signed-in page is onboarding, with nothing pre-filled. */
  async reset(auth: AuthContext, studentId: number): Promise<LearnerProfileReset> {
    await this.access.requireAccess(auth, 'student.onboarding.reset', studentId);
    const student = await this.repository.student(studentId);
    if (!student) throw new AppError(404, ErrorCode.notFound, 'No such student among yours');
    student.isNew = true;
    student.interests = null;
    student.subjectConfidence = null;
    this.audit.recordFor(auth, 'student.onboarding.reset', { student_id: studentId });
    await this.em.flush();
    return { student_id: studentId, is_new: true };
  }

  async sectionStudents(auth: AuthContext, sectionId: number): Promise<SectionStudents> {
    await this.access.requireAccess(auth, 'section.students.read', sectionId);
    return this.repository.sectionStudents(sectionId);
  }

  private async ownStudent(auth: AuthContext): Promise<Student> {
    const student = await this.repository.student(auth.userId);
    if (!student) throw new AppError(404, ErrorCode.notFound, 'No student profile for this user');
    return student;
  }
}
