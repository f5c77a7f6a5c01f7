import {
  FEEDBACK_REASONS,
  type FeedbackReason,
  LEARNED_STATUSES,
  type LearnedStatus,
} from '@lantern/shared/domain/live-help/session-feedback';
import { announce } from '@lantern/shared/ui/announcer';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useRef, useState } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { FeedbackProblem } from '../../../stores/live-help-store.js';
import { useLiveHelp } from './use-live-help.js';
import { LiveHelpDialog } from './live-help-dialog.js';

interface FeedbackDialogProps {
  sessionId: number;
  /** Open while the session still needs feedback; answering or skipping closes it through the store. */
  isOpen: boolean;
  /** Once the dialog has left the page, for focus to go on to what comes next. */
  onClosed(): void;
}

/** The end-of-session feedback: how it went, then whether they learned something; both required. */
export const FeedbackDialog = observer(function FeedbackDialog({
  sessionId,
  isOpen,
  onClosed,
}: FeedbackDialogProps) {
  const liveHelp = useLiveHelp();
  const { t } = useTranslation('classroom');
  const [reason, setReason] = useState<FeedbackReason | null>(null);
  const [learned, setLearned] = useState<LearnedStatus | null>(null);
  const [error, setError] = useState<FeedbackProblem | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const sending = liveHelp.sendingFeedback === sessionId;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problem = await liveHelp.giveFeedback(sessionId, { reason, learned });
    setError(problem);
    if (problem === 'reason_required' || problem === 'learned_required') {
      const group = problem === 'reason_required' ? 'reason' : 'learned';
      formRef.current?.querySelector<HTMLInputElement>(`[data-group="${group}"] input`)?.focus();
      return;
    }
    if (!problem) announce(t('chat.feedbackThanks'));
  };
  const skip = () => liveHelp.skipFeedback(sessionId);

  return (
    <LiveHelpDialog
      title={t('feedback.heading')}
      isOpen={isOpen}
      onClose={skip}
      onClosed={onClosed}
      busy={sending}
    >
      <form ref={formRef} className="feedback-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{t('feedback.lead')}</p>
        <RadioGroup
          data-group="reason"
          className="feedback-group"
          value={reason}
          onChange={(value) => {
            setReason(value as FeedbackReason);
            if (error === 'reason_required') setError(null);
          }}
          isInvalid={error === 'reason_required'}
          isRequired
        >
          <Label className="ask-field__label">{t('feedback.reasonLabel')}</Label>
          <div className="feedback-options feedback-options--stacked">
            {FEEDBACK_REASONS.map((value) => (
              <Radio key={value} value={value} className="feedback-option">
                {t(`feedback.reasons.${value}`)}
              </Radio>
            ))}
          </div>
          <FieldError className="field-error">{t('feedback.errors.reason_required')}</FieldError>
        </RadioGroup>
        <RadioGroup
          data-group="learned"
          className="feedback-group"
          orientation="horizontal"
          value={learned}
          onChange={(value) => {
            setLearned(value as LearnedStatus);
            if (error === 'learned_required') setError(null);
          }}
          isInvalid={error === 'learned_required'}
          isRequired
        >
          <Label className="ask-field__label">{t('feedback.learnedLabel')}</Label>
          <div className="feedback-options">
            {LEARNED_STATUSES.map((value) => (
              <Radio key={value} value={value} className="feedback-option">
                {t(`feedback.learned.${value}`)}
              </Radio>
            ))}
          </div>
          <FieldError className="field-error">{t('feedback.errors.learned_required')}</FieldError>
        </RadioGroup>
        {error === 'failed' ? (
          <p className="lt-alert lt-alert--error" role="alert">
            {t('feedback.errors.failed')}
          </p>
        ) : null}
        <div className="live-help-dialog__actions">
          <button type="button" className="lt-button lt-button--secondary" onClick={skip} disabled={sending}>
            {t('feedback.skip')}
          </button>
          <button type="submit" className="lt-button lt-button--primary" disabled={sending}>
            {sending ? <span className="lt-spinner" aria-hidden="true" /> : null}
            {t('feedback.submit')}
          </button>
        </div>
      </form>
    </LiveHelpDialog>
  );
});
