import {
  type DashboardFilterData,
  type DashboardQuery,
  type QuickStats,
  SESSIONS_AND_TOPICS_LIMIT,
  type SessionsAndTopics,
  type TotalUsage,
  type UsageBySchool,
} from '@lantern/shared/contracts/admin-dashboard';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import {
  UNCATEGORIZED_GRADE_ID,
  averageOf,
  dashboardBuckets,
  fillBuckets,
  usagePercentage,
} from '@lantern/shared/domain/analytics/dashboard-range';
import { analyticsGrouping, roundAverage } from '@lantern/shared/domain/analytics/grouping';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { AdminDashboardRepository, type School, type Scope } from './admin-dashboard.repository.js';

type Caller = Pick<AuthContext, 'userId' | 'role'>;

/** Spec §9: the uncategorized grade is shown as Not Specified. */
const UNCATEGORIZED_NAME = 'Not Specified';

/**
 * Spec §5: with no grade chosen, every grade (ungraded students too). The uncategorized grade is
 * chosen on its own: alone it means the ungraded students only, beside grades it adds them.
 */
function gradeScope(query: DashboardQuery): Pick<Scope, 'gradeIds' | 'ungraded'> {
  const include = query.include_uncategorized;
  if (query.grade_level_ids?.length) return { gradeIds: query.grade_level_ids, ungraded: include === 'true' };
  if (include === 'true') return { gradeIds: [], ungraded: true };
  return { gradeIds: null, ungraded: include !== 'false' };
}

const noDistrict = () => new AppError(404, ErrorCode.notFound, 'No such district');
const noSchool = () => new AppError(404, ErrorCode.notFound, 'No such school');

/**
 * The dashboard widgets of administrators (their own schools) and district managers (every school
 * of their district); a superuser sees every school, or one district's. A school or district the
 * caller does not reach is not found (404), as the access service answers for a school's numbers.
 */
@Injectable()
export class AdminDashboardService {
  constructor(@Inject(AdminDashboardRepository) private readonly repository: AdminDashboardRepository) {}

  async filterData(auth: Caller, districtId?: number): Promise<DashboardFilterData> {
    const { district, schools } = await this.reach(auth, districtId);
    const grades = await this.repository.grades();
    return {
      district,
      schools,
      grade_levels: [
        ...grades.map((grade) => ({ ...grade, uncategorized: false })),
        { id: UNCATEGORIZED_GRADE_ID, name: UNCATEGORIZED_NAME, uncategorized: true },
      ],
    };
  }

  async quickStats(auth: Caller, query: DashboardQuery): Promise<QuickStats> {
    const counts = await this.repository.quickStats(await this.scope(auth, query));
    return {
      tutoring_sessions: counts.sessions,
      essay_reviews: counts.essays,
      active_students: counts.students,
      average_per_active_student: averageOf(counts.sessions + counts.essays, counts.students),
    };
  }

  async totalUsage(auth: Caller, query: DashboardQuery): Promise<TotalUsage> {
    const grouping = analyticsGrouping(query.start_date, query.end_date);
    const rows = await this.repository.totalUsage(await this.scope(auth, query), grouping);
    const buckets = dashboardBuckets(query, grouping);
    return { grouping, data: fillBuckets(buckets, rows, ['sessions', 'essays'] as const) };
  }

  async usageBySchool(auth: Caller, query: DashboardQuery): Promise<UsageBySchool> {
    const rows = await this.repository.usageBySchool(await this.scope(auth, query));
    return {
      data: rows.map((row) => ({
        school_id: row.school_id,
        school_name: row.school_name,
        num_active_students: row.active,
        num_licensed_students: row.licensed,
        percentage: usagePercentage(row.active, row.licensed),
      })),
    };
  }

  async sessionsAndTopics(auth: Caller, query: DashboardQuery): Promise<SessionsAndTopics> {
    const rows = await this.repository.sessionsAndTopics(
      await this.scope(auth, query),
      SESSIONS_AND_TOPICS_LIMIT,
    );
    return {
      data: rows.map(({ total, ...row }) => ({
        ...row,
        percentage: roundAverage((row.sessions / total) * 100),
      })),
    };
  }

  /** The schools and grades a widget counts, after checking the caller reaches every school named. */
  async scope(auth: Caller, query: DashboardQuery): Promise<Scope> {
    const { schools } = await this.reach(auth, query.district_id);
    const reached = new Set(schools.map((school) => school.id));
    if (query.school_ids?.some((id) => !reached.has(id))) throw noSchool();
    return {
      schoolIds: query.school_ids?.length ? query.school_ids : [...reached],
      startDate: query.start_date,
      endDate: query.end_date,
      ...gradeScope(query),
    };
  }

  /** The district and schools the caller reaches (student analytics asks the same). */
  async reach(
    auth: Caller,
    districtId: number | undefined,
  ): Promise<{ district: DashboardFilterData['district']; schools: School[] }> {
    switch (auth.role) {
      case 'administrator': {
        if (districtId !== undefined) throw noDistrict();
        return { district: null, schools: await this.repository.administratorSchools(auth.userId) };
      }
      case 'district-manager': {
        const district = await this.repository.managerDistrict(auth.userId);
        if (districtId !== undefined && districtId !== district?.id) throw noDistrict();
        return { district, schools: district ? await this.repository.districtSchools(district.id) : [] };
      }
      case 'superuser': {
        if (districtId === undefined) return { district: null, schools: await this.repository.allSchools() };
        const district = await this.repository.district(districtId);
        if (!district) throw noDistrict();
        return { district, schools: await this.repository.districtSchools(district.id) };
      }
      default:
        throw new AppError(403, ErrorCode.forbidden, 'Your role cannot do this');
    }
  }
}
