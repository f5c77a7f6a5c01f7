import { EmptyState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleTable } from '../../app/console-table.js';
import { useStores } from '../../app/stores-context.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import { useSlashFocus } from '../../app/use-slash-focus.js';
import type { TutorStatusFilter } from '../../stores/home-store.js';

const STATUS_FILTERS: readonly TutorStatusFilter[] = ['all', 'active', 'inactive'];

/** The manager's tutors, active first, with a filter reachable by "/". */
export const TutorTable = observer(function TutorTable() {
  const { home } = useStores();
  const { t } = useTranslation('console');
  const id = useId();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<TutorStatusFilter>('all');
  const filterRef = useRef<HTMLInputElement>(null);
  useSlashFocus(filterRef);
  const format = useLocaleFormat();
  const tutors = home.tutorsMatching(query, status, format.language);
  const total = home.tutors.size;

  return (
    <section className="console-panel tutor-table" aria-labelledby={`${id}-title`}>
      <div className="tutor-table__bar">
        <h2 id={`${id}-title`} className="console-panel__title">
          {t('manager.tutors.title')}
        </h2>
        <div className="tutor-table__filters">
          <label className="tutor-table__search">
            <span className="lt-visually-hidden">{t('manager.tutors.filterLabel')}</span>
            <input
              ref={filterRef}
              className="lt-input console-input"
              type="search"
              value={query}
              placeholder={t('manager.tutors.filterPlaceholder')}
              aria-keyshortcuts="/"
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setQuery('');
              }}
            />
            <span className="tutor-table__kbd" aria-hidden="true">
              /
            </span>
          </label>
          <fieldset className="console-segmented">
            <legend className="lt-visually-hidden">{t('manager.tutors.statusLabel')}</legend>
            {STATUS_FILTERS.map((value) => (
              <label key={value} className="console-segmented__option">
                <input
                  type="radio"
                  name={`${id}-status`}
                  value={value}
                  checked={status === value}
                  onChange={() => setStatus(value)}
                />
                {/* The filter names tutors as a group: as many as there are. */}
                <span>{t(`manager.tutors.status.${value}`, { count: total })}</span>
              </label>
            ))}
          </fieldset>
        </div>
      </div>
      <p className="console-muted tutor-table__count" role="status">
        {t('manager.tutors.showing', { shown: tutors.length, count: total })}
      </p>
      {total === 0 ? (
        <EmptyState
          title={t('manager.tutors.emptyTitle')}
          description={t('manager.tutors.emptyDescription')}
        />
      ) : tutors.length === 0 ? (
        <EmptyState
          title={t('manager.tutors.noMatchTitle')}
          action={
            <button
              type="button"
              className="lt-button lt-button--secondary"
              onClick={() => {
                setQuery('');
                setStatus('all');
              }}
            >
              {t('manager.tutors.clearFilters')}
            </button>
          }
        />
      ) : (
        <ConsoleTable
          caption={t('manager.tutors.caption')}
          rows={tutors}
          rowKey={(tutor) => String(tutor.id)}
          keyColumn={{ id: 'name', header: t('manager.tutors.columns.name'), cell: (tutor) => tutor.name }}
          columns={[
            {
              id: 'status',
              header: t('manager.tutors.columns.status'),
              cell: (tutor) => (
                <span className={`console-pill console-pill--${tutor.status === 'active' ? 'on' : 'off'}`}>
                  {t(`manager.tutors.status.${tutor.status}`, { count: 1 })}
                </span>
              ),
            },
            {
              id: 'essay-review',
              header: t('manager.tutors.columns.essayReview'),
              cell: (tutor) => t(tutor.essay_review ? 'manager.tutors.yes' : 'manager.tutors.no'),
            },
            {
              id: 'languages',
              header: t('manager.tutors.columns.languages'),
              cell: (tutor) =>
                tutor.languages.length > 0 ? (
                  tutor.languages.map(format.language).join(', ')
                ) : (
                  <span className="console-muted">—</span>
                ),
            },
          ]}
        />
      )}
    </section>
  );
});
