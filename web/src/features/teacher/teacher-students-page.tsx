import type { Pagination } from '@lantern/shared/contracts/envelope';
import type { TeacherStudentRow, TeacherStudentSort } from '@lantern/shared/contracts/teacher-students';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { useSettledText } from '@lantern/shared/ui/use-settled-text';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gradeLabelOfName } from '../../app/grade-label.js';
import { PageHeader } from '../../app/home-page-frame.js';
import { DataTable } from '../../app/table-scroll.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import { useStores } from '../../stores/stores-context.js';
import type { TeacherStudentsStore } from '../../stores/teacher-students-store.js';
import { StudentsTabs } from './students-tabs.js';
import './teacher-area.css';

export const studentName = (student: { first_name: string; last_name: string }) =>
  `${student.first_name} ${student.last_name}`.trim();

/** Typing settles for this long before the list is asked for again. */
const SEARCH_SETTLE_MS = 300;

/**
 * `/teacher/students`: everyone in the teacher's sections, 30 a page, searched by name and sorted
 * by name, last activity, sessions or essays; each name opens the student's page.
 */
function TeacherStudentsPage() {
  const { teacherStudents: store } = useStores();
  const { t } = useTranslation('web');
  usePageTitle(t('teacherStudents.title'));
  if (!store) return null;
  const result = store.list.result;

  return (
    <div className="page teacher-area">
      <PageHeader
        eyebrow={t('teacherStudents.eyebrow')}
        heading={t('teacherStudents.heading')}
        lead={t('teacherStudents.lead')}
      />
      <StudentsTabs />
      <div className="teacher-area__tools">
        <SearchField store={store} />
        <SortControls store={store} />
      </div>
      {!result ? (
        <PendingState
          failed={store.list.state === 'error'}
          onRetry={() => store.goToPage(store.list.page)}
          loadingLabel={t('teacherStudents.loading')}
          errorTitle={t('teacherStudents.loadFailed')}
        />
      ) : result.data.length === 0 ? (
        store.search.trim() ? (
          <EmptyState
            title={t('teacherStudents.noMatchTitle', { search: store.search.trim() })}
            description={t('teacherStudents.noMatchText')}
          />
        ) : (
          <EmptyState title={t('teacherStudents.emptyTitle')} description={t('teacherStudents.emptyText')} />
        )
      ) : (
        <StudentsTable store={store} rows={result.data} pagination={result.meta.pagination} />
      )}
    </div>
  );
}

const SearchField = observer(function SearchField({ store }: { store: TeacherStudentsStore }) {
  const { t } = useTranslation('web');
  const [text, setText] = useSettledText(store.search, store.setSearch, SEARCH_SETTLE_MS);
  return (
    <form
      className="lt-field teacher-area__search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        store.setSearch(text);
      }}
    >
      <label className="lt-label" htmlFor="teacher-students-search">
        {t('teacherStudents.search')}
      </label>
      <input
        id="teacher-students-search"
        className="lt-input"
        type="search"
        value={text}
        aria-describedby="teacher-students-search-hint"
        onChange={(event) => setText(event.target.value)}
      />
      <p id="teacher-students-search-hint" className="teacher-area__hint">
        {t('teacherStudents.searchHint')}
      </p>
    </form>
  );
});

const SORTS: readonly { sort: TeacherStudentSort; column: string }[] = [
  { sort: 'name', column: 'name' },
  { sort: 'last_activity', column: 'lastActivity' },
  { sort: 'sessions', column: 'sessions' },
  { sort: 'essays', column: 'essays' },
];

/** The order of the list: a column, and which way round. */
const SortControls = observer(function SortControls({ store }: { store: TeacherStudentsStore }) {
  const { t } = useTranslation('web');
  return (
    <div className="teacher-area__sort">
      <div className="lt-field">
        <label className="lt-label" htmlFor="teacher-students-sort">
          {t('teacherStudents.sortLabel')}
        </label>
        <select
          id="teacher-students-sort"
          className="lt-input"
          value={store.sort}
          onChange={(event) => store.sortBy(event.target.value as TeacherStudentSort)}
        >
          {SORTS.map(({ sort, column }) => (
            <option key={sort} value={sort}>
              {t(`teacherStudents.columns.${column}`)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="lt-button lt-button--secondary"
        aria-pressed={store.direction === 'desc'}
        onClick={() => store.sortBy(store.sort)}
      >
        {store.direction === 'asc' ? t('teacherStudents.ascending') : t('teacherStudents.descending')}
      </button>
    </div>
  );
});

const StudentsTable = observer(function StudentsTable({
  store,
  rows,
  pagination,
}: {
  store: TeacherStudentsStore;
  rows: readonly TeacherStudentRow[];
  pagination: Pagination;
}) {
  const { t } = useTranslation('web');
  const format = useLocaleFormat();
  return (
    <>
      <p className="teacher-area__count" role="status">
        {t('teacherStudents.count', { count: pagination.total })}
      </p>
      <DataTable
        caption={t('teacherStudents.caption')}
        rows={rows}
        rowKey={(row) => String(row.id)}
        keyColumn={{
          id: 'name',
          header: t('teacherStudents.columns.name'),
          cell: (row) => <Link to={`/teacher/students/${row.id}`}>{studentName(row)}</Link>,
        }}
        columns={[
          {
            id: 'grade',
            header: t('teacherStudents.columns.grade'),
            cell: (row) => gradeLabelOfName(t, row.grade) ?? '—',
          },
          {
            id: 'sessions',
            header: t('teacherStudents.columns.sessions'),
            numeric: true,
            cell: (row) => format.number(row.sessions),
          },
          {
            id: 'essays',
            header: t('teacherStudents.columns.essays'),
            numeric: true,
            cell: (row) => format.number(row.essays),
          },
          {
            id: 'last_activity',
            header: t('teacherStudents.columns.lastActivity'),
            cell: (row) =>
              row.last_activity === null ? t('teacherStudents.never') : format.date(row.last_activity),
          },
        ]}
      />
      <Pager pagination={pagination} onPage={store.goToPage} />
    </>
  );
});

/** Previous and next page, and where the reader is. */
export function Pager({ pagination, onPage }: { pagination: Pagination; onPage(page: number): void }) {
  const { t } = useTranslation('web');
  const { current_page: page, total_pages: pages } = pagination;
  if (pages <= 1) return null;
  return (
    <nav className="teacher-area__pager" aria-label={t('teacherStudents.pager.label')}>
      <button
        type="button"
        className="lt-button lt-button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('teacherStudents.pager.previous')}
      </button>
      <span>{t('teacherStudents.pager.position', { page, pages })}</span>
      <button
        type="button"
        className="lt-button lt-button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('teacherStudents.pager.next')}
      </button>
    </nav>
  );
}

export default observer(TeacherStudentsPage);
