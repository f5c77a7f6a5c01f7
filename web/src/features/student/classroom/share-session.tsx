import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSharedSessions } from '../../shared-session/use-shared-sessions.js';
import { LiveHelpDialog } from './live-help-dialog.js';
import { ShareIcon } from './media-icons.js';
import './share-session.css';

/**
 * "Share": a link to this ended session that anyone signed in can read (the spec's shared
 * sessions). Shown only where the student's school allows sharing.
 */
export const ShareSessionButton = observer(function ShareSessionButton({ sessionId }: { sessionId: number }) {
  const sharedSessions = useSharedSessions();
  const { t } = useTranslation('classroom');
  const [open, setOpen] = useState(false);
  if (!sharedSessions.canShare) return null;

  const link = sharedSessions.links.get(sessionId);
  const start = () => {
    setOpen(true);
    if (!link || link.status === 'failed') void sharedSessions.share(sessionId);
  };

  return (
    <>
      <button type="button" className="lt-button lt-button--ghost share-session__open" onClick={start}>
        <ShareIcon />
        {t('share.open')}
      </button>
      <LiveHelpDialog
        title={t('share.heading')}
        isOpen={open}
        onClose={() => setOpen(false)}
        busy={link?.status === 'creating'}
      >
        <ShareLink sessionId={sessionId} onClose={() => setOpen(false)} />
      </LiveHelpDialog>
    </>
  );
});

const ShareLink = observer(function ShareLink({
  sessionId,
  onClose,
}: {
  sessionId: number;
  onClose(): void;
}) {
  const sharedSessions = useSharedSessions();
  const { t } = useTranslation('classroom');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const link = sharedSessions.links.get(sessionId);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard (an old browser, or permission refused): the link is selected to copy by hand.
      input.current?.select();
      setCopied('no');
    }
  };

  return (
    <div className="share-session">
      {!link || link.status === 'creating' ? (
        <p className="share-session__status" role="status">
          <span className="lt-spinner" aria-hidden="true" /> {t('share.creating')}
        </p>
      ) : link.status === 'failed' ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t(`share.errors.${link.reason}`)}
        </p>
      ) : (
        <>
          <p>{t('share.lead')}</p>
          <div className="ask-field">
            <label className="lt-label" htmlFor={inputId}>
              {t('share.linkLabel')}
            </label>
            <input
              ref={input}
              id={inputId}
              className="lt-input share-session__link"
              value={link.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          {copied ? (
            <p className="lt-hint" role="status">
              {copied === 'yes' ? t('share.copied') : t('share.copyByHand')}
            </p>
          ) : null}
        </>
      )}
      <div className="live-help-dialog__actions">
        {link?.status === 'failed' && link.reason === 'failed' ? (
          <button
            type="button"
            className="lt-button lt-button--secondary"
            onClick={() => void sharedSessions.share(sessionId)}
          >
            {t('share.retry')}
          </button>
        ) : null}
        <button type="button" className="lt-button lt-button--secondary" onClick={onClose}>
          {t('share.close')}
        </button>
        {link?.status === 'created' ? (
          <button
            type="button"
            className="lt-button lt-button--primary"
            onClick={() => void copy(link.url)}
            autoFocus
          >
            {t('share.copy')}
          </button>
        ) : null}
      </div>
    </div>
  );
});
