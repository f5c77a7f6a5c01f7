import {
  saveStudentGroupSchema,
  studentGroupCandidateListSchema,
  studentGroupDeletedSchema,
  studentGroupFiltersSchema,
  studentGroupListSchema,
  studentGroupMemberPageSchema,
  studentGroupParamsSchema,
  studentGroupSchema,
  studentGroupSearchParamsSchema,
  studentGroupSearchQuerySchema,
  studentGroupUsersQuerySchema,
  studentGroupUsersSchema,
} from './student-groups.js';
import { studentGroupsEndpoints } from './student-groups-endpoints.js';

export const studentGroupsRoutes = {
  studentGroupFilters: {
    ...studentGroupsEndpoints.studentGroupFilters,
    summary:
      "The schools and grades of the students the caller reaches, and the caller's groups with their member counts",
    response: studentGroupFiltersSchema,
  },
  searchGroupUsers: {
    ...studentGroupsEndpoints.searchGroupUsers,
    summary:
      'Students the caller reaches whose name or username holds every word of the query, by name, a page at a time (at most 50)',
    params: studentGroupSearchParamsSchema,
    query: studentGroupSearchQuerySchema,
    response: studentGroupCandidateListSchema,
  },
  studentGroups: {
    ...studentGroupsEndpoints.studentGroups,
    summary: "The caller's own student groups (made in the role they act in) with their members, by name",
    response: studentGroupListSchema,
  },
  createStudentGroup: {
    ...studentGroupsEndpoints.createStudentGroup,
    summary: 'Make a student group (422 when the name is empty, too long or already used)',
    body: saveStudentGroupSchema,
    response: studentGroupSchema,
  },
  studentGroup: {
    ...studentGroupsEndpoints.studentGroup,
    summary: 'One of the caller’s student groups with its members',
    params: studentGroupParamsSchema,
    response: studentGroupSchema,
  },
  renameStudentGroup: {
    ...studentGroupsEndpoints.renameStudentGroup,
    summary: 'Rename a student group (422 as for making one)',
    params: studentGroupParamsSchema,
    body: saveStudentGroupSchema,
    response: studentGroupSchema,
  },
  deleteStudentGroup: {
    ...studentGroupsEndpoints.deleteStudentGroup,
    summary: 'Delete a student group (its students stay as they are)',
    params: studentGroupParamsSchema,
    response: studentGroupDeletedSchema,
  },
  setStudentGroupUsers: {
    ...studentGroupsEndpoints.setStudentGroupUsers,
    summary:
      "A group's members, all of them each time (422 when one is not among the students the caller reaches)",
    params: studentGroupParamsSchema,
    body: studentGroupUsersSchema,
    response: studentGroupSchema,
  },
  studentGroupUsers: {
    ...studentGroupsEndpoints.studentGroupUsers,
    summary: "A group's members, by name, 25 a page",
    params: studentGroupParamsSchema,
    query: studentGroupUsersQuerySchema,
    response: studentGroupMemberPageSchema,
  },
};
