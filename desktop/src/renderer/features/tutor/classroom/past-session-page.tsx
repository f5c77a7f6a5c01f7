import { usePageTitle } from '@lantern/shared/ui/page-title';
import { SessionTranscript } from '@lantern/shared/ui/transcript/session-transcript';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useStores } from '../../../app/stores-context.js';
import { MediaPart } from './message-log.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import './classroom.css';

/**
 * `tutor/classroom/history/{sessionId}`: a session the tutor had, read-only, opened from the
 * classroom's History or Sessions tab: the conversation with its files and the whiteboard's replay.
 */
export const PastSessionPage = observer(function PastSessionPage() {
  const { transcripts, user } = useStores();
  const { t } = useTranslation('common');
  const sessionId = Number(useParams().sessionId);
  const format = useLocaleFormat();
  usePageTitle(t('transcript.eyebrow'));
  useEffect(() => void transcripts.open(sessionId), [transcripts, sessionId]);

  return (
    <div className="console-page past-session-page">
      <SessionTranscript
        sessionId={sessionId}
        store={transcripts}
        viewerId={user.current?.id ?? null}
        format={format}
        renderMedia={(message) => <MediaPart media={message.media!} />}
        back={
          <Link className="lt-transcript__back" to="/tutor/classroom">
            ← {t('transcript.back')}
          </Link>
        }
      />
    </div>
  );
});
