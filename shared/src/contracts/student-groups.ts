import { z } from 'zod';
import { paginationSchema } from './envelope.js';

/**
 * Student groups: a staff member's own named sets of the students they reach (a teacher their
 * sections', an administrator their schools', a district manager their district's, a superuser
 * anyone's). `POST /student-groups`, `GET /student-groups`, `GET|PUT|DELETE /student-groups/{id}`,
 * `GET|PUT /student-groups/{id}/users`, `GET /student-groups/search_group_users/{query}`,
 * `GET /student-groups/filters`. A group belongs to its owner in the role they made it in. The rules
 * (a name, unique per owner and role; members among the students reached) are the server's and
 * answer 422 with the field, as the spec's group forms expect.
 */

const id = z.number().int().positive();

export const STUDENT_GROUP_NAME_MAX = 100;
/** Spec §9: group members are shown 25 a page. */
export const STUDENT_GROUP_MEMBERS_PAGE_SIZE = 25;
export const STUDENT_GROUP_MAX_MEMBERS = 500;
/** Groups one person keeps in one role: their list, with every member, stays a bounded read. */
export const STUDENT_GROUPS_MAX_PER_OWNER = 100;

export const studentGroupMemberSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
});
export type StudentGroupMember = z.infer<typeof studentGroupMemberSchema>;

export const studentGroupSchema = z.object({
  id,
  name: z.string(),
  users: z.array(studentGroupMemberSchema),
});
export type StudentGroup = z.infer<typeof studentGroupSchema>;

export const studentGroupListSchema = z.object({ data: z.array(studentGroupSchema) });
export type StudentGroupList = z.infer<typeof studentGroupListSchema>;

/** The name's rules are checked by the server (422 on `name`), not here: the form shows its answer. */
export const saveStudentGroupSchema = z.object({ name: z.string().max(1000) });
export type SaveStudentGroup = z.infer<typeof saveStudentGroupSchema>;

export const studentGroupUsersSchema = z.object({
  user_ids: z.array(id).max(STUDENT_GROUP_MAX_MEMBERS),
});
export type StudentGroupUsers = z.infer<typeof studentGroupUsersSchema>;

export const studentGroupParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const studentGroupDeletedSchema = z.object({ id });

const page = z.coerce.number().int().positive().max(10_000).default(1);

/** Spec §9: 25 a page; a search asks for at most 50. */
export const STUDENT_GROUP_SEARCH_LIMIT_MAX = 50;
export const STUDENT_GROUP_SEARCH_QUERY_MIN = 2;

/** A search of the students the caller reaches: words of a first or last name, or a username. */
export const studentGroupSearchParamsSchema = z.object({
  query: z
    .string()
    .trim()
    .min(STUDENT_GROUP_SEARCH_QUERY_MIN, `must be at least ${STUDENT_GROUP_SEARCH_QUERY_MIN} characters`)
    .max(100),
});
export const studentGroupSearchQuerySchema = z.object({
  page,
  limit: z.coerce
    .number()
    .int()
    .positive()
    .max(STUDENT_GROUP_SEARCH_LIMIT_MAX)
    .default(STUDENT_GROUP_MEMBERS_PAGE_SIZE),
  school_id: z.coerce.number().int().positive().optional(),
  grade_id: z.coerce.number().int().positive().optional(),
});
export type StudentGroupSearchQuery = z.infer<typeof studentGroupSearchQuerySchema>;
export type StudentGroupSearchQueryInput = z.input<typeof studentGroupSearchQuerySchema>;

export const studentGroupCandidateSchema = studentGroupMemberSchema.extend({
  school_name: z.string().nullable(),
  grade: z.string().nullable(),
});
export type StudentGroupCandidate = z.infer<typeof studentGroupCandidateSchema>;

export const studentGroupCandidateListSchema = z.object({
  data: z.array(studentGroupCandidateSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type StudentGroupCandidateList = z.infer<typeof studentGroupCandidateListSchema>;

export const studentGroupUsersQuerySchema = z.object({ page });

/** A group's members, 25 a page, by name. */
export const studentGroupMemberPageSchema = z.object({
  data: z.array(studentGroupMemberSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type StudentGroupMemberPage = z.infer<typeof studentGroupMemberPageSchema>;

/**
 * What the group screens and the dashboard filter by: the schools and grades of the students the
 * caller reaches (to narrow a search), and the caller's groups with their member counts.
 */
export const studentGroupFiltersSchema = z.object({
  schools: z.array(z.object({ id, name: z.string() })),
  grade_levels: z.array(z.object({ id, name: z.string() })),
  groups: z.array(z.object({ id, name: z.string(), member_count: z.number().int().nonnegative() })),
});
export type StudentGroupFilters = z.infer<typeof studentGroupFiltersSchema>;
