import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { PastSessionList } from './past-session-list.js';

/**
 * Under the chats: every session the tutor has had, latest first, ten more at a time, each opening
 * read-only on a page of its own. Here even with no chat open, when the side panel is not.
 */
export const PastSessions = observer(function PastSessions() {
  const { tutorClassroom } = useStores();
  const { t } = useTranslation('console');
  const past = tutorClassroom.pastSessions;
  const state = tutorClassroom.pastState;
  return (
    <section className="classroom-history" aria-labelledby="classroom-history-heading">
      <h2 id="classroom-history-heading">{t('tutor.classroom.past.heading')}</h2>
      {past.length === 0 ? (
        <p className="console-muted">
          {state === 'error'
            ? t('tutor.classroom.side.historyFailed')
            : state === 'loading' || state === 'idle'
              ? t('tutor.classroom.side.historyLoading')
              : t('tutor.classroom.past.empty')}
        </p>
      ) : null}
      <PastSessionList sessions={past} withStudent className="classroom-past__list classroom-history__list" />
    </section>
  );
});
