import type { StudentAnalyticsFilters } from '@lantern/shared/contracts/student-analytics';
import { DASHBOARD_MAX_RANGE_DAYS, daysBetween } from '@lantern/shared/domain/analytics/dashboard-range';
import {
  type StudentAnalyticsView,
  analyticsViewToSearch,
} from '@lantern/shared/domain/analytics/student-analytics-view';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { nowSeconds } from './dashboard-widget-frame.js';

/**
 * Student analytics' filters (spec §3: range, school, grade with the uncategorized one on its own,
 * group) and a name, written to the address so a view can be shared; showing starts at page 1.
 */
export function AnalyticsFiltersForm({
  view,
  choices,
}: {
  view: StudentAnalyticsView;
  choices: StudentAnalyticsFilters | null;
}) {
  const { t } = useTranslation('web');
  const [, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const [start, setStart] = useState(view.start_date);
  const [end, setEnd] = useState(view.end_date);
  const [school, setSchool] = useState(view.school_ids.length === 1 ? String(view.school_ids[0]) : '');
  const [grade, setGrade] = useState(view.grade_ids.length === 1 ? String(view.grade_ids[0]) : '');
  const [group, setGroup] = useState(view.group_id ? String(view.group_id) : '');
  const [name, setName] = useState(view.search);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = start && end ? daysBetween(start, end) : Number.NaN;
    if (Number.isNaN(days) || days < 0) return setProblem(t('adminDashboard.filters.rangeBackwards'));
    if (days >= DASHBOARD_MAX_RANGE_DAYS) return setProblem(t('adminDashboard.filters.rangeTooLong'));
    setProblem(null);
    setSearch(
      analyticsViewToSearch(
        {
          ...view,
          start_date: start,
          end_date: end,
          school_ids: school ? [Number(school)] : [],
          grade_ids: grade ? [Number(grade)] : [],
          group_id: group ? Number(group) : null,
          search: name.trim(),
          page: 1,
        },
        nowSeconds(),
      ),
    );
  };
  const invalid = problem ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  return (
    <form className="dash-filters" onSubmit={submit} aria-label={t('leaderStudents.analytics.filters')}>
      <label className="dash-filters__field">
        <span>{t('adminDashboard.filters.start')}</span>
        <input
          type="date"
          className="lt-input"
          value={start}
          required
          {...invalid}
          onChange={(event) => setStart(event.target.value)}
        />
      </label>
      <label className="dash-filters__field">
        <span>{t('adminDashboard.filters.end')}</span>
        <input
          type="date"
          className="lt-input"
          value={end}
          required
          {...invalid}
          onChange={(event) => setEnd(event.target.value)}
        />
      </label>
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
      {choices?.groups.length ? (
        <label className="dash-filters__field">
          <span>{t('leaderStudents.analytics.group')}</span>
          <select className="lt-input" value={group} onChange={(event) => setGroup(event.target.value)}>
            <option value="">{t('leaderStudents.analytics.allGroups')}</option>
            {choices.groups.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="dash-filters__field">
        <span>{t('leaderStudents.analytics.name')}</span>
        <input
          type="search"
          className="lt-input"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <div className="dash-filters__actions">
        <button type="submit" className="lt-button lt-button--primary">
          {t('adminDashboard.filters.apply')}
        </button>
        <Link className="lt-button lt-button--secondary" to={{ pathname, search: '' }}>
          {t('adminDashboard.filters.reset')}
        </Link>
      </div>
      {problem ? (
        <p id={errorId} className="dash-filters__error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
