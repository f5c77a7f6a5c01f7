import { z } from 'zod';

/**
 * Student groups: a teacher's own named sets of their students. `POST /student-groups`,
 * `GET /student-groups`, `GET|PUT|DELETE /student-groups/{id}`, `PUT /student-groups/{id}/users`.
 * The rules (a name, unique per owner; members among the owner's students) are the server's and
 * answer 422 with the field, as the spec's group forms expect.
 */

const id = z.number().int().positive();

export const STUDENT_GROUP_NAME_MAX = 100;
/** Spec §9: group members are shown 25 a page. */
export const STUDENT_GROUP_MEMBERS_PAGE_SIZE = 25;
export const STUDENT_GROUP_MAX_MEMBERS = 500;

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
