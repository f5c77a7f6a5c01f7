import { AppLink } from '@lantern/shared/ui/app-link';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, ErrorState, LoadingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toConsoleHref } from '../../../app/console-paths.js';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { useAppNavigate } from '../../../app/use-app-navigate.js';
import { ChatTabs } from './chat-tabs.js';
import { PastSessions } from './past-sessions.js';
import { StudentPanel } from './student-panel.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import './classroom.css';

/**
 * The tutor's classroom (/tutor/classroom): the students' chats as vertical tabs, the one chosen
 * beside them, and what is known of its student on the right; below, the tutor's past sessions.
 * `?session=` (a clicked notification) brings one chat forward with the cursor in it.
 */
export const ClassroomPage = observer(function ClassroomPage() {
  const { classroom, tutorClassroom, shifts, assessments, presence } = useStores();
  const { t } = useTranslation('console');
  usePageTitle(t('tutor.classroom.title'));
  const format = useLocaleFormat();
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('session'));

  useEffect(() => {
    if (!Number.isInteger(asked) || asked <= 0) return;
    tutorClassroom.focus(asked);
    setSearch({}, { replace: true });
  }, [asked, tutorClassroom, setSearch]);

  useEffect(() => tutorClassroom.loadPastOnce(), [tutorClassroom]);

  const chats = tutorClassroom.chats;
  const readiness = shifts.liveSessions;
  // At work but away from the console (idle, locked, asleep, or no console left): the server offers nobody.
  const away = readiness.kind === 'taking' && presence.away !== null;
  const taking = readiness.kind === 'taking' && !away;
  const open = tutorClassroom.openChats.length;
  const unread = tutorClassroom.totalUnread;
  // Why no new student comes, said in place of the list when it is empty, above it otherwise.
  const why = taking ? null : (
    <>
      {away
        ? t('tutor.classroom.away')
        : readiness.kind === 'startsAt'
          ? t('tutor.classroom.startsAt', { time: format.time(readiness.time) })
          : t(`tutor.classroom.${readiness.kind}`)}
      {readiness.kind === 'notPunchedIn' ? (
        <>
          {' '}
          <DashboardLink />
        </>
      ) : null}
    </>
  );

  let body;
  if (chats.length > 0) {
    body = (
      <div className="classroom">
        <ChatTabs />
        <StudentPanel />
      </div>
    );
  } else if (classroom.state === 'error') {
    body = <ErrorState description={t('tutor.classroom.loadFailed')} onRetry={() => void classroom.load()} />;
  } else if (classroom.state !== 'loaded') {
    body = <LoadingState label={t('tutor.classroom.loading')} />;
  } else if (taking) {
    body = <EmptyState title={t('tutor.classroom.empty')} />;
  } else {
    body = (
      <div className="lt-state">
        <p className="lt-state__title">{why}</p>
      </div>
    );
  }

  return (
    <div className="console-page classroom-page">
      <PageHeader title={t('tutor.classroom.title')}>
        <p className="classroom-page__status">
          <span
            className={`classroom-page__dot${taking ? ' classroom-page__dot--on' : ''}`}
            aria-hidden="true"
          />
          {taking ? t('tutor.classroom.taking') : t('tutor.classroom.notTaking')}
          {chats.length > 0 ? (
            <span className="console-muted">
              {' · '}
              {t('tutor.classroom.openCount', { count: open })}
              {unread > 0 ? ` · ${t('tutor.classroom.unreadCount', { count: unread })}` : ''}
            </span>
          ) : null}
          {assessments.incompleteCount > 0 ? (
            <span className="classroom-page__badge">
              {t('tutor.classroom.incompleteAssessments', { count: assessments.incompleteCount })}
            </span>
          ) : null}
        </p>
      </PageHeader>
      {chats.length > 0 && why ? (
        <p className="lt-alert lt-alert--info classroom-page__notice">{why}</p>
      ) : null}
      {body}
      <PastSessions />
    </div>
  );
});

function DashboardLink() {
  const { t } = useTranslation('console');
  const onNavigate = useAppNavigate();
  return (
    <AppLink className="classroom-page__link" href={toConsoleHref('/tutor')} onNavigate={onNavigate}>
      {t('tutor.classroom.toDashboard')}
    </AppLink>
  );
}
