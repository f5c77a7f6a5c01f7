import type { SectionPerson } from '@lantern/shared/contracts/sections';
import { PendingState } from '@lantern/shared/ui/states';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../../../app/console-dialog.js';
import { FormField } from '../../../app/form-field.js';
import {
  draftOf,
  emptySectionDraft,
  type SectionDraft,
  type SectionMember,
  type SectionsStore,
} from '../../../stores/sections-store.js';
import { SectionPeoplePicker } from './section-people-picker.js';

/** A new section, or the one open in the store: name, course, subjects, teachers and students. */
export const SectionDialog = observer(function SectionDialog({
  store,
  isOpen,
  onClose,
}: {
  store: SectionsStore;
  isOpen: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('console');
  const subjectName = useSubjectName();
  const editing = store.editing;
  const [draft, setDraft] = useState<SectionDraft>(emptySectionDraft);
  // The draft starts again from the section each time one is opened (or from nothing for a new one).
  useEffect(() => {
    if (isOpen) setDraft(editing ? draftOf(editing) : emptySectionDraft());
  }, [isOpen, editing]);
  const close = () => {
    store.clearRefusal();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.save(draft)) close();
  };
  const fields = store.refusal?.fields ?? {};
  const peopleError = (role: SectionMember) =>
    fields[`${role}_ids`] ?? fields[`add_${role}_ids`] ?? fields[`remove_${role}_ids`];
  const setPeople = (role: SectionMember, people: SectionPerson[]) =>
    setDraft((current) => ({ ...current, [role === 'teacher' ? 'teachers' : 'students']: people }));
  const toggleSubject = (id: number, on: boolean) =>
    setDraft((current) => ({
      ...current,
      subject_ids: on
        ? [...current.subject_ids, id]
        : current.subject_ids.filter((subject) => subject !== id),
    }));
  const title = editing
    ? t('superuser.admin.sections.editTitle', { name: editing.name })
    : t('superuser.admin.sections.new');
  return (
    <ConsoleDialog title={title} isOpen={isOpen} onClose={close}>
      {store.editState !== 'idle' ? (
        <PendingState failed={store.editState === 'error'} onRetry={() => void store.retryEdit()} />
      ) : (
        <form className="customers-form section-dialog" onSubmit={(event) => void submit(event)}>
          {editing?.rostered ? (
            <p className="lt-hint customers-form__wide">{t('superuser.admin.sections.rosteredHint')}</p>
          ) : null}
          <FormField label={t('superuser.admin.fields.name')} error={fields.name}>
            {(control) => (
              <input
                {...control}
                className="lt-input console-input"
                required
                maxLength={200}
                value={draft.name}
                onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))}
              />
            )}
          </FormField>
          <FormField
            label={t('superuser.admin.sections.course')}
            hint={t('superuser.admin.sections.courseHint')}
            error={fields.course_name}
          >
            {(control) => (
              <input
                {...control}
                className="lt-input console-input"
                maxLength={200}
                value={draft.course_name}
                onChange={(event) => setDraft((current) => ({ ...current, course_name: event.target.value }))}
              />
            )}
          </FormField>
          <fieldset
            className="customers-checks customers-form__wide"
            aria-invalid={fields.subject_ids ? true : undefined}
            aria-describedby={fields.subject_ids ? 'section-subjects-error' : undefined}
          >
            <legend>{t('superuser.admin.sections.subjects')}</legend>
            {store.subjects.map((subject) => (
              <label key={subject.id} className="lt-checkbox">
                <input
                  type="checkbox"
                  checked={draft.subject_ids.includes(subject.id)}
                  onChange={(event) => toggleSubject(subject.id, event.target.checked)}
                />{' '}
                {subjectName(subject)}
              </label>
            ))}
            {fields.subject_ids ? (
              <p id="section-subjects-error" className="console-field__error customers-form__wide">
                {fields.subject_ids}
              </p>
            ) : null}
          </fieldset>
          {(['teacher', 'student'] as const).map((role) => (
            <SectionPeoplePicker
              key={role}
              store={store}
              role={role}
              chosen={role === 'teacher' ? draft.teachers : draft.students}
              onChange={(people) => setPeople(role, people)}
              error={peopleError(role)}
            />
          ))}
          {store.refusal && store.refusal.message !== null ? (
            <p className="customers-error customers-form__wide" role="alert">
              {store.refusal.message || t('superuser.admin.saveFailed')}
            </p>
          ) : null}
          <div className="console-dialog__actions customers-form__wide">
            <button type="button" className="lt-button lt-button--secondary" onClick={close}>
              {t('superuser.admin.cancel')}
            </button>
            <button type="submit" className="lt-button lt-button--primary" disabled={store.saving}>
              {t(editing ? 'superuser.admin.save' : 'superuser.admin.create')}
            </button>
          </div>
        </form>
      )}
    </ConsoleDialog>
  );
});
