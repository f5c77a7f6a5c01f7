import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../../app/console-panel.js';
import { ConsoleTable } from '../../../app/console-table.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import type { AnalyticsStore, LeaderboardSort } from '../../../stores/analytics-store.js';
import { fullName } from './person-name.js';

const SORTS: readonly LeaderboardSort[] = ['score', 'load'];

/** One subject's tutors, best first (the spec's leaderboard of six), by subject score or by load. */
export const LeaderboardPanel = observer(function LeaderboardPanel({ store }: { store: AnalyticsStore }) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const subjectName = useSubjectName();
  const subjectFieldId = useId();
  const subjects = store.risk?.subjects ?? [];
  const board = store.leaderboard;
  return (
    <ConsolePanel id="analytics-leaderboard-title" title={t('manager.analytics.leaderboard.title')}>
      {subjects.length === 0 ? (
        <EmptyState title={t('manager.analytics.risk.empty')} />
      ) : (
        <>
          <div className="analytics__leaderboard-tools">
            <label className="lt-field" htmlFor={subjectFieldId}>
              <span className="lt-label">{t('manager.analytics.columns.subject')}</span>
              <select
                id={subjectFieldId}
                className="lt-input console-input"
                value={store.subjectId ?? ''}
                onChange={(event) => store.chooseSubject(Number(event.target.value))}
              >
                {subjects.map((subject) => (
                  <option key={subject.subject_id} value={subject.subject_id}>
                    {subjectName({ name: subject.subject_name })}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="console-segmented">
              <legend className="lt-visually-hidden">{t('manager.analytics.leaderboard.sortLabel')}</legend>
              {SORTS.map((sort) => (
                <label key={sort} className="console-segmented__option">
                  <input
                    type="radio"
                    name="leaderboard-sort"
                    value={sort}
                    checked={store.sort === sort}
                    onChange={() => store.chooseSort(sort)}
                  />
                  <span>{t(`manager.analytics.leaderboard.sort.${sort}`)}</span>
                </label>
              ))}
            </fieldset>
          </div>
          {store.leaderboardState === 'error' || !board ? (
            <PendingState
              failed={store.leaderboardState === 'error'}
              onRetry={() => void store.reloadLeaderboard()}
            />
          ) : board.tutors.length === 0 ? (
            <EmptyState
              title={t('manager.analytics.leaderboard.empty', { subject: subjectName(board.subject) })}
            />
          ) : (
            <ConsoleTable
              caption={t('manager.analytics.leaderboard.caption', { subject: subjectName(board.subject) })}
              className="analytics-leaderboard"
              rows={board.tutors}
              rowKey={(row) => String(row.user_id)}
              keyColumn={{
                id: 'rank',
                header: t('manager.analytics.columns.rank'),
                cell: (row) => format.number(row.rank),
              }}
              columns={[
                { id: 'tutor', header: t('manager.analytics.columns.tutor'), cell: (row) => fullName(row) },
                {
                  id: 'score',
                  header: t('manager.analytics.columns.subjectScore'),
                  numeric: true,
                  cell: (row) => format.number(row.subject_score),
                },
                {
                  id: 'sessions',
                  header: t('manager.analytics.columns.sessions'),
                  numeric: true,
                  cell: (row) => format.number(row.total_sessions_load),
                },
              ]}
            />
          )}
        </>
      )}
    </ConsolePanel>
  );
});
