import type { StudentAnalyticsFilters } from '@lantern/shared/contracts/student-analytics';
import {
  type StudentAnalyticsView,
  analyticsViewToSearch,
} from '@lantern/shared/domain/analytics/student-analytics-view';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { nowSeconds } from './dashboard-widget-frame.js';
import { ScopeFields, ScopeProblem, useScopeDraft } from './scope-fields.js';

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
  const draft = useScopeDraft(view);
  const [group, setGroup] = useState(view.group_id ? String(view.group_id) : '');
  const [name, setName] = useState(view.search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scope = draft.checked();
    if (!scope) return;
    setSearch(
      analyticsViewToSearch(
        {
          ...view,
          ...scope,
          group_id: group ? Number(group) : null,
          search: name.trim(),
          page: 1,
        },
        nowSeconds(),
      ),
    );
  };

  return (
    <form className="dash-filters" onSubmit={submit} aria-label={t('leaderStudents.analytics.filters')}>
      <ScopeFields draft={draft} choices={choices} />
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
      <ScopeProblem draft={draft} />
    </form>
  );
}
