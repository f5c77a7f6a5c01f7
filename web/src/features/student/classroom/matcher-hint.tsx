import { useTranslation } from 'react-i18next';
import { SparkleIcon } from './icons.js';

/** What the question matcher has to say while the student types. */
export type MatcherHintState =
  | { kind: 'idle' }
  | { kind: 'proposal'; subject: string; topic: string | null }
  | { kind: 'confirmed'; subject: string }
  | { kind: 'unable' };

interface MatcherHintProps {
  state: MatcherHintState;
  onConfirm(): void;
  onReject(): void;
}

/**
 * "Is this about Math?" with yes and no, "we couldn't tell, pick it yourself", or a thumbs-up once
 * confirmed. The live region is always there, so what appears in it is read out.
 */
export function MatcherHint({ state, onConfirm, onReject }: MatcherHintProps) {
  const { t } = useTranslation('classroom');
  return (
    <div className="matcher-hint" aria-live="polite">
      {state.kind === 'proposal' ? (
        <div className="matcher-hint__card">
          <span className="matcher-hint__icon">
            <SparkleIcon />
          </span>
          <p className="matcher-hint__question">
            {state.topic
              ? t('start.matcher.proposalTopic', { subject: state.subject, topic: state.topic })
              : t('start.matcher.proposal', { subject: state.subject })}
          </p>
          <div className="matcher-hint__actions">
            <button type="button" className="lt-button lt-button--primary" onClick={onConfirm}>
              {t('start.matcher.yes')}
            </button>
            <button type="button" className="lt-button lt-button--secondary" onClick={onReject}>
              {t('start.matcher.no')}
            </button>
          </div>
        </div>
      ) : null}
      {state.kind === 'confirmed' ? (
        <p className="matcher-hint__note matcher-hint__note--ok">
          {t('start.matcher.confirmed', { subject: state.subject })}
        </p>
      ) : null}
      {state.kind === 'unable' ? <p className="matcher-hint__note">{t('start.matcher.unable')}</p> : null}
    </div>
  );
}
