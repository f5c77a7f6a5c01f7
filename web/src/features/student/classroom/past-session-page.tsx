import type { MessageMedia } from '@lantern/shared/contracts/sessions';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { SessionTranscript } from '@lantern/shared/ui/transcript/session-transcript';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RouterLink } from '../../../app/router-link.js';
import { useStores } from '../../../stores/stores-context.js';
import { MediaBubble } from './chat-media.js';
import { Lightbox } from './lightbox.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import './classroom.css';

/**
 * `/student/classroom/history/:sessionId`: one of the student's past sessions, read-only, opened
 * from a history card: the conversation with its pictures and files, and the whiteboard's replay.
 */
function PastSessionPage() {
  const { transcripts, user } = useStores();
  const { t } = useTranslation('common');
  const { sessionId = '' } = useParams();
  const [picture, setPicture] = useState<MessageMedia | null>(null);
  const format = useLocaleFormat();
  usePageTitle(t('transcript.eyebrow'));
  if (!transcripts) throw new Error('PastSessionPage needs a route loader that runs enterPastSession()');

  return (
    <div className="page past-session-page">
      <SessionTranscript
        sessionId={Number(sessionId)}
        store={transcripts}
        viewerId={user.current?.id ?? null}
        format={format}
        renderMedia={(message, senderName) => (
          <MediaBubble media={message.media!} senderName={senderName} onOpenImage={setPicture} />
        )}
        back={
          <RouterLink className="lt-transcript__back" href="/student/classroom?tab=history">
            ← {t('transcript.back')}
          </RouterLink>
        }
      />
      <Lightbox media={picture} onClose={() => setPicture(null)} />
    </div>
  );
}

export default observer(PastSessionPage);
