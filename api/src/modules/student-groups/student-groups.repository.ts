import type {
  StudentGroupCandidateList,
  StudentGroupFilters,
  StudentGroupMember,
  StudentGroupMemberPage,
  StudentGroupSearchQuery,
  StudentGroup as StudentGroupView,
} from '@lantern/shared/contracts/student-groups';
import { STUDENT_GROUP_MEMBERS_PAGE_SIZE } from '@lantern/shared/contracts/student-groups';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { paginationOf } from '../../platform/http/pagination.js';
import { studentInReach, type StudentsInReach } from '../access/students-in-reach.js';
import { StudentGroup } from './entities/student-group.entity.js';

const marks = (values: readonly unknown[]) => values.map(() => '?').join(',');
const BY_NAME = 'lower(u.last_name), lower(u.first_name), u.id';

/** Every word must be found in the first name, the last name or the username. */
function wordsFilter(search: string): { sql: string; params: string[] } {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 5);
  const like = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return {
    sql: words.map(() => `(u.first_name ilike ? or u.last_name ilike ? or u.username ilike ?)`).join(' and '),
    params: words.flatMap((word) => [like(word), like(word), like(word)]),
  };
}

/**
 * Student groups and their members; what may be saved, and whose students count, are the
 * service's and the access service's. A member counts while the owner still reaches them: one who
 * left the owner's sections, schools or district (or was erased) drops out of the group with them.
 */
@Injectable()
export class StudentGroupsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  ofOwner(ownerId: number, role: string): Promise<StudentGroup[]> {
    return this.em.find(
      StudentGroup,
      { owner: ownerId, ownerRole: role },
      { orderBy: { name: 'asc', id: 'asc' } },
    );
  }

  one(id: number): Promise<StudentGroup> {
    return this.em.findOneOrFail(StudentGroup, { id });
  }

  async countOfOwner(ownerId: number, role: string): Promise<number> {
    return this.em.count(StudentGroup, { owner: ownerId, ownerRole: role });
  }

  /** Another group of the owner's in this role with the same name, letter case aside. */
  async nameTaken(ownerId: number, role: string, name: string, exceptId?: number): Promise<boolean> {
    const rows = await this.em.execute(
      `select 1 from student_groups
        where owner_id = ? and owner_role = ? and lower(name) = lower(?) and id <> ? limit 1`,
      [ownerId, role, name, exceptId ?? 0],
    );
    return rows.length > 0;
  }

  async members(
    reach: StudentsInReach,
    groupIds: readonly number[],
  ): Promise<Map<number, StudentGroupMember[]>> {
    const byGroup = new Map<number, StudentGroupMember[]>(groupIds.map((id) => [id, []]));
    if (!groupIds.length) return byGroup;
    const inReach = studentInReach(reach, 'u');
    const rows = await this.em.execute<(StudentGroupMember & { group_id: number })[]>(
      `select gu.group_id, u.id, u.first_name, u.last_name, u.username
         from student_group_users gu join users u on u.id = gu.user_id
        where gu.group_id in (${marks(groupIds)}) and ${inReach.sql}
        order by ${BY_NAME}`,
      [...groupIds, ...inReach.params],
    );
    for (const { group_id, ...member } of rows) byGroup.get(group_id)?.push(member);
    return byGroup;
  }

  /** One page of a group's members, by name. */
  async memberPage(reach: StudentsInReach, groupId: number, page: number): Promise<StudentGroupMemberPage> {
    const inReach = studentInReach(reach, 'u');
    const size = STUDENT_GROUP_MEMBERS_PAGE_SIZE;
    const rows = await this.em.execute<(StudentGroupMember & { total: number })[]>(
      `select u.id, u.first_name, u.last_name, u.username, count(*) over ()::int as total
         from student_group_users gu join users u on u.id = gu.user_id
        where gu.group_id = ? and ${inReach.sql}
        order by ${BY_NAME} limit ${size} offset ?`,
      [groupId, ...inReach.params, (page - 1) * size],
    );
    const total = rows[0]?.total ?? (await this.memberCounts(reach, [groupId])).get(groupId) ?? 0;
    return {
      data: rows.map(({ total: _total, ...member }) => member),
      meta: { pagination: paginationOf(total, rows.length, size, page) },
    };
  }

  async memberCounts(reach: StudentsInReach, groupIds: readonly number[]): Promise<Map<number, number>> {
    if (!groupIds.length) return new Map();
    const inReach = studentInReach(reach, 'u');
    const rows = await this.em.execute<{ group_id: number; n: number }[]>(
      `select gu.group_id, count(*)::int as n
         from student_group_users gu join users u on u.id = gu.user_id
        where gu.group_id in (${marks(groupIds)}) and ${inReach.sql}
        group by gu.group_id`,
      [...groupIds, ...inReach.params],
    );
    return new Map(rows.map((row) => [row.group_id, row.n]));
  }

  /** Which of `ids` are students the reach covers. */
  async inReach(reach: StudentsInReach, ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const inReach = studentInReach(reach, 'u');
    const rows = await this.em.execute<{ id: number }[]>(
      `select u.id from users u where u.id in (${marks(ids)}) and ${inReach.sql}`,
      [...ids, ...inReach.params],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** One page of the students the reach covers whose name or username holds every word of `search`. */
  async search(
    reach: StudentsInReach,
    search: string,
    query: StudentGroupSearchQuery,
  ): Promise<StudentGroupCandidateList> {
    const inReach = studentInReach(reach, 'u');
    const words = wordsFilter(search);
    const narrow = [
      ...(query.school_id ? [['u.school_id = ?', query.school_id]] : []),
      ...(query.grade_id ? [['st.grade_id = ?', query.grade_id]] : []),
    ] as [string, number][];
    const where = [inReach.sql, words.sql, ...narrow.map(([sql]) => sql)].join(' and ');
    const params = [...inReach.params, ...words.params, ...narrow.map(([, value]) => value)];
    const offset = (query.page - 1) * query.limit;
    const rows = await this.em.execute<(StudentGroupCandidateList['data'][number] & { total: number })[]>(
      `select u.id, u.first_name, u.last_name, u.username, sch.name as school_name, g.name as grade,
              count(*) over ()::int as total
         from users u join students st on st.user_id = u.id
         left join schools sch on sch.id = u.school_id
         left join grades g on g.id = st.grade_id
        where ${where}
        order by ${BY_NAME} limit ? offset ?`,
      [...params, query.limit, offset],
    );
    // A page past the end has no row to carry the total: count on their own.
    let total = rows[0]?.total ?? 0;
    if (!rows.length && offset > 0) {
      const [row] = await this.em.execute<{ n: number }[]>(
        `select count(*)::int as n from users u join students st on st.user_id = u.id where ${where}`,
        params,
      );
      total = row?.n ?? 0;
    }
    return {
      data: rows.map(({ total: _total, ...row }) => row),
      meta: { pagination: paginationOf(total, rows.length, query.limit, query.page) },
    };
  }

  /** The schools of the students the reach covers, by name, and every grade in its order. */
  async searchFilters(reach: StudentsInReach): Promise<Omit<StudentGroupFilters, 'groups'>> {
    const inReach = studentInReach(reach, 'u');
    const schools = await this.em.execute<{ id: number; name: string }[]>(
      `select sch.id, sch.name from schools sch
        where exists (select 1 from users u where u.school_id = sch.id and ${inReach.sql})
        order by sch.name, sch.id`,
      inReach.params,
    );
    const grades = await this.em.execute<{ id: number; name: string }[]>(
      `select id, name from grades order by position, id`,
    );
    return { schools, grade_levels: grades };
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

  async toView(reach: StudentsInReach, group: StudentGroup): Promise<StudentGroupView> {
    const members = await this.members(reach, [group.id]);
    return { id: group.id, name: group.name, users: members.get(group.id) ?? [] };
  }
}
