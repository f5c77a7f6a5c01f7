import type { DashboardFilterData } from '@lantern/shared/contracts/admin-dashboard';
import { type DashboardFilters, filtersToSearch } from '@lantern/shared/domain/analytics/dashboard-filters';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { nowSeconds, type WidgetProps } from './dashboard-widget-frame.js';
import { ScopeFields, ScopeProblem, useScopeDraft } from './scope-fields.js';

/**
 * The range, school, grade and group the widgets show, written to the page's address so a view can
 * be shared. A group narrows every widget to its students.
 */
export const FiltersForm = observer(function FiltersForm({ store, filters }: WidgetProps) {
  const { t } = useTranslation('web');
  const [, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const choices: DashboardFilterData | null = store.filterData.value;
  const draft = useScopeDraft(filters);
  const [chosenGroups, setChosenGroups] = useState(() => new Set(filters.group_ids));
  const groups = store.groups.value?.groups ?? [];
  const role = pathname.split('/')[1] ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scope = draft.checked();
    if (!scope) return;
    const next: DashboardFilters = { ...scope, group_ids: [...chosenGroups].sort((a, b) => a - b) };
    setSearch(filtersToSearch(next, nowSeconds()));
  };

  return (
    <form className="dash-filters" onSubmit={submit} aria-label={t('adminDashboard.filters.label')}>
      <ScopeFields draft={draft} choices={choices} />
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
      <ScopeProblem draft={draft} />
    </form>
  );
});
