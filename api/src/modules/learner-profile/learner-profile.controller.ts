import type {
  LibraryCompletion,
  ProfileCompletion,
  ResetLearnerProfile,
  SaveStudentStatus,
} from '@lantern/shared/contracts/learner-profile';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody } from '../../platform/http/endpoint.decorator.js';
import { AccountCompletionService } from './account-completion.service.js';
import { LearnerProfileService } from './learner-profile.service.js';

@Controller()
export class LearnerProfileController {
  constructor(
    @Inject(LearnerProfileService) private readonly profiles: LearnerProfileService,
    @Inject(AccountCompletionService) private readonly completion: AccountCompletionService,
  ) {}

  @Endpoint(routes.studentStatus)
  status(@Auth() auth: AuthContext) {
    return this.profiles.status(auth);
  }

  @Endpoint(routes.saveStudentStatus)
  saveStatus(@Auth() auth: AuthContext, @ValidBody() body: SaveStudentStatus) {
    return this.profiles.saveStatus(auth, body);
  }

  @Endpoint(routes.resetLearnerProfile)
  reset(@Auth() auth: AuthContext, @ValidBody() body: ResetLearnerProfile) {
    return this.profiles.reset(auth, body.student_id);
  }

  @Endpoint(routes.sectionStudents)
  sectionStudents(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.profiles.sectionStudents(auth, id);
  }

  @Endpoint(routes.needPasswordUpdate)
  needPasswordUpdate(@Auth() auth: AuthContext) {
    return this.completion.needPasswordUpdate(auth);
  }

  @Endpoint(routes.completeLibraryAccount)
  completeLibraryAccount(@Auth() auth: AuthContext, @ValidBody() body: LibraryCompletion) {
    return this.completion.completeLibraryAccount(auth, body);
  }

  @Endpoint(routes.grades)
  grades() {
    return this.completion.grades();
  }

  @Endpoint(routes.completeProfile)
  completeProfile(@Auth() auth: AuthContext, @ValidBody() body: ProfileCompletion) {
    return this.completion.completeProfile(auth, body);
  }
}
