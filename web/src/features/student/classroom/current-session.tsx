import type { SessionView } from '@lantern/shared/contracts/sessions';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../app/router-link.js';
import { useLiveHelp } from './use-live-help.js';
import { AiUnavailableDialog } from './ask-refusals.js';
import { ChatPanel } from './chat-panel.js';
import { WaitingRoom } from './waiting-room.js';

/** The session tab: loading, nothing open, the waiting room, the chat, or how it ended. */
export const CurrentSession = observer(function CurrentSession() {
  const liveHelp = useLiveHelp();
  const { classroom } = liveHelp;
  const { t } = useTranslation('classroom');
  const session = liveHelp.currentSession;

  if (
    !session &&
    (classroom.state === 'idle' || classroom.state === 'loading' || classroom.state === 'error')
  )
    return (
      <PendingState
        failed={classroom.state === 'error'}
        onRetry={() => void classroom.load()}
        loadingLabel={t('classroom.loading')}
        errorTitle={t('classroom.loadFailed')}
      />
    );
  if (!session)
    return (
      <EmptyState
        title={t('classroom.empty.title')}
        description={t('classroom.empty.text')}
        action={
          <RouterLink className="lt-button lt-button--primary" href="/student/start-session">
            {t('classroom.empty.action')}
          </RouterLink>
        }
      />
    );
  if (session.chat_type === 'ai' && session.status === 'waiting') return <AiSession session={session} />;
  if (session.status === 'waiting') return <WaitingRoom session={session} />;
  if (session.matched_at === null) return <LeftWaitingRoom />;
  return <ChatPanel session={session} />;
});

/** A session that ended before any tutor joined: nothing to read back, only the way on. */
function LeftWaitingRoom() {
  const { t } = useTranslation('classroom');
  return (
    <EmptyState
      title={t('waiting.left')}
      action={
        <RouterLink className="lt-button lt-button--primary" href="/student/start-session">
          {t('classroom.newSession')}
        </RouterLink>
      }
    />
  );
}

/**
 * The AI tutor's session while the AI tutor does not answer: the spec's AI-tutor-unavailable
 * modal offers a live tutor for the same question, and the page keeps both ways out in view.
 */
const AiSession = observer(function AiSession({ session }: { session: SessionView }) {
  const liveHelp = useLiveHelp();
  const { t } = useTranslation('classroom');
  const [dialogOpen, setDialogOpen] = useState(true);
  const busy = liveHelp.switching;
  const liveTutor = () => void liveHelp.askLiveTutorInstead(session);
  const end = () => void liveHelp.end(session.id);

  return (
    <section className="waiting-room" aria-labelledby="ai-heading">
      <h2 id="ai-heading">{t('refusals.aiUnavailable.heading')}</h2>
      <p className="waiting-room__tip">{t('refusals.aiUnavailable.text')}</p>
      <div className="refusal-panel__actions">
        <button type="button" className="lt-button lt-button--primary" onClick={liveTutor} disabled={busy}>
          {t('refusals.aiUnavailable.live')}
        </button>
        <button type="button" className="lt-button lt-button--secondary" onClick={end} disabled={busy}>
          {t('refusals.aiUnavailable.end')}
        </button>
      </div>
      <AiUnavailableDialog
        isOpen={dialogOpen}
        busy={busy}
        onLiveTutor={liveTutor}
        onClose={() => setDialogOpen(false)}
        closeLabel={t('refusals.aiUnavailable.notNow')}
      />
    </section>
  );
});
