import {
  emptyFieldError,
  OTHER_TRANSFER_REASON_ID,
  TRANSFER_REASONS,
  type TransferRequestError,
  transferReasonError,
  transferSubjectError,
} from '@lantern/shared/domain/live-help/transfer-request';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LiveHelpDialog } from './live-help-dialog.js';
import { SubjectFields } from './subject-fields.js';
import { useLiveHelp } from './use-live-help.js';

interface TransferDialogProps {
  sessionId: number;
  isOpen: boolean;
  onClose(): void;
}

/**
 * The spec's transfer-to-new-tutor modal, in two steps: why (7–10; "Other" needs words), then the
 * subject the new tutor should teach. The session closes as transferred and a new one waits.
 */
export const TransferDialog = observer(function TransferDialog({
  sessionId,
  isOpen,
  onClose,
}: TransferDialogProps) {
  const liveHelp = useLiveHelp();
  const { t } = useTranslation('classroom');
  const [step, setStep] = useState<1 | 2>(1);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [otherText, setOtherText] = useState('');
  const [otherTouched, setOtherTouched] = useState(false);
  const [subjectId, setSubjectId] = useState<number | null>(null);
  const [error, setError] = useState<TransferRequestError | null>(null);
  const otherId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = liveHelp.transferring;

  const close = () => {
    if (busy) return;
    setStep(1);
    setReasonId(null);
    setOtherText('');
    setOtherTouched(false);
    setSubjectId(null);
    setError(null);
    onClose();
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (step === 1) {
      const problem = transferReasonError({ reason_id: reasonId, other_text: otherText });
      setError(problem);
      if (problem === 'other_text_required') return void document.getElementById(otherId)?.focus();
      if (problem)
        return void formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      void liveHelp.loadSubjects();
      setStep(2);
      return;
    }
    const problem = transferSubjectError(subjectId);
    setError(problem);
    if (problem || subjectId === null || reasonId === null) return;
    void liveHelp
      .transfer(sessionId, { reason_id: reasonId, other_text: otherText.trim(), subject_id: subjectId })
      .then((moved) => {
        if (moved) close();
      });
  };

  const isOther = reasonId === OTHER_TRANSFER_REASON_ID;
  const emptyOther = isOther && otherTouched ? emptyFieldError(otherText) : null;
  const otherError = error === 'other_text_required' ? error : emptyOther;

  return (
    <LiveHelpDialog title={t('transfer.heading')} isOpen={isOpen} onClose={close} busy={busy}>
      <form ref={formRef} className="feedback-form" noValidate onSubmit={next}>
        <p className="lt-hint">{t('transfer.step', { step, total: 2 })}</p>
        {step === 1 ? (
          <>
            <RadioGroup
              className="feedback-group"
              value={reasonId === null ? null : String(reasonId)}
              onChange={(value) => {
                setReasonId(Number(value));
                if (error === 'reason_required') setError(null);
              }}
              isInvalid={error === 'reason_required'}
              isRequired
            >
              <Label className="ask-field__label">{t('transfer.reasonLabel')}</Label>
              <div className="feedback-options feedback-options--stacked">
                {TRANSFER_REASONS.map((reason) => (
                  <Radio key={reason.id} value={String(reason.id)} className="feedback-option">
                    {t(`transfer.reasons.${reason.key}`)}
                  </Radio>
                ))}
              </div>
              <FieldError className="field-error">{t('transfer.errors.reason_required')}</FieldError>
            </RadioGroup>
            {isOther ? (
              <div className="ask-field">
                <label className="lt-label" htmlFor={otherId}>
                  {t('transfer.otherLabel')}
                </label>
                <textarea
                  id={otherId}
                  className="lt-input ask-question"
                  rows={3}
                  maxLength={500}
                  value={otherText}
                  aria-invalid={otherError !== null}
                  aria-describedby={otherError ? `${otherId}-error` : undefined}
                  onChange={(event) => {
                    setOtherText(event.target.value);
                    if (error === 'other_text_required') setError(null);
                  }}
                  onBlur={() => setOtherTouched(true)}
                />
                {otherError ? (
                  <p id={`${otherId}-error`} className="field-error">
                    {t(`transfer.errors.${otherError}`)}
                  </p>
                ) : null}
              </div>
            ) : null}
          </>
        ) : (
          <SubjectFields
            subjects={liveHelp.askableSubjects}
            subjectId={subjectId}
            topicId={null}
            onSubjectChange={(chosen) => {
              setSubjectId(chosen);
              setError(null);
            }}
            error={error === 'subject_required' ? t('transfer.errors.subject_required') : null}
            label={t('transfer.subjectLabel')}
          />
        )}
        {liveHelp.transferFailed ? (
          <p className="lt-alert lt-alert--error" role="alert">
            {t('transfer.errors.failed')}
          </p>
        ) : null}
        <div className="live-help-dialog__actions">
          {step === 2 ? (
            <button
              type="button"
              className="lt-button lt-button--ghost"
              onClick={() => setStep(1)}
              disabled={busy}
            >
              {t('transfer.back')}
            </button>
          ) : null}
          <button type="button" className="lt-button lt-button--secondary" onClick={close} disabled={busy}>
            {t('transfer.cancel')}
          </button>
          <button type="submit" className="lt-button lt-button--primary" disabled={busy}>
            {busy ? <span className="lt-spinner" aria-hidden="true" /> : null}
            {step === 1 ? t('transfer.next') : t('transfer.submit')}
          </button>
        </div>
      </form>
    </LiveHelpDialog>
  );
});
