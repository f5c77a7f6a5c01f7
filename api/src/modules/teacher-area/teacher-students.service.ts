import { ErrorCode } from '@lantern/shared/contracts/errors';
import type {
  TeacherStudentDetail,
  TeacherStudentList,
  TeacherStudentsQuery,
} from '@lantern/shared/contracts/teacher-students';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { FileNotFound, FileStorage } from '../files/file-storage.js';
import { TeacherStudentsRepository } from './teacher-students.repository.js';

/**
 * A teacher's students: the list across their sections, one student's sessions and essays, and a
 * reviewed essay's annotated PDF (the last two also for the administrators and district managers
 * over the student). Each student read goes on the student's access log (the access
 * service writes it), as every staff read of a student's records does.
 */
@Injectable()
export class TeacherStudentsService {
  constructor(
    @Inject(TeacherStudentsRepository) private readonly repository: TeacherStudentsRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(FileStorage) private readonly storage: FileStorage,
  ) {}

  list(auth: AuthContext, query: TeacherStudentsQuery): Promise<TeacherStudentList> {
    this.access.requireRole(auth, 'teacher.student.read');
    return this.repository.list(auth.userId, query);
  }

  /**
   * A teacher reads one of their sections' students with the sections they share; an administrator
   * or a district manager (through `/leader/students`) one of their schools or district, with all
   * the student's sections.
   */
  async detail(auth: AuthContext, studentId: number): Promise<TeacherStudentDetail> {
    const teacher = auth.role === 'teacher';
    await this.access.requireAccess(
      auth,
      teacher ? 'teacher.student.read' : 'leader.student.read',
      studentId,
    );
    return this.repository.detail(teacher ? auth.userId : null, studentId);
  }

  async reviewedPdf(auth: AuthContext, studentId: number, essayId: number) {
    // The address names the student: an essay of another student is not at it (asked first, so a
    // refused address writes nothing to the access log).
    const essay = await this.repository.reviewedPdfKey(essayId);
    if (!essay || essay.student_id !== studentId)
      throw new AppError(404, ErrorCode.notFound, 'No such reviewed essay');
    await this.access.requireAccess(
      auth,
      auth.role === 'teacher' ? 'teacher.essay.download' : 'leader.essay.download',
      essayId,
    );
    if (!essay.key) throw new AppError(404, ErrorCode.notFound, 'No such reviewed essay');
    try {
      return { bytes: await this.storage.get(essay.key), fileName: 'reviewed-essay.pdf' };
    } catch (error) {
      if (error instanceof FileNotFound) throw new AppError(404, ErrorCode.notFound, 'No such file');
      throw error;
    }
  }
}
