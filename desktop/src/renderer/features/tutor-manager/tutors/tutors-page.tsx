import {
  TUTOR_LIST_ORDERS,
  type TutorListOrder,
  type TutorListRole,
  type TutorListRow,
} from '@lantern/shared/contracts/tutors-admin';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { useSettledText } from '@lantern/shared/ui/use-settled-text';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField, SelectField } from '../../../app/form-field.js';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { VirtualTableSections } from '../../../app/virtual-table-sections.js';
import { useSlashFocus } from '../../../app/use-slash-focus.js';
import type { TutorFilters } from '../../../stores/tutors-store.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import './tutors.css';
import { DayInput } from '../../../app/date-time-fields.js';

const ROW_HEIGHT = 44;
const ORDER_LABELS: Record<TutorListOrder, string> = {
  name: 'name',
  '-name': 'nameDesc',
  tutor_since: 'oldest',
  '-tutor_since': 'newest',
};
const SEARCH_SETTLE_MS = 250;
const features = tableFeatures({});
const column = createColumnHelper<typeof features, TutorListRow>();

/**
 * The managers' tutors (`services/tutors/list`): the spec's filters, each narrowing the list on the
 * server, a page at a time; each name opens the tutor's edit page. The rows render only in view.
 */
export const TutorsPage = observer(function TutorsPage() {
  const { tutors } = useStores();
  const { t } = useTranslation('console');
  usePageTitle(t('manager.tutorsAdmin.title'));
  useEffect(() => tutors.open(), [tutors]);
  return (
    <div className="console-page">
      <PageHeader eyebrow={t('manager.services')} title={t('manager.tutorsAdmin.title')}>
        <Link className="lt-button lt-button--primary" to="../create" relative="path">
          {t('manager.tutorsAdmin.create')}
        </Link>
      </PageHeader>
      <TutorFiltersBar />
      <TutorList />
    </div>
  );
});

const TutorFiltersBar = observer(function TutorFiltersBar() {
  const { tutors } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const subjectName = useSubjectName();
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  useSlashFocus(searchRef);
  // Typing settles before the server is asked; each other filter asks at once.
  const [search, setSearch] = useSettledText(
    tutors.filters.search,
    (text) => tutors.setFilter('search', text),
    SEARCH_SETTLE_MS,
  );
  const filters = tutors.filters;
  const set =
    <K extends keyof TutorFilters>(key: K) =>
    (value: TutorFilters[K]) =>
      tutors.setFilter(key, value);
  const any = t('manager.tutorsAdmin.filters.any');
  const languages = [
    { id: 0, label: any },
    ...tutors.languages.map((language) => ({
      id: language.id,
      label: format.language(language.abbreviation),
    })),
  ];
  return (
    <section className="console-panel tutors-filters" aria-label={t('manager.tutorsAdmin.filters.label')}>
      <FormField
        id={`${id}-search`}
        className="console-field tutors-filters__search"
        label={t('manager.tutorsAdmin.filters.search')}
      >
        {(control) => (
          <input
            {...control}
            ref={searchRef}
            className="lt-input console-input"
            type="search"
            value={search}
            placeholder={t('manager.tutorsAdmin.filters.searchPlaceholder')}
            aria-keyshortcuts="/"
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setSearch('');
            }}
          />
        )}
      </FormField>
      <SelectField<TutorListOrder>
        label={t('manager.tutorsAdmin.filters.orderBy')}
        value={filters.orderBy}
        onChange={set('orderBy')}
        options={TUTOR_LIST_ORDERS.map((order) => ({
          id: order,
          label: t(`manager.tutorsAdmin.order.${ORDER_LABELS[order]}`),
        }))}
      />
      <SelectField<TutorFilters['status']>
        label={t('manager.tutorsAdmin.filters.status')}
        value={filters.status}
        onChange={set('status')}
        options={(['all', 'active', 'inactive'] as const).map((status) => ({
          id: status,
          label: t(`manager.tutorsAdmin.status.${status}`),
        }))}
      />
      <SelectField<'all' | TutorListRole>
        label={t('manager.tutorsAdmin.filters.role')}
        value={filters.roles.length === 1 ? filters.roles[0]! : 'all'}
        onChange={(role) => tutors.setFilter('roles', role === 'all' ? [] : [role])}
        options={(['all', 'tutor', 'tutor-manager'] as const).map((role) => ({
          id: role,
          label: t(`manager.tutorsAdmin.roles.${role}`),
        }))}
      />
      <SelectField<number>
        label={t('manager.tutorsAdmin.filters.topic')}
        value={filters.topics[0] ?? 0}
        onChange={(topic) => tutors.setFilter('topics', topic === 0 ? [] : [topic])}
        options={[
          { id: 0, label: any },
          ...tutors.topics.map((topic) => ({
            id: topic.id,
            label: `${subjectName({ name: topic.subject })} · ${topic.name}`,
          })),
        ]}
      />
      <SelectField<number>
        label={t('manager.tutorsAdmin.filters.sessionLanguage')}
        value={filters.sessionLanguage ?? 0}
        onChange={(language) => tutors.setFilter('sessionLanguage', language || null)}
        options={languages}
      />
      <SelectField<number>
        label={t('manager.tutorsAdmin.filters.essayLanguage')}
        value={filters.essayLanguage ?? 0}
        onChange={(language) => tutors.setFilter('essayLanguage', language || null)}
        options={languages}
      />
      <DayInput
        label={t('manager.tutorsAdmin.filters.notScheduledOn')}
        value={filters.notScheduledOn}
        onChange={(day) => tutors.setFilter('notScheduledOn', day)}
      />
      {tutors.filtered ? (
        <button
          type="button"
          className="lt-button lt-button--ghost tutors-filters__clear"
          onClick={() => {
            setSearch('');
            tutors.clearFilters();
          }}
        >
          {t('manager.tutorsAdmin.filters.clear')}
        </button>
      ) : null}
    </section>
  );
});

const TutorList = observer(function TutorList() {
  const { tutors } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: t('manager.tutorsAdmin.columns.name'),
          cell: (info) => (
            <Link className="tutors-list__name" to={`../edit/${info.row.original.id}`} relative="path">
              {info.getValue()}
            </Link>
          ),
        }),
        column.accessor('role', {
          header: t('manager.tutorsAdmin.columns.role'),
          cell: (info) => t(`manager.tutorsAdmin.roles.${info.getValue()}`),
        }),
        column.accessor('status', {
          header: t('manager.tutorsAdmin.columns.status'),
          cell: (info) => (
            <span
              className={`console-pill tutors-status tutors-status--${info.getValue() ? 'active' : 'inactive'}`}
            >
              {t(`manager.tutorsAdmin.status.${info.getValue() ? 'active' : 'inactive'}`)}
            </span>
          ),
        }),
        column.accessor('tutor_since', {
          header: t('manager.tutorsAdmin.columns.tutorSince'),
          cell: (info) => (
            <>
              {format.date(info.getValue())}
              {info.row.original.is_new ? (
                <span className="console-pill tutors-new">{t('manager.tutorsAdmin.new')}</span>
              ) : null}
            </>
          ),
        }),
        column.accessor('pending_assessments', {
          header: t('manager.tutorsAdmin.columns.pendingAssessments'),
          cell: (info) => format.number(info.getValue()),
        }),
      ]),
    [t, format],
  );
  const table = useTable({ features, columns, data: tutors.rows });
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  if (tutors.state === 'error' || (tutors.state === 'loading' && !tutors.pagination))
    return <PendingState failed={tutors.state === 'error'} onRetry={() => void tutors.load()} />;
  const pagination = tutors.pagination;
  if (rows.length === 0)
    return tutors.filtered ? (
      <EmptyState
        title={t('manager.tutorsAdmin.noMatch')}
        description={t('manager.tutorsAdmin.noMatchHint')}
      />
    ) : (
      <EmptyState title={t('manager.tutorsAdmin.empty')} description={t('manager.tutorsAdmin.emptyHint')} />
    );
  return (
    <>
      <div
        ref={scrollRef}
        className="tutors-list__scroll"
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
        aria-busy={tutors.state === 'loading'}
      >
        <table className="console-table tutors-list__table" aria-rowcount={rows.length + 1}>
          <caption id={captionId} className="tutors-list__caption">
            {t('manager.tutorsAdmin.caption', { count: pagination?.total ?? rows.length })}
          </caption>
          <VirtualTableSections table={table} virtualizer={virtualizer} rowHeight={ROW_HEIGHT} />
        </table>
      </div>
      {pagination && pagination.total_pages > 1 ? (
        <nav className="tutors-pager" aria-label={t('manager.tutorsAdmin.pager.label')}>
          <button
            type="button"
            className="lt-button lt-button--secondary"
            disabled={tutors.page <= 1}
            onClick={() => tutors.setPage(tutors.page - 1)}
          >
            {t('manager.tutorsAdmin.pager.previous')}
          </button>
          <span aria-live="polite">
            {t('manager.tutorsAdmin.pager.position', {
              page: format.number(pagination.current_page),
              pages: format.number(pagination.total_pages),
            })}
          </span>
          <button
            type="button"
            className="lt-button lt-button--secondary"
            disabled={tutors.page >= pagination.total_pages}
            onClick={() => tutors.setPage(tutors.page + 1)}
          >
            {t('manager.tutorsAdmin.pager.next')}
          </button>
        </nav>
      ) : null}
    </>
  );
});
