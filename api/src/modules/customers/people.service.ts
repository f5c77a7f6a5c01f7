import { randomBytes } from 'node:crypto';
import {
  type AdministeredUser,
  type CreateUser,
  type UpdateUser,
  USER_LIST_PAGE_SIZE,
  type UserInclude,
  type UserList,
  type UserListQuery,
  type UserSchools,
} from '@lantern/shared/contracts/customer-users';
import {
  SCHOOL_USERS_PAGE_SIZE,
  type SchoolUsersQuery,
  type UserFilterQuery,
} from '@lantern/shared/contracts/customer-lookups';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { mayManage } from '@lantern/shared/domain/access/role-rank';
import { isErasedAccount } from '@lantern/shared/domain/privacy/erased';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError, ValidationFailed } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { PasswordLinks } from '../account/password-links.service.js';
import { AuditService } from '../audit/audit.service.js';
import { SignInsEnding } from '../auth/sign-ins-ending.js';
import { Grade } from '../catalog/entities/grade.entity.js';
import { District } from '../schools/entities/district.entity.js';
import { School } from '../schools/entities/school.entity.js';
import { Student } from '../users/entities/student.entity.js';
import { Tutor } from '../users/entities/tutor.entity.js';
import { User } from '../users/entities/user.entity.js';
import { auditedChange } from './audit-changes.js';
import { pageOf } from './paging.js';
import { personFields, toAdministeredUser, toTutorProfile } from './people.mapper.js';
import { type PeopleFilter, PeopleRepository } from './people.repository.js';

const POPULATE = ['school', 'schools', 'schools.district', 'district'] as const;
const TUTOR_LISTS = ['languages', 'subjects', 'topics'] as const;

/**
 * People of any role: create (with a set-password link), change, deactivate (every sign-in ends
 * at once, nothing is deleted) or reactivate, and move between schools. Access first: a superuser
 * never changes an account holding a role above theirs.
 */
@Injectable()
export class PeopleService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(PeopleRepository) private readonly people: PeopleRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(PasswordLinks) private readonly passwordLinks: PasswordLinks,
    @Inject(SignInsEnding) private readonly signIns: SignInsEnding,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  list(query: UserListQuery): Promise<UserList> {
    return this.page(
      {
        search: query.search,
        roles: query.role ? [query.role] : undefined,
        schoolIds: query.school_id === undefined ? undefined : [query.school_id],
        districtId: query.district_id,
        status: query.status,
      },
      query.page,
      USER_LIST_PAGE_SIZE,
    );
  }

  /** `users.filter`: the spec's filter form over the same query as `GET users`. */
  filter(query: UserFilterQuery): Promise<UserList> {
    return this.page(
      {
        search: query.search,
        roles: query.roles,
        schoolIds: query.school_ids,
        districtId: query.district_id,
        status: query.status,
        orderBy: query.order_by,
        orderDir: query.order_dir,
      },
      query.page,
      query.per_page,
    );
  }

  /** A school's people, for its staff as far as they reach and for superusers. */
  async ofSchool(auth: AuthContext, schoolId: number, query: SchoolUsersQuery): Promise<UserList> {
    await this.access.requireAccess(auth, 'school.users.read', schoolId);
    return this.page(
      {
        search: query.search,
        roles: query.role ? [query.role] : undefined,
        schoolIds: [schoolId],
        status: query.status,
      },
      query.page,
      SCHOOL_USERS_PAGE_SIZE,
    );
  }

  private async page(filter: PeopleFilter, page: number, perPage: number): Promise<UserList> {
    const { rows, total } = await this.people.page(filter, perPage, (page - 1) * perPage);
    const users = await this.em.find(User, { id: { $in: rows } }, { populate: POPULATE });
    const byId = new Map(users.map((user) => [user.id, user]));
    const signIns = await this.people.lastSignIns(rows);
    const data = rows.map((id) => toAdministeredUser(byId.get(id)!, [], null, null, signIns.get(id) ?? null));
    return pageOf(data, total, page, perPage);
  }

  async one(auth: AuthContext, id: number, include: readonly UserInclude[]): Promise<AdministeredUser> {
    await this.access.requireAccess(auth, 'user.read', id);
    return this.view(id, include);
  }

  async create(auth: AuthContext, input: CreateUser): Promise<AdministeredUser> {
    if (!mayManage(auth.roles, input.roles))
      throw new AppError(403, ErrorCode.accountOutranksYou, 'You cannot give a role above yours');
    await this.assertFree(input.username, input.email);
    if (input.send_password_link && !input.email)
      throw new ValidationFailed([
        { field: 'email', rule: 'required', message: 'email: a set-password link needs an e-mail address' },
      ]);
    const placement = await this.placement(input);
    const user = this.em.create(User, {
      username: input.username,
      email: input.email?.toLowerCase() ?? null,
      // No password opens the account until the person sets one from their link.
      passwordHash: `!${randomBytes(24).toString('hex')}`,
      firstName: input.first_name,
      lastName: input.last_name,
      roles: input.roles,
      currentRole: input.roles[0]!,
      preferredLanguage: input.preferred_language,
      timezone: placement.school?.timezone ?? 'America/New_York',
      school: placement.school,
      district: placement.district,
    });
    user.schools.set(placement.schools);
    if (input.roles.includes('student'))
      this.em.create(Student, { user, grade: await this.grade(input.grade_id) });
    if (input.roles.includes('tutor')) this.em.create(Tutor, { user, tutorSince: this.clock.date() });
    await this.em.flush();
    this.audit.recordFor(auth, 'customers.user.created', {
      user_id: user.id,
      ...auditedChange(null, personFields(user)),
    });
    const link = input.send_password_link ? await this.passwordLinks.queueSetLink(user) : null;
    if (link) this.audit.recordFor(auth, 'account.password-set.sent', { user_id: user.id });
    await this.em.flush();
    if (link) await this.passwordLinks.deliver(link);
    return this.view(user.id, ['roles']);
  }

  async update(auth: AuthContext, id: number, input: UpdateUser): Promise<AdministeredUser> {
    await this.access.requireAccess(auth, 'user.edit', id);
    if (input.roles) await this.access.requireAccess(auth, 'user.roles.edit', id);
    if (input.is_active !== undefined) await this.access.requireAccess(auth, 'user.deactivate', id);
    if (input.is_active === false && id === auth.userId)
      throw new AppError(403, ErrorCode.forbidden, 'You cannot deactivate your own account');
    if (input.roles && !mayManage(auth.roles, input.roles))
      throw new AppError(403, ErrorCode.accountOutranksYou, 'You cannot give a role above yours');
    const user = await this.em.findOneOrFail(User, { id }, { populate: POPULATE });
    assertNotErased(user);
    if (input.email && input.email.toLowerCase() !== user.email) await this.assertFree(null, input.email, id);
    const before = personFields(user);
    if (input.email !== undefined) user.email = input.email?.toLowerCase() ?? null;
    if (input.first_name !== undefined) user.firstName = input.first_name;
    if (input.last_name !== undefined) user.lastName = input.last_name;
    if (input.preferred_language !== undefined) user.preferredLanguage = input.preferred_language;
    if (input.roles) {
      user.roles = input.roles;
      if (!(input.roles as readonly string[]).includes(user.currentRole)) user.currentRole = input.roles[0]!;
    }
    if (input.grade_id !== undefined || input.roles?.includes('student'))
      await this.studentRecord(user, input);
    const deactivating = input.is_active === false && user.deactivatedAt === null;
    if (deactivating) user.deactivatedAt = this.clock.date();
    if (input.is_active === true) user.deactivatedAt = null;
    const change = auditedChange(before, personFields(user));
    const action = deactivating
      ? 'customers.user.deactivated'
      : input.is_active === true && before.status === 'deactivated'
        ? 'customers.user.reactivated'
        : 'customers.user.updated';
    if (Object.keys(change.after).length > 0) this.audit.recordFor(auth, action, { user_id: id, ...change });
    await this.em.flush();
    // After the commit: a deactivated person's every sign-in and socket ends at once.
    if (deactivating) await this.signIns.endAllOf([id], 'deactivated');
    return this.view(id, ['roles']);
  }

  async moveSchools(auth: AuthContext, id: number, input: UserSchools): Promise<AdministeredUser> {
    await this.access.requireAccess(auth, 'user.edit', id);
    const user = await this.em.findOneOrFail(User, { id }, { populate: POPULATE });
    assertNotErased(user);
    const before = personFields(user);
    const placement = await this.placement({
      school_id: input.school_id,
      school_ids: input.school_ids,
      district_id: input.district_id ?? null,
    });
    user.school = placement.school;
    user.district = placement.district;
    user.schools.set(placement.schools);
    const change = auditedChange(before, personFields(user));
    if (Object.keys(change.after).length > 0)
      this.audit.recordFor(auth, 'customers.user.moved', { user_id: id, ...change });
    await this.em.flush();
    return this.view(id, ['roles', 'schools', 'schools.district']);
  }

  /** The schools named (main first, each once) and the district: the main school's, else the one named. */
  private async placement(input: {
    school_id: number | null;
    school_ids: number[];
    district_id: number | null;
  }): Promise<{ school: School | null; schools: School[]; district: District | null }> {
    const ids = [...new Set([...(input.school_id ? [input.school_id] : []), ...input.school_ids])];
    const schools = ids.length
      ? await this.em.find(School, { id: { $in: ids } }, { populate: ['district'] })
      : [];
    const missing = ids.filter((schoolId) => !schools.some((school) => school.id === schoolId));
    if (missing.length > 0)
      throw new ValidationFailed([
        {
          field: input.school_id && missing.includes(input.school_id) ? 'school_id' : 'school_ids',
          rule: 'exists',
          message: `school_ids: no school has id ${missing.join(', ')}`,
        },
      ]);
    const school = schools.find((candidate) => candidate.id === input.school_id) ?? null;
    let district = school?.district ?? null;
    if (!district && input.district_id !== null) {
      district = await this.em.findOne(District, { id: input.district_id });
      if (!district)
        throw new ValidationFailed([
          {
            field: 'district_id',
            rule: 'exists',
            message: `district_id: no district has id ${input.district_id}`,
          },
        ]);
    }
    return { school, schools, district };
  }

  private async studentRecord(user: User, input: UpdateUser): Promise<void> {
    const student =
      (await this.em.findOne(Student, { user: user.id })) ?? this.em.create(Student, { user, grade: null });
    if (input.grade_id !== undefined) student.grade = await this.grade(input.grade_id);
  }

  private async grade(id: number | null): Promise<Grade | null> {
    if (id === null) return null;
    const grade = await this.em.findOne(Grade, { id });
    if (!grade)
      throw new ValidationFailed([
        { field: 'grade_id', rule: 'exists', message: `grade_id: no grade has id ${id}` },
      ]);
    return grade;
  }

  private async assertFree(username: string | null, email: string | null, exceptId = 0): Promise<void> {
    const field = await this.people.taken(username, email, exceptId);
    if (!field) return;
    throw new AppError(409, ErrorCode.conflict, `${field}: another account already uses it`, {
      issues: [{ field, rule: 'unique', message: `${field}: another account already uses it` }],
    });
  }

  /** A person as the administration screens show them, with the includes asked for. */
  async view(id: number, include: readonly UserInclude[]): Promise<AdministeredUser> {
    const user = await this.em.findOneOrFail(User, { id }, { populate: POPULATE, refresh: true });
    const student = await this.em.findOne(Student, { user: id });
    const sections = include.includes('sections') ? await this.people.sectionsOf(id) : null;
    const signIns = await this.people.lastSignIns([id]);
    const view = toAdministeredUser(
      user,
      include,
      sections,
      student?.grade?.id ?? null,
      signIns.get(id) ?? null,
    );
    const tutorLists = TUTOR_LISTS.filter((list) => include.includes(`tutor.${list}`));
    if (!include.includes('tutor') && tutorLists.length === 0) return view;
    const tutor = await this.em.findOne(Tutor, { user: id }, { populate: tutorLists });
    return { ...view, tutor: tutor ? toTutorProfile(tutor, tutorLists) : null };
  }
}

/** An account erased on request stays as it was left: nothing of it is changed or brought back. */
function assertNotErased(user: User): void {
  if (isErasedAccount(user.username))
    throw new AppError(409, ErrorCode.conflict, 'This account was erased on request: it cannot be changed');
}
