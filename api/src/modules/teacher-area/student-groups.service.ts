import { ErrorCode } from '@lantern/shared/contracts/errors';
import {
  STUDENT_GROUP_NAME_MAX,
  type SaveStudentGroup,
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

/** A teacher's student groups: named sets of the students of their sections, theirs alone. */
@Injectable()
export class StudentGroupsService {
  constructor(
    @Inject(StudentGroupsRepository) private readonly repository: StudentGroupsRepository,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext): Promise<StudentGroupList> {
    this.access.requireRole(auth, 'student-group.read');
    const groups = await this.repository.ofOwner(auth.userId);
    const members = await this.repository.members(groups.map((group) => group.id));
    return {
      data: groups.map((group) => ({ id: group.id, name: group.name, users: members.get(group.id) ?? [] })),
    };
  }

  async one(auth: AuthContext, id: number): Promise<StudentGroupView> {
    await this.access.requireAccess(auth, 'student-group.read', id);
    return this.repository.toView(await this.repository.one(id));
  }

  async create(auth: AuthContext, body: SaveStudentGroup): Promise<StudentGroupView> {
    this.access.requireRole(auth, 'student-group.edit');
    const name = await this.validName(auth.userId, body.name);
    const now = this.clock.date();
    const group = this.em.create(StudentGroup, { owner: auth.userId, name, createdAt: now, updatedAt: now });
    await this.em.flush();
    return this.repository.toView(group);
  }

  async rename(auth: AuthContext, id: number, body: SaveStudentGroup): Promise<StudentGroupView> {
    await this.access.requireAccess(auth, 'student-group.edit', id);
    const group = await this.repository.one(id);
    group.name = await this.validName(auth.userId, body.name, id);
    group.updatedAt = this.clock.date();
    await this.em.flush();
    return this.repository.toView(group);
  }

  async setMembers(auth: AuthContext, id: number, userIds: readonly number[]): Promise<StudentGroupView> {
    await this.access.requireAccess(auth, 'student-group.edit', id);
    const wanted = [...new Set(userIds)];
    const theirs = await this.repository.studentsOf(auth.userId, wanted);
    const strangers = wanted.filter((userId) => !theirs.has(userId));
    if (strangers.length)
      throw unprocessable(
        'user_ids',
        'your_students',
        `user_ids: ${strangers.join(', ')} ${strangers.length === 1 ? 'is not a student' : 'are not students'} of your sections`,
      );
    const group = await this.repository.one(id);
    await this.em.transactional(async () => {
      await this.repository.setMembers(id, wanted);
      group.updatedAt = this.clock.date();
    });
    return this.repository.toView(group);
  }

  async remove(auth: AuthContext, id: number): Promise<{ id: number }> {
    await this.access.requireAccess(auth, 'student-group.edit', id);
    await this.em.nativeDelete(StudentGroup, { id });
    return { id };
  }

  private async validName(ownerId: number, raw: string, exceptId?: number): Promise<string> {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (!name) throw unprocessable('name', 'required', 'name: a group needs a name');
    if (name.length > STUDENT_GROUP_NAME_MAX)
      throw unprocessable('name', 'max_length', `name: must be at most ${STUDENT_GROUP_NAME_MAX} characters`);
    if (await this.repository.nameTaken(ownerId, name, exceptId))
      throw unprocessable('name', 'unique', `name: you already have a group called “${name}”`);
    return name;
  }
}
