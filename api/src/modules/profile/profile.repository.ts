import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Section } from '../schools/entities/section.entity.js';
import { Student } from '../users/entities/student.entity.js';
import { User } from '../users/entities/user.entity.js';

@Injectable()
export class ProfileRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  findUser(userId: number) {
    return this.em.findOneOrFail(User, { id: userId });
  }

  findStudent(userId: number) {
    return this.em.findOne(Student, { user: userId });
  }

  sectionsOf(userId: number) {
    return this.em.find(Section, { users: userId }, { fields: ['id', 'name'], orderBy: { name: 'asc' } });
  }
}
