import type { AiOffer } from '@lantern/shared/domain/ai/ai-status';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../app/router-link.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { ClockIcon } from './icons.js';

interface TutorUnavailablePanelProps {
  subject: string;
  /** When the next tutor for the subject starts work (unix seconds); null when none is scheduled. */
  nextAt: number | null;
  nowMs: number;
  /** Whether the AI tutor is offered here: not without a provider, not while it is unavailable. */
  ai: AiOffer;
  /** The AI tutor was asked and is not there either: the offer is withdrawn. */
  aiRefused: boolean;
  asking: boolean;
  /** Asking the AI tutor failed for another reason (the network): try again. */
  failed: boolean;
  onAskAi(): void;
  onOtherSubject(): void;
}

/**
 * The spec's "tutor unavailable until <time>": nobody teaching the subject is at work now. The
 * student can ask the AI tutor the same question (when it is offered), or pick another subject;
 * the question stays.
 */
export function TutorUnavailablePanel(props: TutorUnavailablePanelProps) {
  const { subject, nextAt, nowMs, ai, aiRefused, asking, failed } = props;
  const { t } = useTranslation('classroom');
  const { t: common } = useTranslation('common');
  const when = useNextStart(nextAt, nowMs);
  const offerAi = ai.kind === 'offered' && !aiRefused;
  const next = aiRefused
    ? t('availability.aiUnavailableToo')
    : ai.kind === 'offered'
      ? t('availability.offer')
      : ai.kind === 'withdrawn'
        ? `${common(`ai.withdrawn.${ai.reason}`)} ${t('availability.noAi')}`
        : t('availability.noAi');

  return (
    <section className="refusal-panel" aria-labelledby="unavailable-heading">
      <span className="refusal-panel__icon">
        <ClockIcon />
      </span>
      <h2 id="unavailable-heading" tabIndex={-1}>
        {t('availability.heading', { subject })}
      </h2>
      <p className="refusal-panel__text">
        {when
          ? t(`availability.until.${when.kind}`, { subject, ...when })
          : t('availability.noneScheduled', { subject })}
      </p>
      <p className="refusal-panel__text">{next}</p>
      {failed ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('start.errors.failed')}
        </p>
      ) : null}
      <div className="refusal-panel__actions">
        {offerAi ? (
          <button
            type="button"
            className="lt-button lt-button--primary"
            onClick={props.onAskAi}
            disabled={asking}
          >
            {asking ? <span className="lt-spinner" aria-hidden="true" /> : null}
            {t('availability.askAi')}
          </button>
        ) : null}
        <button
          type="button"
          className={`lt-button ${offerAi ? 'lt-button--secondary' : 'lt-button--primary'}`}
          onClick={props.onOtherSubject}
          disabled={asking}
        >
          {t('availability.otherSubject')}
        </button>
        <RouterLink className="lt-button lt-button--ghost" href="/student/dashboard">
          {t('refusals.home')}
        </RouterLink>
      </div>
    </section>
  );
}

/**
 * "at 4:00 PM" today, "tomorrow at 9:00 AM", or "on Wed, Nov 25 at 9:00 AM", in the reader's
 * language; "now" when the tutor's segment has started but they have not punched in.
 */
function useNextStart(
  nextAt: number | null,
  nowMs: number,
): { kind: 'now' | 'today' | 'tomorrow' | 'later'; time: string; day: string } | null {
  const format = useLocaleFormat();
  if (nextAt === null) return null;
  if (nextAt * 1000 <= nowMs) return { kind: 'now', time: '', day: '' };
  // Days as the student lives them: midnight in their own time zone.
  const days = Math.round(
    (Date.parse(format.dayKey(nextAt)) - Date.parse(format.dayKey(nowMs / 1000))) / 86_400_000,
  );
  const kind = days <= 0 ? 'today' : days === 1 ? 'tomorrow' : 'later';
  return { kind, time: format.time(nextAt), day: format.longDay(nextAt) };
}
