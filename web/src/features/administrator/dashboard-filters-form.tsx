import type { DashboardFilterData } from '@lantern/shared/contracts/admin-dashboard';
import { type DashboardFilters, filtersToSearch } from '@lantern/shared/domain/analytics/dashboard-filters';
import { DASHBOARD_MAX_RANGE_DAYS, daysBetween } from '@lantern/shared/domain/analytics/dashboard-range';
import { DayField, type DayFieldClasses } from '@lantern/shared/ui/day-field';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { nowSeconds, type WidgetProps } from './dashboard-widget-frame.js';

/** The filters' date fields, laid out as their other fields. */
export const FILTER_DAY_CLASSES: DayFieldClasses = {
  field: 'dash-filters__field',
  input: 'lt-input',
  error: 'lt-field-error',
};

/**
 * The range, school, grade and group the widgets show, written to the page's address so a view can
 * be shared. A group narrows every widget to its students.
 */
export const FiltersForm = observer(function FiltersForm({ store, filters }: WidgetProps) {
  const { t } = useTranslation('web');
  const [, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const choices: DashboardFilterData | null = store.filterData.value;
  const [start, setStart] = useState(filters.start_date);
  const [end, setEnd] = useState(filters.end_date);
  const [school, setSchool] = useState(filters.school_ids.length === 1 ? String(filters.school_ids[0]) : '');
  const [grade, setGrade] = useState(filters.grade_ids.length === 1 ? String(filters.grade_ids[0]) : '');
  const [chosenGroups, setChosenGroups] = useState(() => new Set(filters.group_ids));
  const groups = store.groups.value?.groups ?? [];
  const role = pathname.split('/')[1] ?? '';
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = start && end ? daysBetween(start, end) : Number.NaN;
    if (Number.isNaN(days) || days < 0) return setProblem(t('adminDashboard.filters.rangeBackwards'));
    if (days >= DASHBOARD_MAX_RANGE_DAYS) return setProblem(t('adminDashboard.filters.rangeTooLong'));
    setProblem(null);
    const next: DashboardFilters = {
      start_date: start,
      end_date: end,
      school_ids: school ? [Number(school)] : [],
      grade_ids: grade ? [Number(grade)] : [],
      group_ids: [...chosenGroups].sort((a, b) => a - b),
    };
    setSearch(filtersToSearch(next, nowSeconds()));
  };

  return (
    <form className="dash-filters" onSubmit={submit} aria-label={t('adminDashboard.filters.label')}>
      <DayField
        classes={FILTER_DAY_CLASSES}
        label={t('adminDashboard.filters.start')}
        value={start}
        isRequired
        invalid={Boolean(problem)}
        describedBy={problem ? errorId : undefined}
        onChange={setStart}
      />
      <DayField
        classes={FILTER_DAY_CLASSES}
        label={t('adminDashboard.filters.end')}
        value={end}
        isRequired
        invalid={Boolean(problem)}
        describedBy={problem ? errorId : undefined}
        onChange={setEnd}
      />
      <label className="dash-filters__field">
        <span>{t('adminDashboard.filters.school')}</span>
        <select className="lt-input" value={school} onChange={(event) => setSchool(event.target.value)}>
          <option value="">{t('adminDashboard.filters.allSchools')}</option>
          {(choices?.schools ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <label className="dash-filters__field">
        <span>{t('adminDashboard.filters.grade')}</span>
        <select className="lt-input" value={grade} onChange={(event) => setGrade(event.target.value)}>
          <option value="">{t('adminDashboard.filters.allGrades')}</option>
          {(choices?.grade_levels ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.uncategorized ? t('adminDashboard.filters.uncategorized') : option.name}
            </option>
          ))}
        </select>
      </label>
      {groups.length ? (
        <fieldset className="dash-filters__groups">
          <legend>{t('adminDashboard.filters.groups')}</legend>
          {groups.map((option) => (
            <label key={option.id} className="lt-checkbox dash-filters__check">
              <input
                type="checkbox"
                checked={chosenGroups.has(option.id)}
                onChange={() =>
                  setChosenGroups((before) => {
                    const next = new Set(before);
                    if (!next.delete(option.id)) next.add(option.id);
                    return next;
                  })
                }
              />
              {option.name}{' '}
              <span className="dash-filters__count">
                {t('studentGroups.memberCount', { count: option.member_count })}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="dash-filters__actions">
        <button type="submit" className="lt-button lt-button--primary">
          {t('adminDashboard.filters.apply')}
        </button>
        <Link className="lt-button lt-button--secondary" to={{ pathname, search: '' }}>
          {t('adminDashboard.filters.reset')}
        </Link>
        {role === 'administrator' || role === 'district-manager' ? (
          <Link className="lt-button lt-button--ghost" to={`/${role}/student-groups`}>
            {t('adminDashboard.filters.manageGroups')}
          </Link>
        ) : null}
      </div>
      {problem ? (
        <p id={errorId} className="dash-filters__error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
});
