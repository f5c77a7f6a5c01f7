import { ErrorCode } from '@lantern/shared/contracts/errors';
import type {
  SchoolStudentList,
  SchoolStudentsQuery,
  StudentsAggregate,
} from '@lantern/shared/contracts/school-students';
import {
  STUDENT_ANALYTICS_CSV_MAX_ROWS,
  type StudentAnalyticsCsvQuery,
  type StudentAnalyticsFilters,
  type StudentAnalyticsList,
  type StudentAnalyticsQuery,
  type StudentAnalyticsRow,
} from '@lantern/shared/contracts/student-analytics';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { AdminDashboardService } from '../admin-dashboard/admin-dashboard.service.js';
import { SchoolStudentsRepository } from './school-students.repository.js';
import { StudentAnalyticsRepository, type StudentAnalyticsScope } from './student-analytics.repository.js';

const noDistrict = () => new AppError(404, ErrorCode.notFound, 'No such district');

/**
 * Student analytics and the student lists of administrators (their schools), district managers
 * (their district) and superusers (any district). Who reaches which schools is the dashboard's
 * answer (`AdminDashboardService.reach`), so the two never disagree; a school, district or group
 * out of reach is not found (404), a role that may not ask is refused (403).
 */
@Injectable()
export class StudentAnalyticsService {
  constructor(
    @Inject(AdminDashboardService) private readonly dashboard: AdminDashboardService,
    @Inject(StudentAnalyticsRepository) private readonly repository: StudentAnalyticsRepository,
    @Inject(SchoolStudentsRepository) private readonly students: SchoolStudentsRepository,
    @Inject(AccessService) private readonly access: AccessService,
  ) {}

  async filters(auth: AuthContext, districtId?: number): Promise<StudentAnalyticsFilters> {
    const data = await this.dashboard.filterData(auth, districtId);
    const ids = data.schools.map((school) => school.id);
    const [facets, groups, district] = await Promise.all([
      this.repository.schoolFacets(ids),
      this.repository.groups(auth.userId),
      // An administrator's table is for their schools' district.
      data.district ??
        (auth.role === 'administrator' && ids.length ? this.repository.districtOfSchools(ids) : null),
    ]);
    return {
      ...data,
      district,
      schools: data.schools.map((school) => ({
        ...school,
        ...(facets.get(school.id) ?? { grade_ids: [], teacher_ids: [] }),
      })),
      groups,
    };
  }

  async list(
    auth: AuthContext,
    districtId: number,
    query: StudentAnalyticsQuery,
  ): Promise<StudentAnalyticsList> {
    const scope = await this.scope(auth, districtId, query);
    const { rows, total } = await this.repository.page(scope, query.limit, (query.page - 1) * query.limit);
    return {
      data: rows,
      meta: {
        pagination: {
          total,
          count: rows.length,
          per_page: query.limit,
          current_page: query.page,
          total_pages: Math.max(1, Math.ceil(total / query.limit)),
        },
      },
    };
  }

  /** Checks everything before the first byte, then hands the rows over a batch at a time. */
  async csv(
    auth: AuthContext,
    districtId: number,
    query: StudentAnalyticsCsvQuery,
    onBatch: (rows: StudentAnalyticsRow[]) => Promise<void>,
  ): Promise<void> {
    const scope = await this.scope(auth, districtId, query);
    return this.repository.stream(scope, STUDENT_ANALYTICS_CSV_MAX_ROWS, onBatch);
  }

  async schoolStudents(
    auth: AuthContext,
    schoolId: number,
    query: SchoolStudentsQuery,
  ): Promise<SchoolStudentList> {
    await this.access.requireAccess(auth, 'school.students.read', schoolId);
    return this.students.list({ schoolId }, query);
  }

  async districtStudents(
    auth: AuthContext,
    districtId: number,
    query: SchoolStudentsQuery,
  ): Promise<SchoolStudentList> {
    await this.access.requireAccess(auth, 'district.students.read', districtId);
    return this.students.list({ districtId }, query);
  }

  async schoolAggregate(auth: AuthContext, schoolId: number): Promise<StudentsAggregate> {
    await this.access.requireAccess(auth, 'school.students.read', schoolId);
    return this.students.aggregate({ schoolId });
  }

  async districtAggregate(auth: AuthContext, districtId: number): Promise<StudentsAggregate> {
    await this.access.requireAccess(auth, 'district.students.read', districtId);
    return this.students.aggregate({ districtId });
  }

  /** The dashboard's scope for the district's schools the caller reaches, then the group and name. */
  private async scope(
    auth: AuthContext,
    districtId: number,
    query: StudentAnalyticsCsvQuery,
  ): Promise<StudentAnalyticsScope> {
    const administrator = auth.role === 'administrator';
    const base = await this.dashboard.scope(auth, {
      start_date: query.start_date,
      end_date: query.end_date,
      // An administrator's reach is their schools, whatever district: the district narrows it below.
      ...(administrator ? {} : { district_id: districtId }),
      ...(query.school_ids ? { school_ids: query.school_ids } : {}),
      ...(query.grade_ids ? { grade_level_ids: query.grade_ids } : {}),
      ...(query.include_uncategorized ? { include_uncategorized: query.include_uncategorized } : {}),
    });
    const schoolIds = administrator
      ? await this.repository.schoolsInDistrict(base.schoolIds, districtId)
      : base.schoolIds;
    if (administrator && !schoolIds.length) throw noDistrict();
    if (query.group_id !== undefined && (await this.repository.groupOwner(query.group_id)) !== auth.userId)
      throw new AppError(404, ErrorCode.notFound, 'No such group of yours');
    return {
      ...base,
      schoolIds,
      ...(query.group_id ? { groupId: query.group_id } : {}),
      ...(query.search ? { search: query.search } : {}),
      orderBy: query.order_by,
      direction: query.order_by_dir,
    };
  }
}
