import { SCHOOL_STUDENT_SORTS, type SchoolStudentSort } from '@lantern/shared/contracts/school-students';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { useSettledText } from '@lantern/shared/ui/use-settled-text';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { gradeLabelOfName } from '../../app/grade-label.js';
import { PageHeader } from '../../app/home-page-frame.js';
import { DataTable } from '../../app/table-scroll.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import type { LeaderStudentsStore } from '../../stores/leader-students-store.js';
import { useStores } from '../../stores/stores-context.js';
import { Pager, studentName } from '../teacher/teacher-students-page.js';
import { LeaderStudentsTabs } from './leader-students-tabs.js';
import '../teacher/teacher-area.css';
import './student-analytics.css';

/** Typing settles for this long before the list is asked for again. */
const SEARCH_SETTLE_MS = 300;

/**
 * `/{administrator,district-manager}/students`: the student accounts of one school (or, for a
 * district manager, the whole district), counted, searched, sorted, 25 a page, active or expired;
 * each name opens the student's page with their sessions, transcripts and essays.
 */
function LeaderStudentsPage() {
  const { leaderStudents: store } = useStores();
  const { t } = useTranslation('web');
  usePageTitle(t('leaderStudents.title'));
  if (!store) return null;
  const result = store.roster.result;

  return (
    <div className="page teacher-area">
      <PageHeader
        eyebrow={store.reach.value?.district?.name ?? t('leaderStudents.eyebrow')}
        heading={t('leaderStudents.heading')}
        lead={t('leaderStudents.lead')}
      />
      <LeaderStudentsTabs />
      <Counts store={store} />
      <Tools store={store} />
      {!result ? (
        <PendingState
          failed={store.roster.state === 'error'}
          onRetry={() => void store.roster.load(store.roster.page)}
          loadingLabel={t('leaderStudents.loading')}
          errorTitle={t('leaderStudents.loadFailed')}
        />
      ) : result.data.length === 0 ? (
        <EmptyState
          title={store.search.trim() ? t('leaderStudents.noMatch') : t('leaderStudents.emptyTitle')}
          description={t('leaderStudents.emptyText')}
        />
      ) : (
        <Roster store={store} />
      )}
    </div>
  );
}

const Counts = observer(function Counts({ store }: { store: LeaderStudentsStore }) {
  const { t } = useTranslation('web');
  const format = useLocaleFormat();
  const counts = store.aggregate.value;
  if (!counts) return null;
  return (
    <ul className="leader-students__counts" aria-label={t('leaderStudents.counts.label')}>
      <li>
        <strong>{format.number(counts.students)}</strong> {t('leaderStudents.counts.students')}
      </li>
      <li>
        <strong>{format.number(counts.ever_used)}</strong> {t('leaderStudents.counts.everUsed')}
      </li>
      <li>
        <strong>{format.number(counts.expired)}</strong> {t('leaderStudents.counts.expired')}
      </li>
    </ul>
  );
});

const Tools = observer(function Tools({ store }: { store: LeaderStudentsStore }) {
  const { t } = useTranslation('web');
  const [text, setText] = useSettledText(store.search, store.setSearch, SEARCH_SETTLE_MS);
  const schools = store.schools;
  return (
    <div className="teacher-area__tools">
      {schools.length > 1 || store.mayListDistrict ? (
        <div className="lt-field">
          <label className="lt-label" htmlFor="leader-students-school">
            {t('adminDashboard.filters.school')}
          </label>
          <select
            id="leader-students-school"
            className="lt-input"
            value={store.schoolId ?? ''}
            onChange={(event) => store.chooseSchool(event.target.value ? Number(event.target.value) : null)}
          >
            {store.mayListDistrict ? (
              <option value="">{t('adminDashboard.filters.allSchools')}</option>
            ) : null}
            {schools.map((school) => (
              <option key={school.id} value={school.id}>
                {school.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <form
        className="lt-field teacher-area__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          store.setSearch(text);
        }}
      >
        <label className="lt-label" htmlFor="leader-students-search">
          {t('teacherStudents.search')}
        </label>
        <input
          id="leader-students-search"
          className="lt-input"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <div className="teacher-area__sort">
        <div className="lt-field">
          <label className="lt-label" htmlFor="leader-students-sort">
            {t('teacherStudents.sortLabel')}
          </label>
          <select
            id="leader-students-sort"
            className="lt-input"
            value={store.sort}
            onChange={(event) => store.sortRoster(event.target.value as SchoolStudentSort)}
          >
            {SCHOOL_STUDENT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`leaderStudents.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="lt-button lt-button--secondary"
          aria-pressed={store.direction === 'desc'}
          onClick={() => store.sortRoster(store.sort)}
        >
          {store.direction === 'asc' ? t('teacherStudents.ascending') : t('teacherStudents.descending')}
        </button>
      </div>
      <label className="teacher-area__choice">
        <input
          type="checkbox"
          checked={store.expired}
          onChange={(event) => store.showExpired(event.target.checked)}
        />{' '}
        {t('leaderStudents.showExpired')}
      </label>
    </div>
  );
});

const Roster = observer(function Roster({ store }: { store: LeaderStudentsStore }) {
  const { t } = useTranslation('web');
  const format = useLocaleFormat();
  const base = `/${useLocation().pathname.split('/')[1]}/students`;
  const { data, meta } = store.roster.result!;
  return (
    <>
      <p className="teacher-area__count" role="status">
        {t('leaderStudents.count', { count: meta.pagination.total })}
      </p>
      <DataTable
        caption={store.expired ? t('leaderStudents.captionExpired') : t('leaderStudents.caption')}
        rows={data}
        rowKey={(row) => String(row.id)}
        keyColumn={{
          id: 'name',
          header: t('leaderStudents.sorts.name'),
          cell: (row) => <Link to={`${base}/${row.id}`}>{studentName(row)}</Link>,
        }}
        columns={[
          { id: 'username', header: t('leaderStudents.sorts.username'), cell: (row) => row.username },
          { id: 'school', header: t('leaderStudents.sorts.school'), cell: (row) => row.school_name },
          {
            id: 'grade',
            header: t('leaderStudents.sorts.grade'),
            cell: (row) => gradeLabelOfName(t, row.grade) ?? t('adminDashboard.filters.uncategorized'),
          },
          {
            id: 'created_at',
            header: store.expired ? t('leaderStudents.expiredAt') : t('leaderStudents.sorts.created_at'),
            cell: (row) =>
              format.mediumDate(store.expired && row.expired_at ? row.expired_at : row.created_at),
          },
        ]}
      />
      <Pager pagination={meta.pagination} onPage={(page) => void store.roster.load(page)} />
    </>
  );
});

export default observer(LeaderStudentsPage);
