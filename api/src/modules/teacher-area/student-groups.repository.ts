import type {
  StudentGroup as StudentGroupView,
  StudentGroupMember,
} from '@lantern/shared/contracts/student-groups';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { StudentGroup } from './entities/student-group.entity.js';

/** Student groups and their members; what may be saved is the service's. */
@Injectable()
export class StudentGroupsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  ofOwner(ownerId: number): Promise<StudentGroup[]> {
    return this.em.find(StudentGroup, { owner: ownerId }, { orderBy: { name: 'asc', id: 'asc' } });
  }

  one(id: number): Promise<StudentGroup> {
    return this.em.findOneOrFail(StudentGroup, { id });
  }

  /** Another group of the owner's with the same name, letter case aside. */
  async nameTaken(ownerId: number, name: string, exceptId?: number): Promise<boolean> {
    const rows = await this.em.execute(
      `select 1 from student_groups where owner_id = ? and lower(name) = lower(?) and id <> ? limit 1`,
      [ownerId, name, exceptId ?? 0],
    );
    return rows.length > 0;
  }

  /**
   * Members who are still active students of the owner's sections: one who left the sections (or was
   * erased, which takes them out of every section) drops out of the owner's groups with them.
   */
  async members(groupIds: readonly number[]): Promise<Map<number, StudentGroupMember[]>> {
    const byGroup = new Map<number, StudentGroupMember[]>(groupIds.map((id) => [id, []]));
    if (!groupIds.length) return byGroup;
    const rows = await this.em.execute<(StudentGroupMember & { group_id: number })[]>(
      `select gu.group_id, u.id, u.first_name, u.last_name, u.username
         from student_group_users gu
         join student_groups g on g.id = gu.group_id
         join users u on u.id = gu.user_id and u.deactivated_at is null
        where gu.group_id in (${groupIds.map(() => '?').join(',')})
          and exists (select 1 from section_users a join section_users b on b.section_id = a.section_id
                       where a.user_id = g.owner_id and b.user_id = u.id)
        order by lower(u.last_name), lower(u.first_name), u.id`,
      [...groupIds],
    );
    for (const { group_id, ...member } of rows) byGroup.get(group_id)?.push(member);
    return byGroup;
  }

  /** Which of `ids` are active students sharing a section with the teacher. */
  async studentsOf(teacherId: number, ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.em.execute<{ id: number }[]>(
      `select distinct b.user_id as id
         from section_users a join section_users b on b.section_id = a.section_id
         join users u on u.id = b.user_id and u.deactivated_at is null and 'student' = any(u.roles)
        where a.user_id = ? and b.user_id in (${ids.map(() => '?').join(',')})`,
      [teacherId, ...ids],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** The group's members become exactly `userIds`. */
  async setMembers(groupId: number, userIds: readonly number[]): Promise<void> {
    await this.em.execute(`delete from student_group_users where group_id = ?`, [groupId]);
    if (!userIds.length) return;
    await this.em.execute(
      `insert into student_group_users (group_id, user_id) values ${userIds.map(() => '(?, ?)').join(', ')}`,
      userIds.flatMap((userId) => [groupId, userId]),
    );
  }

  async toView(group: StudentGroup): Promise<StudentGroupView> {
    const members = await this.members([group.id]);
    return { id: group.id, name: group.name, users: members.get(group.id) ?? [] };
  }
}
