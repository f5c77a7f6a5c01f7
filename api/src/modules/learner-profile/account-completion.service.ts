import { ErrorCode } from '@lantern/shared/contracts/errors';
import type {
  GradeOption,
  LibraryCompletion,
  PasswordUpdateNeed,
  ProfileCompletion,
} from '@lantern/shared/contracts/learner-profile';
import type { CurrentUser } from '@lantern/shared/contracts/users';
import { mayCompleteLmsProfile, needsLibraryCompletion } from '@lantern/shared/domain/schools/school-rules';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { AppError, ValidationFailed } from '../../platform/http/app-error.js';
import { assertNewPassword } from '../account/new-password.js';
import { AuditService } from '../audit/audit.service.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { UsersService } from '../users/users.service.js';
import { LearnerProfileRepository } from './learner-profile.repository.js';

const notWhileViewingAs = () =>
  new AppError(403, ErrorCode.forbidden, "You cannot complete someone's account while viewing as them");

/**
 * The steps a student finishes before going on: a school-285 (library) account's own e-mail address
 * and password, and an LMS student's name and grade.
 */
@Injectable()
export class AccountCompletionService {
  constructor(
    @Inject(LearnerProfileRepository) private readonly repository: LearnerProfileRepository,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  async needPasswordUpdate(auth: AuthContext): Promise<PasswordUpdateNeed> {
    const user = await this.repository.user(auth.userId);
    const facts = { email: user.email ?? null, password_changed: user.passwordChanged };
    return {
      need_password_update: !user.passwordChanged,
      library_completion: auth.role === 'student' && needsLibraryCompletion(facts, user.school ?? null),
    };
  }

  /** Saves both at once: the library page lets the student go only when neither is owed any more. */
  async completeLibraryAccount(auth: AuthContext, input: LibraryCompletion): Promise<CurrentUser> {
    if (auth.impersonator) throw notWhileViewingAs();
    const user = await this.repository.user(auth.userId);
    const facts = { email: user.email ?? null, password_changed: user.passwordChanged };
    if (!needsLibraryCompletion(facts, user.school ?? null))
      throw new AppError(409, ErrorCode.conflict, 'This account has nothing left to complete.');
    assertNewPassword(input.password, input.password_confirmation);
    const email = input.email.trim().toLowerCase();
    if (email !== user.email && (await this.repository.emailHolder(email, user.id)) !== null)
      throw new AppError(
        409,
        ErrorCode.emailTaken,
        'Another Lantern account already uses this e-mail address.',
      );
    user.email = email;
    user.passwordHash = await this.hasher.hash(input.password);
    user.passwordChanged = true;
    this.audit.recordFor(auth, 'account.library.completed');
    await this.em.flush();
    return this.users.currentUser(auth);
  }

  async grades(): Promise<GradeOption[]> {
    return (await this.repository.grades()).map((grade) => ({ id: grade.id, name: grade.name }));
  }

  /** Only for plain students: staff who also hold the student role keep their profile as it is. */
  async completeProfile(auth: AuthContext, input: ProfileCompletion): Promise<CurrentUser> {
    if (auth.impersonator) throw notWhileViewingAs();
    if (!mayCompleteLmsProfile(auth.roles))
      throw new AppError(
        403,
        ErrorCode.forbidden,
        'Only students without any other role complete their profile here.',
      );
    const [user, student] = await Promise.all([
      this.repository.user(auth.userId),
      this.repository.student(auth.userId),
    ]);
    const grade = input.grade_id === null ? null : await this.repository.grade(input.grade_id);
    if (input.grade_id !== null && !grade)
      throw new ValidationFailed([
        {
          field: 'grade_id',
          rule: 'unknown_grade',
          message: `grade_id: no grade has the id ${input.grade_id}`,
        },
      ]);
    user.firstName = input.first_name;
    user.lastName = input.last_name;
    if (student) student.grade = grade;
    this.audit.recordFor(auth, 'user.profile.completed');
    await this.em.flush();
    return this.users.currentUser(auth);
  }
}
