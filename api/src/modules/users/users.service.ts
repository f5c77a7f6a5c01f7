import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { Home, TutorsOverview } from '@lantern/shared/contracts/home';
import type { CurrentUser, GroupMemberList, UpdatePreferredLanguage } from '@lantern/shared/contracts/users';
import { PAGE_SIZES } from '@lantern/shared/domain/constants';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { paginationOf } from '../../platform/http/pagination.js';
import { AccessService } from '../access/access.service.js';
import { AuditService } from '../audit/audit.service.js';
import { School } from '../schools/entities/school.entity.js';
import type { User } from './entities/user.entity.js';
import { mapCurrentUser, mapSection } from './users.mapper.js';
import { UsersRepository } from './users.repository.js';

@Injectable()
export class UsersService {
  constructor(
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async load(userId: number): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppError(404, ErrorCode.notFound, 'User not found');
    return user;
  }

  /** One query: this is the read every signed-in screen starts with. */
  async currentUser(auth: AuthContext): Promise<CurrentUser> {
    const row = await this.users.findCurrentUser(auth.userId, auth.impersonator?.userId ?? null);
    if (!row) throw new AppError(404, ErrorCode.notFound, 'User not found');
    return mapCurrentUser(row, auth, this.clock.now());
  }

  /**
   * The classroom side panel's Group Members tab. Lantern has no student groups of its own: a
   * student's groups are the classes (sections) they sit in, and the members the other students
   * there.
   */
  async groupMembers(auth: AuthContext, studentId: number, page: number): Promise<GroupMemberList> {
    await this.access.requireAccess(auth, 'student.record.read', studentId);
    const perPage = PAGE_SIZES.groupMembers;
    const sections = await this.users.sectionsOf(studentId);
    const { total, rows } = await this.users.classmates(
      studentId,
      sections.map((section) => section.id),
      perPage,
      (page - 1) * perPage,
    );
    return {
      groups: sections.map((section) => ({ id: section.id, name: section.name })),
      data: rows,
      meta: { pagination: paginationOf(total, rows.length, perPage, page) },
    };
  }

  async setLanguage(auth: AuthContext, input: UpdatePreferredLanguage): Promise<CurrentUser> {
    const user = await this.load(auth.userId);
    user.preferredLanguage = input.preferred_language;
    await this.em.flush();
    return this.currentUser(auth);
  }

  async acceptAgreement(auth: AuthContext): Promise<CurrentUser> {
    const user = await this.load(auth.userId);
    user.acceptedAgreement = true;
    const student = user.roles.includes('student') ? await this.users.findStudent(user.id) : null;
    if (student) student.isNew = false;
    this.audit.recordFor(auth, 'user.agreement.accepted');
    await this.em.flush();
    return this.currentUser(auth);
  }

  async home(auth: AuthContext): Promise<Home> {
    const user = await this.load(auth.userId);
    const schoolIds = user.schools.getItems().map((school) => school.id);
    if (user.school && !schoolIds.includes(user.school.id)) schoolIds.unshift(user.school.id);
    switch (auth.role) {
      case 'student': {
        const [student, sections] = await Promise.all([
          this.users.findStudent(user.id),
          this.users.sectionsOf(user.id),
        ]);
        const members = await this.users.sectionMembers(sections.map((section) => section.id));
        return {
          kind: 'student',
          school: user.school
            ? { id: user.school.id, name: user.school.name, district: user.school.district?.name ?? null }
            : null,
          grade: student?.grade?.name ?? null,
          sections: sections.map((section) => mapSection(section, members.get(section.id))),
        };
      }
      case 'teacher': {
        const sections = await this.users.sectionsOf(user.id);
        const ids = sections.map((section) => section.id);
        const [members, totalStudents] = await Promise.all([
          this.users.sectionMembers(ids),
          this.users.distinctStudentsIn(ids),
        ]);
        return {
          kind: 'teacher',
          schools: user.schools.getItems().map((school) => ({ id: school.id, name: school.name })),
          sections: sections.map((section) => mapSection(section, members.get(section.id))),
          total_students: totalStudents,
        };
      }
      case 'administrator': {
        const schools = user.schools.getItems();
        return {
          kind: 'administrator',
          schools: await this.countedSchools(schools),
          sections: await this.sectionsOfSchools(schools),
        };
      }
      case 'district-manager': {
        const district = user.district ?? user.school?.district ?? null;
        const schools = district
          ? await this.em.find(School, { district: district.id }, { orderBy: { name: 'asc' } })
          : [];
        return {
          kind: 'district-manager',
          district: district ? { id: district.id, name: district.name } : null,
          schools: await this.countedSchools(schools),
          sections: await this.sectionsOfSchools(schools),
        };
      }
      case 'tutor': {
        const tutor = await this.users.findTutor(user.id);
        if (!tutor) throw new AppError(404, ErrorCode.notFound, 'No tutor profile for this user');
        return {
          kind: 'tutor',
          subjects: tutor.subjects.getItems().map((subject) => ({ id: subject.id, name: subject.name })),
          languages: tutor.languages.getItems().map((language) => ({
            id: language.id,
            language: language.language,
            abbreviation: language.abbreviation,
          })),
          essay_review: tutor.essayReview,
          max_weekly_hours: tutor.maxWeeklyHours,
          tutor_since: Math.floor(tutor.tutorSince.getTime() / 1000),
        };
      }
      case 'tutor-manager':
        return { kind: 'tutor-manager', ...(await this.tutorsOverview()) };
      case 'superuser':
      case 'superuser-creator':
        return {
          kind: 'superuser',
          ...(await this.tutorsOverview()),
          districts: await this.users.count('districts'),
          schools: await this.users.count('schools'),
          users_by_role: await this.users.usersByRole(),
        };
      default:
        throw new AppError(404, ErrorCode.notFound, 'This role has no home page');
    }
  }

  /** Every section of the leader's schools, by name, so each leads to its students. */
  private async sectionsOfSchools(schools: { id: number; name: string }[]) {
    const names = new Map(schools.map((school) => [school.id, school.name]));
    const sections = await this.users.sectionsWhere([...names.keys()]);
    const members = await this.users.sectionMembers(sections.map((section) => section.id));
    return sections.map((section) => ({
      ...mapSection(section, members.get(section.id)),
      school_id: section.school.id,
      school_name: names.get(section.school.id) ?? '',
    }));
  }

  private async tutorsOverview(): Promise<TutorsOverview> {
    const tutors = await this.users.tutorsOverview();
    return {
      tutors_total: tutors.length,
      tutors_active: tutors.filter((tutor) => tutor.status === 'active').length,
      essay_reviewers: tutors.filter((tutor) => tutor.essayReview).length,
      tutors: tutors.map((tutor) => ({
        id: tutor.user.id,
        name: `${tutor.user.firstName} ${tutor.user.lastName}`,
        status: tutor.status === 'active' ? 'active' : 'inactive',
        essay_review: tutor.essayReview,
        languages: tutor.languages.getItems().map((language) => language.abbreviation),
      })),
    };
  }

  private async countedSchools(schools: { id: number; name: string; countryCode: string }[]) {
    const counts = await this.users.schoolCounts(schools.map((school) => school.id));
    return schools.map((school) => ({
      id: school.id,
      name: school.name,
      country_code: school.countryCode,
      ...(counts.get(school.id) ?? { students: 0, teachers: 0, sections: 0 }),
    }));
  }
}
