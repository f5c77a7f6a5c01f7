import { ASSESSMENT_FEEDBACK_MAX_LENGTH } from '@lantern/shared/contracts/assessments';
import {
  ASSESSMENT_STEPS,
  RECOGNITION_TYPES,
  type RecognitionType,
} from '@lantern/shared/domain/live-help/assessment-steps';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';

const SHOUTOUT_MAX = 200;
const TEXT_MAX = 500;

/**
 * The post-session assessment, one step at a time in the spec's order; each step is saved before
 * the next shows, Back returns to an earlier one, and "Finish later" keeps what was saved.
 */
export const AssessmentDialog = observer(function AssessmentDialog({ studentName }: { studentName: string }) {
  const { assessments: store } = useStores();
  const { t } = useTranslation('console');
  const subjectName = useSubjectName();
  const step = store.step;
  const draft = store.draft;
  const last = step === 'submit';

  let body;
  if (store.state === 'error') {
    body = (
      <div className="lt-alert lt-alert--error" role="alert">
        <p>{t('tutor.classroom.assessment.loadFailed')}</p>
        <Button
          className="lt-button lt-button--ghost"
          onPress={() => store.sessionId !== null && void store.open(store.sessionId)}
        >
          {t('tutor.classroom.assessment.retry')}
        </Button>
      </div>
    );
  } else if (store.state !== 'loaded' || !store.assessment) {
    body = (
      <p className="classroom-dialog__text" role="status">
        {t('tutor.classroom.assessment.loading')}
      </p>
    );
  } else if (step === 'recognitions') {
    body = (
      <CheckboxGroup
        className="handoff-form__group"
        value={draft.recognitions}
        onChange={(value) => store.setRecognitions(value as RecognitionType[])}
      >
        <Label className="handoff-form__label">
          {t('tutor.classroom.assessment.recognitions', { name: studentName })}
        </Label>
        {RECOGNITION_TYPES.map((type) => (
          <Checkbox key={type} value={type} className="assessment-form__check">
            {t(`tutor.classroom.assessment.recognitionTypes.${type}`)}
          </Checkbox>
        ))}
      </CheckboxGroup>
    );
  } else if (step === 'question') {
    body = (
      <TextField
        className="handoff-form__field"
        value={draft.student_goal}
        onChange={(text) => store.setText('student_goal', text)}
        maxLength={TEXT_MAX}
        isRequired
        autoFocus
      >
        <Label className="handoff-form__label">
          {t('tutor.classroom.assessment.question', { name: studentName })}
        </Label>
        <TextArea className="handoff-form__textarea" rows={3} />
      </TextField>
    );
  } else if (step === 'tag') {
    body =
      store.topics.length === 0 ? (
        <p className="classroom-dialog__text">{t('tutor.classroom.assessment.noTopics')}</p>
      ) : (
        <CheckboxGroup
          className="handoff-form__group assessment-form__topics"
          value={draft.topic_ids.map(String)}
          onChange={(value) => store.setTopics(value.map(Number))}
        >
          <Label className="handoff-form__label">
            {t('tutor.classroom.assessment.tag', { subject: subjectName(store.assessment.subject) })}
          </Label>
          {store.topics.map((topic) => (
            <Checkbox key={topic.id} value={String(topic.id)} className="assessment-form__check">
              {topic.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      );
  } else if (step === 'nonAcademic') {
    body = (
      <TextField
        className="handoff-form__field"
        value={draft.non_academic}
        onChange={(text) => store.setText('non_academic', text)}
        maxLength={TEXT_MAX}
        autoFocus
      >
        <Label className="handoff-form__label">{t('tutor.classroom.assessment.nonAcademic')}</Label>
        <Text slot="description" className="assessment-form__hint">
          {t('tutor.classroom.assessment.nonAcademicHint')}
        </Text>
        <TextArea className="handoff-form__textarea" rows={3} />
      </TextField>
    );
  } else if (step === 'feedback') {
    body = (
      <>
        <TextField
          className="handoff-form__field"
          value={draft.feedback}
          onChange={(text) => store.setText('feedback', text)}
          maxLength={ASSESSMENT_FEEDBACK_MAX_LENGTH}
          isRequired
          autoFocus
        >
          <Label className="handoff-form__label">
            {t('tutor.classroom.assessment.feedback', { name: studentName })}
          </Label>
          <TextArea className="handoff-form__textarea" rows={5} />
          <Text slot="description" className="assessment-form__hint" aria-live="polite">
            {t('tutor.classroom.assessment.charactersLeft', { count: store.feedbackLeft })}
          </Text>
        </TextField>
        <TextField
          className="handoff-form__field"
          value={draft.shoutout}
          onChange={(text) => store.setText('shoutout', text)}
          maxLength={SHOUTOUT_MAX}
        >
          <Label className="handoff-form__label">{t('tutor.classroom.assessment.shoutout')}</Label>
          <TextArea className="handoff-form__textarea" rows={2} />
        </TextField>
      </>
    );
  } else {
    body = (
      <p className="classroom-dialog__text">{t('tutor.classroom.assessment.ready', { name: studentName })}</p>
    );
  }

  return (
    <ModalOverlay
      className="classroom-dialog-overlay"
      isOpen={store.isOpen}
      isDismissable
      onOpenChange={(next) => {
        if (!next) store.close();
      }}
    >
      <Modal className="classroom-dialog-modal classroom-dialog-modal--wide">
        <Dialog className="classroom-dialog">
          <Heading slot="title" className="classroom-dialog__title">
            {t('tutor.classroom.assessment.title', { name: studentName })}
          </Heading>
          <p className="assessment-form__progress">
            {t('tutor.classroom.assessment.progress', {
              step: store.stepIndex + 1,
              total: ASSESSMENT_STEPS.length,
              name: t(`tutor.classroom.assessment.steps.${step}`),
            })}
          </p>
          <form
            className="handoff-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void store.save();
            }}
          >
            {body}
            {store.saveFailed ? (
              <p className="lt-alert lt-alert--error handoff-form__problem" role="alert">
                {t('tutor.classroom.assessment.saveFailed')}
              </p>
            ) : null}
            <div className="classroom-dialog__actions">
              <Button className="lt-button lt-button--ghost" onPress={store.close}>
                {t('tutor.classroom.assessment.later')}
              </Button>
              {store.stepIndex > 0 && store.state === 'loaded' ? (
                <Button className="lt-button lt-button--secondary" onPress={store.back}>
                  {t('tutor.classroom.assessment.back')}
                </Button>
              ) : null}
              <Button
                type="submit"
                className="lt-button lt-button--primary"
                isDisabled={store.state !== 'loaded' || store.saving || !store.canSave}
              >
                {store.saving
                  ? t('tutor.classroom.assessment.saving')
                  : last
                    ? t('tutor.classroom.assessment.submit')
                    : t('tutor.classroom.assessment.next')}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
