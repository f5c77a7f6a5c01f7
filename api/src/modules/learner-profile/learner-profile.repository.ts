import type { SectionStudents } from '@lantern/shared/contracts/learner-profile';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Grade } from '../catalog/entities/grade.entity.js';
import { Student } from '../users/entities/student.entity.js';
import { User } from '../users/entities/user.entity.js';

/** The reads onboarding and the account-completion steps need; what they mean is the service's. */
@Injectable()
export class LearnerProfileRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  student(userId: number): Promise<Student | null> {
    return this.em.findOne(Student, { user: userId });
  }

  user(userId: number): Promise<User> {
    return this.em.findOneOrFail(User, { id: userId }, { populate: ['school'] });
  }

  grades(): Promise<Grade[]> {
    return this.em.find(Grade, {}, { orderBy: { position: 'asc' } });
  }

  grade(id: number): Promise<Grade | null> {
    return this.em.findOne(Grade, { id });
  }

  /** Which of `ids` are subjects of the catalogue. */
  async knownSubjects(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.em.execute<{ id: number }[]>(
      `select id from subjects where id in (${ids.map(() => '?').join(',')})`,
      [...ids],
    );
    return new Set(rows.map((row) => row.id));
  }

  async emailHolder(email: string, exceptUserId: number): Promise<number | null> {
    const holder = await this.em.findOne(User, { email, id: { $ne: exceptUserId } }, { fields: ['id'] });
    return holder?.id ?? null;
  }

  async sectionStudents(sectionId: number): Promise<SectionStudents> {
    const [section] = await this.em.execute<{ id: number; name: string }[]>(
      `select id, name from sections where id = ?`,
      [sectionId],
    );
    const students = await this.em.execute<SectionStudents['students']>(
      `select u.id, u.first_name, u.last_name, u.username, g.name as grade, st.is_new
         from section_users su
         join users u on u.id = su.user_id and u.deactivated_at is null
         join students st on st.user_id = u.id
         left join grades g on g.id = st.grade_id
        where su.section_id = ? and 'student' = any(u.roles)
        order by u.last_name, u.first_name, u.id
        limit 500`,
      [sectionId],
    );
    return { section: section!, students };
  }
}
