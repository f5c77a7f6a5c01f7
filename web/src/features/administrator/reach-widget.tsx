import type {
  Reach,
  ReachCell,
  ReachRow,
  ReachSubgroup,
  ReachTable,
} from '@lantern/shared/contracts/admin-reach';
import { UNCATEGORIZED_GRADE_ID } from '@lantern/shared/domain/analytics/dashboard-range';
import { useLocaleFormat } from '@lantern/shared/i18n/format/use-locale-format';
import { BarChart } from '@lantern/shared/ui/bar-chart';
import { ResponsiveTable } from '@lantern/shared/ui/responsive-table';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { type Cell, WidgetFrame, type WidgetProps } from './dashboard-widget-frame.js';

type Breakdown = 'school' | 'grade' | ReachSubgroup;

const charted = (reach: Reach) => reach.by_school.rows.filter((r) => r.reached_percentage !== null);

/** How a count or share reads: a number, "fewer than 10", or hidden to protect a small group. */
function useReachText() {
  const { t } = useTranslation('web');
  const format = useLocaleFormat('UTC');
  return {
    count: (cell: ReachCell) =>
      typeof cell === 'number' ? format.number(cell) : t(`adminDashboard.reach.${cell}`),
    share: (percentage: number | null) =>
      percentage === null ? t('adminDashboard.reach.noShare') : format.percent(percentage / 100),
  };
}

/** A row's group as a reader names it: the school or grade, or the subgroup's value in their language. */
function useGroupLabel() {
  const { t } = useTranslation('web');
  return (breakdown: Breakdown, row: ReachRow) => {
    if (breakdown === 'school') return row.label;
    if (breakdown === 'grade')
      return row.key === String(UNCATEGORIZED_GRADE_ID)
        ? t('adminDashboard.filters.uncategorized')
        : row.label;
    return t(`adminDashboard.reach.values.${breakdown}.${row.key}`);
  };
}

const ReachBreakdown = observer(function ReachBreakdown({
  breakdown,
  table,
}: {
  breakdown: Breakdown;
  table: ReachTable;
}) {
  const { t } = useTranslation('web');
  const text = useReachText();
  const label = useGroupLabel();
  const title = t(`adminDashboard.reach.by.${breakdown}`);
  const columns = [
    {
      id: 'licensed',
      header: t('adminDashboard.reach.licensed'),
      pick: (r: ReachRow) => text.count(r.licensed),
    },
    {
      id: 'reached',
      header: t('adminDashboard.reach.reached'),
      pick: (r: ReachRow) => text.count(r.reached),
    },
    {
      id: 'reachedShare',
      header: t('adminDashboard.reach.reachedShare'),
      pick: (r: ReachRow) => text.share(r.reached_percentage),
    },
    {
      id: 'returned',
      header: t('adminDashboard.reach.returned'),
      pick: (r: ReachRow) => text.count(r.returned),
    },
    {
      id: 'returnedShare',
      header: t('adminDashboard.reach.returnedShare'),
      pick: (r: ReachRow) => text.share(r.returned_percentage),
    },
  ];
  return (
    <section className="dash-reach__part" aria-label={title}>
      <h3>{title}</h3>
      <ResponsiveTable
        caption={t('adminDashboard.reach.caption', { breakdown: title })}
        keyColumn={{
          id: 'group',
          header: t(`adminDashboard.reach.group.${breakdown}`),
          cell: (r) => label(breakdown, r),
        }}
        columns={columns.map(({ id, header, pick }) => ({ id, header, numeric: true, cell: pick }))}
        rows={table.rows}
        rowKey={(r) => r.key}
        footer={{
          label: t('adminDashboard.reach.total'),
          cells: columns.map(({ pick }) => pick(table.total)),
        }}
        wrapClassName="dash-widget__table"
      />
    </section>
  );
});

/**
 * Reach and return (beyond the spec): of the licensed students, who used Lantern in the range and
 * who came back on another day, by school, grade and, when the district turned them on, subgroups.
 */
export const ReachWidget = observer(function ReachWidget({ store, filters }: WidgetProps) {
  const { t } = useTranslation('web');
  const text = useReachText();
  const label = useGroupLabel();
  const header = [
    t('adminDashboard.reach.breakdown'),
    t('adminDashboard.reach.groupHeader'),
    t('adminDashboard.reach.licensed'),
    t('adminDashboard.reach.reached'),
    t('adminDashboard.reach.reachedShare'),
    t('adminDashboard.reach.returned'),
    t('adminDashboard.reach.returnedShare'),
  ];
  return (
    <WidgetFrame
      title={t('adminDashboard.reach.title')}
      widget={store.reach}
      filters={filters}
      isEmpty={(reach) => reach.by_school.rows.length === 0}
      emptyTitle={t('adminDashboard.reach.empty')}
      csv={(reach) => {
        const parts: [Breakdown, ReachTable][] = [
          ['school', reach.by_school],
          ['grade', reach.by_grade],
          ...(reach.by_subgroup ?? []).map(({ subgroup, table }): [Breakdown, ReachTable] => [
            subgroup,
            table,
          ]),
        ];
        const line = (breakdown: Breakdown, group: string, r: ReachRow): Cell[] => [
          t(`adminDashboard.reach.by.${breakdown}`),
          group,
          text.count(r.licensed),
          text.count(r.reached),
          r.reached_percentage,
          text.count(r.returned),
          r.returned_percentage,
        ];
        return {
          name: 'reach',
          header,
          rows: parts.flatMap(([breakdown, table]) => [
            ...table.rows.map((r) => line(breakdown, label(breakdown, r), r)),
            line(breakdown, t('adminDashboard.reach.total'), table.total),
          ]),
        };
      }}
    >
      {(reach) => (
        <div className="dash-widget__body">
          <p className="dash-widget__note">
            {t('adminDashboard.reach.rule', { days: reach.return_days, min: reach.min_cell })}
          </p>
          {/* A hidden share is not a zero: only the schools whose share is shown are drawn. */}
          {charted(reach).length > 0 ? (
            <BarChart
              labels={charted(reach).map((r) => r.label)}
              series={[
                {
                  label: t('adminDashboard.reach.reachedShare'),
                  values: charted(reach).map((r) => r.reached_percentage!),
                },
              ]}
              valueLabel={t('adminDashboard.reach.reachedShare')}
              summary={t('adminDashboard.reach.summary')}
            />
          ) : null}
          <ReachBreakdown breakdown="school" table={reach.by_school} />
          <ReachBreakdown breakdown="grade" table={reach.by_grade} />
          {reach.by_subgroup ? (
            reach.by_subgroup.map(({ subgroup, table }) => (
              <ReachBreakdown key={subgroup} breakdown={subgroup} table={table} />
            ))
          ) : (
            <p className="dash-widget__note">{t('adminDashboard.reach.demographicsOff')}</p>
          )}
        </div>
      )}
    </WidgetFrame>
  );
});
