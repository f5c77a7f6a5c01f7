import { HANDOFF_REASONS, type HandoffReason } from '@lantern/shared/domain/live-help/handoff';
import { observer } from 'mobx-react-lite';
import {
  Button,
  Dialog,
  FieldError,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  Radio,
  RadioGroup,
  TextArea,
  TextField,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';

const OTHER_TEXT_MAX = 500;

/**
 * "Hand off Ava to a colleague": who can take the student now, why (the spec's reasons; "Other"
 * needs words), and Hand off. The chat leaves the list once the colleague has it.
 */
export const HandoffDialog = observer(function HandoffDialog({ studentName }: { studentName: string }) {
  const { handoff } = useStores();
  const { t } = useTranslation('console');
  const error = handoff.tried ? handoff.error : null;

  return (
    <ModalOverlay
      className="classroom-dialog-overlay"
      isOpen={handoff.isOpen}
      isDismissable
      onOpenChange={(next) => {
        if (!next) handoff.close();
      }}
    >
      <Modal className="classroom-dialog-modal classroom-dialog-modal--wide">
        <Dialog className="classroom-dialog" aria-describedby="handoff-hint">
          <Heading slot="title" className="classroom-dialog__title">
            {t('tutor.classroom.handoff.title', { name: studentName })}
          </Heading>
          <p id="handoff-hint" className="classroom-dialog__text">
            {t('tutor.classroom.handoff.hint', { name: studentName })}
          </p>
          <form
            className="handoff-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void handoff.submit();
            }}
          >
            {handoff.tutorsState === 'loading' && handoff.tutors.length === 0 ? (
              <p className="classroom-dialog__text" role="status">
                {t('tutor.classroom.handoff.loading')}
              </p>
            ) : handoff.tutorsState === 'error' ? (
              <div className="lt-alert lt-alert--error" role="alert">
                <p>{t('tutor.classroom.handoff.loadFailed')}</p>
                <Button className="lt-button lt-button--ghost" onPress={() => void handoff.loadTutors()}>
                  {t('tutor.classroom.handoff.retry')}
                </Button>
              </div>
            ) : handoff.tutors.length === 0 ? (
              <p className="handoff-form__empty" role="status">
                {t('tutor.classroom.handoff.empty')}
              </p>
            ) : (
              <RadioGroup
                className="handoff-form__group"
                value={handoff.incomingId === null ? null : String(handoff.incomingId)}
                onChange={(value) => handoff.setIncoming(Number(value))}
                isInvalid={error === 'tutor_required' || error === 'same_tutor'}
                isRequired
              >
                <Label className="handoff-form__label">{t('tutor.classroom.handoff.colleague')}</Label>
                {handoff.tutors.map((tutor) => (
                  <Radio key={tutor.id} value={String(tutor.id)} className="handoff-form__option">
                    {t('tutor.classroom.handoff.colleagueOption', {
                      name: `${tutor.first_name} ${tutor.last_name}`,
                      count: tutor.open_sessions,
                    })}
                  </Radio>
                ))}
                <FieldError className="handoff-form__error">
                  {t('tutor.classroom.handoff.errors.tutor_required')}
                </FieldError>
              </RadioGroup>
            )}
            <RadioGroup
              className="handoff-form__group"
              value={handoff.reason}
              onChange={(value) => handoff.setReason(value as HandoffReason)}
              isInvalid={error === 'reason_required'}
              isRequired
            >
              <Label className="handoff-form__label">{t('tutor.classroom.handoff.reason')}</Label>
              {HANDOFF_REASONS.map((reason) => (
                <Radio key={reason} value={reason} className="handoff-form__option">
                  {t(`tutor.classroom.handoff.reasons.${reason}`)}
                </Radio>
              ))}
              <FieldError className="handoff-form__error">
                {t('tutor.classroom.handoff.errors.reason_required')}
              </FieldError>
            </RadioGroup>
            {handoff.reason === 'other' ? (
              <TextField
                className="handoff-form__field"
                value={handoff.otherText}
                onChange={handoff.setOtherText}
                maxLength={OTHER_TEXT_MAX}
                isInvalid={error === 'other_text_required'}
                isRequired
              >
                <Label className="handoff-form__label">{t('tutor.classroom.handoff.otherText')}</Label>
                <TextArea className="handoff-form__textarea" rows={3} />
                <FieldError className="handoff-form__error">
                  {t('tutor.classroom.handoff.errors.other_text_required')}
                </FieldError>
              </TextField>
            ) : null}
            {handoff.problem ? (
              <p className="lt-alert lt-alert--error handoff-form__problem" role="alert">
                {t(`tutor.classroom.handoff.problems.${handoff.problem}`, { name: studentName })}
              </p>
            ) : null}
            <div className="classroom-dialog__actions">
              <Button className="lt-button lt-button--secondary" onPress={handoff.close}>
                {t('tutor.classroom.handoff.cancel')}
              </Button>
              <Button
                type="submit"
                className="lt-button lt-button--primary"
                isDisabled={handoff.sending || handoff.tutors.length === 0}
              >
                {handoff.sending
                  ? t('tutor.classroom.handoff.sending')
                  : t('tutor.classroom.handoff.confirm')}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
