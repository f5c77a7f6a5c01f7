import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores-context.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { TextField } from '../../../app/form-field.js';
import { CheckList, FlagField } from './tutor-fields.js';
import { useTutorFormWords } from './tutor-form-words.js';

/** Languages, subjects, and the topics and concepts of the chosen subjects; hours and flags. */
export const TeachingFields = observer(function TeachingFields() {
  const { tutors, tutorForm: form } = useStores();
  const { t, fieldName, errorOf, fieldProps } = useTutorFormWords();
  const { draft } = form;
  const format = useLocaleFormat();
  const subjectName = useSubjectName();
  const languages = tutors.languages.map((language) => ({
    id: language.id,
    label: format.language(language.abbreviation),
  }));
  const topics = form.topicChoices.map((topic) => ({
    ...topic,
    label: `${subjectName(topic.subject)} · ${topic.name}`,
  }));
  return (
    <>
      <div className="tutors-form__grid">
        <CheckList {...fieldProps('languages')} options={languages} />
        <CheckList {...fieldProps('essay_languages')} options={languages} />
        <CheckList {...fieldProps('async_audio_session_languages')} options={languages} />
        <TextField
          id="tutor-hours"
          type="number"
          {...fieldProps('max_weekly_hours')}
          hint={t('manager.tutorForm.hints.hours')}
        />
      </div>
      <CheckList
        label={fieldName('subjects')}
        options={tutors.subjects.map((subject) => ({ id: subject.id, label: subjectName(subject) }))}
        value={draft.subjects}
        onChange={form.setSubjects}
        error={errorOf('subjects')}
      />
      <CheckList
        label={fieldName('topics')}
        options={topics}
        value={draft.topics}
        onChange={form.setTopics}
        empty={t('manager.tutorForm.hints.topicsEmpty')}
        error={errorOf('topics')}
      />
      <CheckList
        {...fieldProps('concepts')}
        options={form.conceptChoices}
        empty={t('manager.tutorForm.hints.conceptsEmpty')}
      />
      <div className="tutors-form__flags">
        <FlagField
          label={fieldName('essay_review')}
          hint={t('manager.tutorForm.hints.essayReview')}
          value={draft.essay_review}
          onChange={(value) => form.set('essay_review', value)}
        />
        <FlagField
          label={fieldName('high_impact_tutoring')}
          hint={t('manager.tutorForm.hints.highImpact')}
          value={draft.high_impact_tutoring}
          onChange={(value) => form.set('high_impact_tutoring', value)}
        />
      </div>
    </>
  );
});
