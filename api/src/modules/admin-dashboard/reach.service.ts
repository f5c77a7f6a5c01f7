import type { DashboardQuery } from '@lantern/shared/contracts/admin-dashboard';
import {
  REACH_SUBGROUPS,
  type Reach,
  type ReachRow,
  type ReachTable,
  SUBGROUP_VALUES,
} from '@lantern/shared/contracts/admin-reach';
import { UNCATEGORIZED_GRADE_ID } from '@lantern/shared/domain/analytics/dashboard-range';
import { RETURN_DAYS, type ReachParts, reachParts } from '@lantern/shared/domain/analytics/reach';
import {
  MIN_CELL,
  type Shown,
  shownShare,
  shownSum,
  suppressGrid,
} from '@lantern/shared/domain/analytics/small-cells';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { AdminDashboardRepository } from './admin-dashboard.repository.js';
import { AdminDashboardService } from './admin-dashboard.service.js';
import { type ReachCount, ReachRepository } from './reach.repository.js';

const NOT_RECORDED = 'not_recorded';
const UNCATEGORIZED_NAME = 'Not Specified';

interface Group {
  key: string;
  label: string;
  parts: ReachParts;
}

/** A row as shown: licensed is the group's total, reached its once and returned parts together. */
function shownRow(key: string, label: string, parts: Shown[], licensed: Shown): ReachRow {
  const reached = shownSum(parts, licensed, [1, 2]);
  const returned = parts[2]!;
  return {
    key,
    label,
    licensed,
    reached,
    returned,
    reached_percentage: shownShare(reached, licensed),
    returned_percentage: shownShare(returned, licensed),
  };
}

/** A table of groups, each split never / once / returned, with small counts and their complements hidden. */
export function reachTable(groups: readonly Group[]): ReachTable {
  const grid = suppressGrid(
    groups.map(({ parts }) => [parts.never, parts.once, parts.returned]),
    3,
  );
  return {
    rows: groups.map((group, r) => shownRow(group.key, group.label, grid.cells[r]!, grid.rowTotals[r]!)),
    total: shownRow('total', 'total', grid.columnTotals, grid.total),
  };
}

/** The rows of one dimension, grouped by value and folded into parts by the return rule. */
function partsBy(
  counts: readonly ReachCount[],
  dimension: ReachCount['dimension'],
): Map<string | null, ReachParts> {
  const byValue = new Map<string | null, ReachCount[]>();
  for (const count of counts.filter((row) => row.dimension === dimension))
    byValue.set(count.value, [...(byValue.get(count.value) ?? []), count]);
  return new Map([...byValue].map(([value, rows]) => [value, reachParts(rows)]));
}

const none = (): ReachParts => ({ never: 0, once: 0, returned: 0 });

/**
 * Reach and return for the dashboard's filters, in the same scope as every widget (an administrator
 * their schools, a district manager their district, a superuser all or one district's).
 */
@Injectable()
export class ReachService {
  constructor(
    @Inject(AdminDashboardService) private readonly dashboard: AdminDashboardService,
    @Inject(AdminDashboardRepository) private readonly dashboardRepository: AdminDashboardRepository,
    @Inject(ReachRepository) private readonly repository: ReachRepository,
  ) {}

  async reach(auth: AuthContext, query: DashboardQuery): Promise<Reach> {
    const scope = await this.dashboard.scope(auth, query);
    const demographics = await this.repository.demographicsEnabled(scope.schoolIds);
    const [counts, schools, grades] = await Promise.all([
      this.repository.counts(scope, demographics),
      this.repository.schoolNames(scope.schoolIds),
      this.dashboardRepository.grades(),
    ]);

    const bySchool = partsBy(counts, 'school');
    const schoolGroups = [...schools]
      .sort(([a, nameA], [b, nameB]) => nameA.localeCompare(nameB) || a - b)
      .map(([id, name]) => ({ key: String(id), label: name, parts: bySchool.get(String(id)) ?? none() }));

    const byGrade = partsBy(counts, 'grade');
    const gradeGroups = [
      ...grades.map((grade) => ({ key: String(grade.id), label: grade.name, value: String(grade.id) })),
      { key: String(UNCATEGORIZED_GRADE_ID), label: UNCATEGORIZED_NAME, value: null },
    ]
      .filter(({ value }) => byGrade.has(value))
      .map(({ key, label, value }) => ({ key, label, parts: byGrade.get(value)! }));

    return {
      return_days: RETURN_DAYS,
      min_cell: MIN_CELL,
      by_school: reachTable(schoolGroups),
      by_grade: reachTable(gradeGroups),
      demographics_enabled: demographics,
      by_subgroup: demographics
        ? REACH_SUBGROUPS.map((subgroup) => {
            const byValue = partsBy(counts, subgroup);
            const groups = SUBGROUP_VALUES[subgroup]
              .filter((value) => byValue.has(value === NOT_RECORDED ? null : value))
              .map((value) => ({
                key: value,
                label: value,
                parts: byValue.get(value === NOT_RECORDED ? null : value)!,
              }));
            return { subgroup, table: reachTable(groups) };
          })
        : null,
    };
  }
}
