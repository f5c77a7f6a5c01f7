import { ErrorCode } from '@lantern/shared/contracts/errors';
import {
  STUDENT_GROUP_NAME_MAX,
  STUDENT_GROUPS_MAX_PER_OWNER,
  type SaveStudentGroup,
  type StudentGroupCandidateList,
  type StudentGroupFilters,
  type StudentGroupMemberPage,
  type StudentGroupSearchQuery,
  type StudentGroup as StudentGroupView,
  type StudentGroupList,
} from '@lantern/shared/contracts/student-groups';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { StudentGroup } from './entities/student-group.entity.js';
import { StudentGroupsRepository } from './student-groups.repository.js';

/** Spec §8: a group form's refusal is a 422 whose body names the field, shown on that field. */
const unprocessable = (field: string, rule: string, message: string) =>
  new AppError(422, ErrorCode.validationFailed, message, { issues: [{ field, rule, message }] });

/**
 * Student groups: named sets of the students a staff member reaches, theirs alone in the role they
 * act in. Which students that is (a teacher's sections, an administrator's schools, a district
 * manager's district, every student for a superuser) is the access service's answer.
 */
@Injectable()
export class StudentGroupsService {
  constructor(
    @Inject(StudentGroupsRepository) private readonly repository: StudentGroupsRepository,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext): Promise<StudentGroupList> {
    const reach = this.access.studentsInReach(auth, 'student-group.read');
    const groups = await this.repository.ofOwner(auth.userId, auth.role);
    const members = await this.repository.members(
      reach,
      groups.map((group) => group.id),
    );
    return {
      data: groups.map((group) => ({ id: group.id, name: group.name, users: members.get(group.id) ?? [] })),
    };
  }

  /** The caller's own groups in the role they act in, by name: what other pages' group filters offer. */
  async own(auth: AuthContext): Promise<{ id: number; name: string }[]> {
    const groups = await this.repository.ofOwner(auth.userId, auth.role);
    return groups.map((group) => ({ id: group.id, name: group.name }));
  }

  async filters(auth: AuthContext): Promise<StudentGroupFilters> {
    const reach = this.access.studentsInReach(auth, 'student-group.read');
    const groups = await this.repository.ofOwner(auth.userId, auth.role);
    const counts = await this.repository.memberCounts(
      reach,
      groups.map((group) => group.id),
    );
    return {
      ...(await this.repository.searchFilters(reach)),
      groups: groups.map((group) => ({
        id: group.id,
        name: group.name,
        member_count: counts.get(group.id) ?? 0,
      })),
    };
  }

  /** Students to choose members from; the query's bounds (length, page size) are the contract's. */
  search(
    auth: AuthContext,
    search: string,
    query: StudentGroupSearchQuery,
  ): Promise<StudentGroupCandidateList> {
    const reach = this.access.studentsInReach(auth, 'student-group.read');
    return this.repository.search(reach, search, query);
  }

  async one(auth: AuthContext, id: number): Promise<StudentGroupView> {
    const reach = await this.requireGroup(auth, 'student-group.read', id);
    return this.repository.toView(reach, await this.repository.one(id));
  }

  async members(auth: AuthContext, id: number, page: number): Promise<StudentGroupMemberPage> {
    const reach = await this.requireGroup(auth, 'student-group.read', id);
    return this.repository.memberPage(reach, id, page);
  }

  async create(auth: AuthContext, body: SaveStudentGroup): Promise<StudentGroupView> {
    const reach = this.access.studentsInReach(auth, 'student-group.edit');
    const name = await this.validName(auth, body.name);
    if ((await this.repository.countOfOwner(auth.userId, auth.role)) >= STUDENT_GROUPS_MAX_PER_OWNER)
      throw unprocessable(
        'name',
        'max_groups',
        `name: you already have ${STUDENT_GROUPS_MAX_PER_OWNER} groups; delete one to make another`,
      );
    const now = this.clock.date();
    const group = this.em.create(StudentGroup, {
      owner: auth.userId,
      ownerRole: auth.role,
      name,
      createdAt: now,
      updatedAt: now,
    });
    await this.em.flush();
    return this.repository.toView(reach, group);
  }

  async rename(auth: AuthContext, id: number, body: SaveStudentGroup): Promise<StudentGroupView> {
    const reach = await this.requireGroup(auth, 'student-group.edit', id);
    const group = await this.repository.one(id);
    group.name = await this.validName(auth, body.name, id);
    group.updatedAt = this.clock.date();
    await this.em.flush();
    return this.repository.toView(reach, group);
  }

  async setMembers(auth: AuthContext, id: number, userIds: readonly number[]): Promise<StudentGroupView> {
    const reach = await this.requireGroup(auth, 'student-group.edit', id);
    const wanted = [...new Set(userIds)];
    const reached = await this.repository.inReach(reach, wanted);
    const strangers = wanted.filter((userId) => !reached.has(userId));
    if (strangers.length)
      throw unprocessable(
        'user_ids',
        'your_students',
        `user_ids: ${strangers.join(', ')} ${strangers.length === 1 ? 'is not one of your students' : 'are not among your students'}`,
      );
    const group = await this.repository.one(id);
    await this.em.transactional(async () => {
      await this.repository.setMembers(id, wanted);
      group.updatedAt = this.clock.date();
    });
    return this.repository.toView(reach, group);
  }

  async remove(auth: AuthContext, id: number): Promise<{ id: number }> {
    await this.requireGroup(auth, 'student-group.edit', id);
    await this.em.nativeDelete(StudentGroup, { id });
    return { id };
  }

  /**
   * The caller's own group (404 otherwise) and the students they reach. The dashboard's group
   * filter asks the same, so a group id in an address reveals nothing of another's groups.
   */
  async requireGroup(auth: AuthContext, permission: 'student-group.read' | 'student-group.edit', id: number) {
    await this.access.requireAccess(auth, permission, id);
    return this.access.studentsInReach(auth, permission);
  }

  private async validName(auth: AuthContext, raw: string, exceptId?: number): Promise<string> {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (!name) throw unprocessable('name', 'required', 'name: a group needs a name');
    if (name.length > STUDENT_GROUP_NAME_MAX)
      throw unprocessable('name', 'max_length', `name: must be at most ${STUDENT_GROUP_NAME_MAX} characters`);
    if (await this.repository.nameTaken(auth.userId, auth.role, name, exceptId))
      throw unprocessable('name', 'unique', `name: you already have a group called “${name}”`);
    return name;
  }
}
