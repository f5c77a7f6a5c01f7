import type { SessionView } from '@lantern/shared/contracts/sessions';
import { endedByRole } from '@lantern/shared/domain/live-help/session-end';
import { MathText } from '@lantern/shared/ui/math/math-text';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../app/router-link.js';
import { useLiveHelp } from './use-live-help.js';
import { shortName } from './format.js';
import { ShareSessionButton } from './share-session.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

/** `?tab=history`: past sessions, ten a page, newest first. */
export const HistoryTab = observer(function HistoryTab() {
  const { classroom } = useLiveHelp();
  const { t } = useTranslation('classroom');
  const { history, historyState, historyPage, historyTotalPages } = classroom;

  if (historyState !== 'loaded' && history.length === 0)
    return (
      <PendingState
        failed={historyState === 'error'}
        onRetry={() => void classroom.loadHistory(historyPage)}
        loadingLabel={t('history.loading')}
        errorTitle={t('history.failed')}
      />
    );
  if (history.length === 0)
    return <EmptyState title={t('history.emptyTitle')} description={t('history.emptyText')} />;

  const busy = historyState === 'loading';
  return (
    <div className="history" aria-busy={busy}>
      {historyState === 'error' ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('history.failed')}
        </p>
      ) : null}
      <ol className="history-list">
        {history.map((session) => (
          <li key={session.id}>
            <HistoryCard session={session} />
          </li>
        ))}
      </ol>
      {historyTotalPages > 1 ? (
        <nav className="history-pages" aria-label={t('history.pagesLabel')}>
          <button
            type="button"
            className="lt-button lt-button--secondary"
            disabled={busy || historyPage <= 1}
            onClick={() => void classroom.loadHistory(historyPage - 1)}
          >
            {t('history.previous')}
          </button>
          <p className="history-pages__current" aria-live="polite">
            {t('history.page', { page: historyPage, total: historyTotalPages })}
          </p>
          <button
            type="button"
            className="lt-button lt-button--secondary"
            disabled={busy || historyPage >= historyTotalPages}
            onClick={() => void classroom.loadHistory(historyPage + 1)}
          >
            {t('history.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
});

function HistoryCard({ session }: { session: SessionView }) {
  const { t } = useTranslation('classroom');
  const format = useLocaleFormat();
  const subjectName = useSubjectName();
  const by = endedByRole({
    ended_by: session.ended_by,
    student_id: session.student.id,
    tutor_id: session.tutor?.id ?? null,
  });
  const status =
    session.status === 'transferred' ? t('history.status.transferred') : t(`history.status.${by ?? 'other'}`);

  return (
    <article className="history-card">
      <div className="history-card__top">
        <span className="tag">
          {subjectName(session.subject)}
          {session.topic ? ` · ${session.topic.name}` : ''}
        </span>
        <time className="history-card__when" dateTime={format.iso(session.requested_at)}>
          {format.dateTime(session.requested_at)}
        </time>
      </div>
      <p className="history-card__question">
        <RouterLink className="history-card__open" href={`/student/classroom/history/${session.id}`}>
          <MathText text={session.question} />
        </RouterLink>
      </p>
      <div className="history-card__bottom">
        <p className="history-card__meta">
          {session.tutor ? t('history.withTutor', { name: shortName(session.tutor) }) : t('history.noTutor')}
          {' · '}
          {status}
        </p>
        {session.matched_at !== null ? <ShareSessionButton sessionId={session.id} /> : null}
      </div>
    </article>
  );
}
