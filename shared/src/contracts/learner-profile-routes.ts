import { currentUserSchema } from './users.js';
import {
  gradeOptionListSchema,
  learnerProfileResetSchema,
  libraryCompletionSchema,
  passwordUpdateNeedSchema,
  profileCompletionSchema,
  resetLearnerProfileSchema,
  saveStudentStatusSchema,
  sectionParamsSchema,
  sectionStudentsSchema,
  studentStatusSchema,
} from './learner-profile.js';
import { learnerProfileEndpoints } from './learner-profile-endpoints.js';

export const learnerProfileRoutes = {
  studentStatus: {
    ...learnerProfileEndpoints.studentStatus,
    summary: "The student's onboarding status: still new or not, and the answers saved so far",
    response: studentStatusSchema,
  },
  saveStudentStatus: {
    ...learnerProfileEndpoints.saveStudentStatus,
    summary: "Save onboarding's answers (interests and subject confidence), all of them each time",
    body: saveStudentStatusSchema,
    response: studentStatusSchema,
  },
  resetLearnerProfile: {
    ...learnerProfileEndpoints.resetLearnerProfile,
    summary:
      "Relaunch a student's onboarding (their interests and subject confidence are cleared): a teacher for their sections' students, an administrator for their schools', a district manager for their district's, a superuser for anyone",
    body: resetLearnerProfileSchema,
    response: learnerProfileResetSchema,
  },
  sectionStudents: {
    ...learnerProfileEndpoints.sectionStudents,
    summary: "A section's students with their onboarding state, for the staff who reach that section",
    params: sectionParamsSchema,
    response: sectionStudentsSchema,
  },
  needPasswordUpdate: {
    ...learnerProfileEndpoints.needPasswordUpdate,
    summary: 'Whether the signed-in person must still set their own password (or finish a library account)',
    response: passwordUpdateNeedSchema,
  },
  completeLibraryAccount: {
    ...learnerProfileEndpoints.completeLibraryAccount,
    summary: "A school-285 student's own e-mail address and password, which lets them go on",
    body: libraryCompletionSchema,
    response: currentUserSchema,
  },
  grades: {
    ...learnerProfileEndpoints.grades,
    summary: 'The grade levels, in order',
    response: gradeOptionListSchema,
  },
  completeProfile: {
    ...learnerProfileEndpoints.completeProfile,
    summary: 'An LMS student (holding the student role only) confirms their name and grade',
    body: profileCompletionSchema,
    response: currentUserSchema,
  },
};
