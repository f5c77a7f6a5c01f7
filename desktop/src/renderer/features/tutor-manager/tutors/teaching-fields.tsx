import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores-context.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { CheckList, FlagField, TextField } from './tutor-fields.js';
import { useTutorFormWords } from './tutor-form-words.js';

/** Languages, subjects, and the topics and concepts of the chosen subjects; hours and flags. */
export const TeachingFields = observer(function TeachingFields() {
  const { tutors, tutorForm: form } = useStores();
  const { t, fieldName, errorOf } = useTutorFormWords();
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
        <CheckList
          label={fieldName('languages')}
          options={languages}
          value={draft.languages}
          onChange={(value) => form.set('languages', value)}
          error={errorOf('languages')}
        />
        <CheckList
          label={fieldName('essay_languages')}
          options={languages}
          value={draft.essay_languages}
          onChange={(value) => form.set('essay_languages', value)}
          error={errorOf('essay_languages')}
        />
        <CheckList
          label={fieldName('async_audio_session_languages')}
          options={languages}
          value={draft.async_audio_session_languages}
          onChange={(value) => form.set('async_audio_session_languages', value)}
          error={errorOf('async_audio_session_languages')}
        />
        <TextField
          id="tutor-hours"
          type="number"
          label={fieldName('max_weekly_hours')}
          value={draft.max_weekly_hours}
          onChange={(value) => form.set('max_weekly_hours', value)}
          hint={t('manager.tutorForm.hints.hours')}
          error={errorOf('max_weekly_hours')}
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
        label={fieldName('concepts')}
        options={form.conceptChoices}
        value={draft.concepts}
        onChange={(value) => form.set('concepts', value)}
        empty={t('manager.tutorForm.hints.conceptsEmpty')}
        error={errorOf('concepts')}
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
