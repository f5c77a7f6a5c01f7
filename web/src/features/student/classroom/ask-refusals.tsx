import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../stores/stores-context.js';
import { RouterLink } from '../../../app/router-link.js';
import { schoolHours } from './format.js';
import { ClockIcon, InfoIcon } from './icons.js';
import { LiveHelpDialog } from './live-help-dialog.js';

export type RefusalScreen = 'outside_operating_hours' | 'live_help_disabled' | 'district_blocked';

interface RefusalPanelProps {
  refusal: RefusalScreen;
  /** Back to the form, question kept. */
  onBack(): void;
}

/** The start page when the server will not start a session: why, in words, and where to go. */
export const RefusalPanel = observer(function RefusalPanel({ refusal, onBack }: RefusalPanelProps) {
  const { t, i18n } = useTranslation('classroom');
  const { user, env } = useStores();
  const hours =
    refusal === 'outside_operating_hours'
      ? schoolHours(i18n.resolvedLanguage ?? i18n.language, user.current?.school, env.nowMs())
      : null;
  const key =
    refusal === 'outside_operating_hours'
      ? 'outsideHours'
      : refusal === 'live_help_disabled'
        ? 'liveHelpDisabled'
        : 'districtBlocked';

  return (
    <section className="refusal-panel" aria-labelledby="refusal-heading">
      <span className="refusal-panel__icon">
        {refusal === 'outside_operating_hours' ? <ClockIcon /> : <InfoIcon />}
      </span>
      <h2 id="refusal-heading" tabIndex={-1}>
        {t(`refusals.${key}.heading`)}
      </h2>
      {refusal === 'outside_operating_hours' ? (
        <>
          <p className="refusal-panel__text">
            {hours ? t('refusals.outsideHours.text', hours) : t('refusals.outsideHours.textNoHours')}
          </p>
          <p className="refusal-panel__text">{t('refusals.outsideHours.keep')}</p>
        </>
      ) : (
        <p className="refusal-panel__text">{t(`refusals.${key}.text`)}</p>
      )}
      <div className="refusal-panel__actions">
        {refusal === 'outside_operating_hours' ? (
          <button type="button" className="lt-button lt-button--primary" onClick={onBack}>
            {t('refusals.tryLater')}
          </button>
        ) : null}
        <RouterLink
          className={`lt-button ${refusal === 'outside_operating_hours' ? 'lt-button--secondary' : 'lt-button--primary'}`}
          href="/student/dashboard"
        >
          {t('refusals.home')}
        </RouterLink>
      </div>
    </section>
  );
});

interface AlreadyInSessionDialogProps {
  isOpen: boolean;
  onGo(): void;
  onClose(): void;
}

/** The spec's already-in-session modal: one session at a time, and the way back to it. */
export function AlreadyInSessionDialog({ isOpen, onGo, onClose }: AlreadyInSessionDialogProps) {
  const { t } = useTranslation('classroom');
  return (
    <LiveHelpDialog title={t('refusals.alreadyInSession.heading')} isOpen={isOpen} onClose={onClose}>
      <p>{t('refusals.alreadyInSession.text')}</p>
      <div className="live-help-dialog__actions">
        <button type="button" className="lt-button lt-button--secondary" onClick={onClose}>
          {t('refusals.alreadyInSession.close')}
        </button>
        <button type="button" className="lt-button lt-button--primary" onClick={onGo} autoFocus>
          {t('refusals.alreadyInSession.go')}
        </button>
      </div>
    </LiveHelpDialog>
  );
}

interface AiUnavailableDialogProps {
  isOpen: boolean;
  busy: boolean;
  onLiveTutor(): void;
  onClose(): void;
  /** The label of the way out: "Not now" before a session exists, "End session" after. */
  closeLabel: string;
}

/** The spec's AI-tutor-unavailable modal: a live tutor instead, or not. */
export function AiUnavailableDialog({
  isOpen,
  busy,
  onLiveTutor,
  onClose,
  closeLabel,
}: AiUnavailableDialogProps) {
  const { t } = useTranslation('classroom');
  return (
    <LiveHelpDialog title={t('refusals.aiUnavailable.heading')} isOpen={isOpen} onClose={onClose} busy={busy}>
      <p>{t('refusals.aiUnavailable.text')}</p>
      <div className="live-help-dialog__actions">
        <button type="button" className="lt-button lt-button--secondary" onClick={onClose} disabled={busy}>
          {closeLabel}
        </button>
        <button
          type="button"
          className="lt-button lt-button--primary"
          onClick={onLiveTutor}
          disabled={busy}
          autoFocus
        >
          {busy ? <span className="lt-spinner" aria-hidden="true" /> : null}
          {t('refusals.aiUnavailable.live')}
        </button>
      </div>
    </LiveHelpDialog>
  );
}
