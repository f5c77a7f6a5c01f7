import type { SessionView } from '@lantern/shared/contracts/sessions';
import { LanternMark } from '@lantern/shared/ui/brand';
import { MathText } from '@lantern/shared/ui/math/math-text';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLiveHelp } from './use-live-help.js';
import { waitText } from './format.js';

/**
 * The waiting room: the place in line and the estimate, both live as the queue moves, the
 * question that was sent, and the way out.
 */
export const WaitingRoom = observer(function WaitingRoom({ session }: { session: SessionView }) {
  const liveHelp = useLiveHelp();
  const { classroom } = liveHelp;
  const { t } = useTranslation('classroom');
  const subjectName = useSubjectName();
  const leaving = classroom.ending === session.id;
  const position = session.queue?.position ?? 1;

  return (
    <section className="waiting-room" aria-labelledby="waiting-heading">
      <span className="waiting-room__lantern" aria-hidden="true">
        <LanternMark size={72} />
      </span>
      <h2 id="waiting-heading">{t('waiting.heading')}</h2>
      <div className="waiting-room__queue" role="status">
        <p className="waiting-room__position">{t('waiting.position', { count: position })}</p>
        <p className="waiting-room__estimate">
          {t('waiting.estimate', {
            wait: waitText(t, session.queue?.estimated_wait_seconds ?? null),
          })}
        </p>
      </div>
      <p className="waiting-room__tip">{t('waiting.keepOpen')}</p>
      <div className="waiting-room__question">
        <p className="chat-question__label">{t('waiting.yourQuestion')}</p>
        <p className="chat-question__text">
          <MathText text={session.question} />
        </p>
        <p>
          <span className="tag">
            {subjectName(session.subject)}
            {session.topic ? ` · ${session.topic.name}` : ''}
          </span>
        </p>
      </div>
      {classroom.endProblem ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('end.errors.failed')}
        </p>
      ) : null}
      <button
        type="button"
        className="lt-button lt-button--secondary"
        onClick={() => void liveHelp.end(session.id)}
        disabled={leaving}
      >
        {leaving ? <span className="lt-spinner" aria-hidden="true" /> : null}
        {t('waiting.leave')}
      </button>
    </section>
  );
});
