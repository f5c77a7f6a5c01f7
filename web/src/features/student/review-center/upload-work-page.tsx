import {
  OTHER_SECTION_ID,
  REVIEW_SUBMISSION_TYPES,
  type ReviewSubmissionType,
} from '@lantern/shared/contracts/essays';
import { REVIEW_TURNAROUND_HOURS } from '@lantern/shared/domain/constants';
import {
  ESSAY_ACCEPTED_FORMATS,
  ESSAY_FILE_MAX_BYTES,
  ESSAY_FILE_MIN_BYTES,
  ESSAY_MAX_FILES,
  ESSAY_MAX_INSTRUCTION_FILES,
} from '@lantern/shared/domain/essays/essay-upload';
import { essayLanguages, LANGUAGES } from '@lantern/shared/domain/languages/languages';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import type { LocaleFormat } from '@lantern/shared/i18n/format/locale-format';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../app/router-link.js';
import { ESSAY_FILE_ACCEPT, type UploadField, type UploadProblem } from '../../../stores/essays-store.js';
import { useStores } from '../../../stores/stores-context.js';
import { useEssays } from './use-essays.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import '../../../app/pages.css';
import './review-center.css';

/** The upload's limits, as its hints and problems name them. */
function limits(format: LocaleFormat) {
  return {
    formats: ESSAY_ACCEPTED_FORMATS.join(', '),
    min: format.bytes(ESSAY_FILE_MIN_BYTES),
    max: format.fileSize(ESSAY_FILE_MAX_BYTES),
  };
}

/** A problem in words: the screen's own sentence for the codes it knows, else the server's. */
function problemText(t: TFunction, format: LocaleFormat, problem: UploadProblem): string {
  const key = `upload.problems.${problem.code}`;
  const known = t(key, {
    ...limits(format),
    file: problem.file_name ?? '',
    maxFiles: problem.field === 'teacher_instruction_files' ? ESSAY_MAX_INSTRUCTION_FILES : ESSAY_MAX_FILES,
    defaultValue: '',
  });
  return known || problem.message || t('upload.problems.failed');
}

function Problems({ id, problems }: { id: string; problems: UploadProblem[] }) {
  const { t } = useTranslation('essays');
  const format = useLocaleFormat();
  if (problems.length === 0) return null;
  return (
    <div id={id} className="upload-field__error">
      {problems.map((problem, index) => (
        <p key={index}>{problemText(t, format, problem)}</p>
      ))}
    </div>
  );
}

interface FilesFieldProps {
  field: 'files' | 'teacher_instruction_files';
  label: string;
  hint: string;
}

/** A file picker (several at once) and the files chosen so far, each removable. */
const FilesField = observer(function FilesField({ field, label, hint }: FilesFieldProps) {
  const { t } = useTranslation('essays');
  const format = useLocaleFormat();
  const essays = useEssays();
  const id = useId();
  const problems = essays.problemsOf(field);
  const files = essays.draft[field];
  const max = field === 'files' ? ESSAY_MAX_FILES : ESSAY_MAX_INSTRUCTION_FILES;
  return (
    <div className="lt-field upload-field">
      <label className="lt-label" htmlFor={id}>
        {label}
      </label>
      <p id={`${id}-hint`} className="lt-hint">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        name={field}
        className="upload-files__input"
        accept={ESSAY_FILE_ACCEPT}
        multiple
        disabled={files.length >= max || essays.sending}
        aria-invalid={problems.length > 0}
        aria-describedby={`${id}-hint${problems.length > 0 ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          essays.addFiles(field, [...(event.currentTarget.files ?? [])]);
          // The same file chosen again after a removal still fires a change.
          event.currentTarget.value = '';
        }}
      />
      {files.length > 0 ? (
        <ul className="upload-files" aria-label={t('upload.chosen', { label })}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="upload-files__item">
              <span className="upload-files__name">{file.name}</span>
              <span className="lt-hint">{format.fileSize(file.size)}</span>
              <button
                type="button"
                className="lt-button lt-button--ghost"
                onClick={() => essays.removeFile(field, index)}
                disabled={essays.sending}
                aria-label={t('upload.remove', { file: file.name })}
              >
                {t('upload.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Problems id={`${id}-error`} problems={problems} />
    </div>
  );
});

interface TextFieldProps {
  field: 'title' | 'details' | 'section_other';
  draftKey: 'title' | 'details' | 'section_other';
  label: string;
  multiline?: boolean;
  required?: boolean;
  maxLength?: number;
}

const TextField = observer(function TextField({
  field,
  draftKey,
  label,
  multiline,
  required,
  maxLength,
}: TextFieldProps) {
  const essays = useEssays();
  const id = useId();
  const problems = essays.problemsOf(field);
  const common = {
    id,
    name: field,
    className: `lt-input${multiline ? ' upload-textarea' : ''}`,
    value: essays.draft[draftKey],
    required,
    maxLength,
    'aria-invalid': problems.length > 0,
    ...(problems.length > 0 ? { 'aria-describedby': `${id}-error` } : {}),
    onChange: (event: { currentTarget: { value: string } }) =>
      essays.setDraft(draftKey, event.currentTarget.value),
  };
  return (
    <div className="lt-field upload-field">
      <label className="lt-label" htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea rows={5} {...common} /> : <input type="text" {...common} />}
      <Problems id={`${id}-error`} problems={problems} />
    </div>
  );
});

interface SelectFieldProps {
  field: UploadField;
  label: string;
  value: string;
  onChange(value: string): void;
  options: { value: string; label: string }[];
}

const SelectField = observer(function SelectField({
  field,
  label,
  value,
  onChange,
  options,
}: SelectFieldProps) {
  const essays = useEssays();
  const id = useId();
  const problems = essays.problemsOf(field);
  return (
    <div className="lt-field upload-field">
      <label className="lt-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={field}
        className="lt-input upload-select"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={problems.length > 0}
        {...(problems.length > 0 ? { 'aria-describedby': `${id}-error` } : {})}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Problems id={`${id}-error`} problems={problems} />
    </div>
  );
});

/** After the upload: the conversion's progress until the essay waits for a tutor, or why it failed. */
const Submitted = observer(function Submitted() {
  const { t } = useTranslation('essays');
  const essays = useEssays();
  const dates = useLocaleFormat();
  const essay = essays.submitted;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!essay) return null;
  const { state, progress, error } = essay.conversion;
  return (
    <section className="lt-card upload-done" aria-labelledby="upload-done-heading">
      <h2 id="upload-done-heading" ref={heading} tabIndex={-1}>
        {t('upload.done.heading')}
      </h2>
      <div role="status" aria-live="polite" className="upload-done__status">
        {state === 'converted' ? (
          <p>{t('upload.done.queued', { due: dates.dateTime(essay.due_at) })}</p>
        ) : state === 'failed' ? (
          <p className="lt-alert lt-alert--error">{t('conversion.failed', { reason: error ?? '' })}</p>
        ) : (
          <p>{t('conversion.progress', { percent: progress })}</p>
        )}
      </div>
      {state === 'queued' || state === 'converting' ? (
        <progress className="upload-progress" max={100} value={progress} aria-label={t('conversion.label')} />
      ) : null}
      <div className="upload-done__actions">
        <RouterLink href="/student/review-center" className="lt-button lt-button--primary">
          {t('upload.done.toList')}
        </RouterLink>
        <button type="button" className="lt-button lt-button--secondary" onClick={essays.startAnother}>
          {t('upload.done.another')}
        </button>
      </div>
    </section>
  );
});

/** Hand work in for review: what it is, for which class, in which language, and its files. */
function UploadWorkPage() {
  const { t } = useTranslation('essays');
  const format = useLocaleFormat();
  const essays = useEssays();
  const stores = useStores();
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  usePageTitle(t('upload.title'));
  const draft = essays.draft;
  const sections = stores.home.of('student')?.sections ?? [];

  // Each visit starts with the form: the receipt belongs to the visit that handed the work in.
  useEffect(() => essays.startAnother(), [essays]);

  // After a refused attempt, focus goes to the first field that says why.
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? form.current?.querySelector<HTMLElement>('.upload-form__error'))?.focus();
  }, [attempt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await essays.submit())) setAttempt((count) => count + 1);
  };

  const formProblems = essays.problemsOf('form');
  return (
    <div className="page upload-work">
      <div className="review-center__header">
        <div>
          <h1>{t('upload.heading')}</h1>
          <p className="lt-hint">{t('reviewCenter.turnaround', { hours: REVIEW_TURNAROUND_HOURS })}</p>
        </div>
        <RouterLink href="/student/review-center" className="lt-button lt-button--secondary">
          {t('upload.backToList')}
        </RouterLink>
      </div>
      {essays.submitted ? (
        <Submitted />
      ) : (
        <form ref={form} className="lt-card upload-form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="lt-hint">{t('upload.required')}</p>
          <TextField field="title" draftKey="title" label={t('upload.titleLabel')} required maxLength={200} />
          <TextField field="details" draftKey="details" label={t('upload.details')} multiline required />
          <div className="upload-form__row">
            <SelectField
              field="section_id"
              label={t('upload.section')}
              value={draft.section}
              onChange={(value) => essays.setDraft('section', value)}
              options={[
                { value: '', label: t('upload.sectionNone') },
                ...sections.map((section) => ({ value: String(section.id), label: section.name })),
                { value: String(OTHER_SECTION_ID), label: t('upload.sectionOther') },
              ]}
            />
            {draft.section === String(OTHER_SECTION_ID) ? (
              <TextField
                field="section_other"
                draftKey="section_other"
                label={t('upload.sectionOtherName')}
                required
                maxLength={200}
              />
            ) : null}
          </div>
          <div className="upload-form__row">
            <SelectField
              field="submission_type"
              label={t('upload.submissionType')}
              value={draft.submission_type}
              onChange={(value) => essays.setDraft('submission_type', value as ReviewSubmissionType)}
              options={REVIEW_SUBMISSION_TYPES.map((type) => ({
                value: type,
                label: t(`submissionTypes.${type}`),
              }))}
            />
            <SelectField
              field="language_id"
              label={t('upload.language')}
              value={String(draft.language_id)}
              onChange={(value) => essays.setDraft('language_id', Number(value))}
              options={essayLanguages(LANGUAGES).map((language) => ({
                value: String(language.id),
                label: format.language(language.abbreviation),
              }))}
            />
          </div>
          <FilesField
            field="files"
            label={t('upload.files')}
            hint={t('upload.filesHint', { ...limits(format), maxFiles: ESSAY_MAX_FILES })}
          />
          <FilesField
            field="teacher_instruction_files"
            label={t('upload.instructionFiles')}
            hint={t('upload.instructionFilesHint', {
              ...limits(format),
              maxFiles: ESSAY_MAX_INSTRUCTION_FILES,
            })}
          />
          {formProblems.length > 0 ? (
            <div className="lt-alert lt-alert--error upload-form__error" role="alert" tabIndex={-1}>
              {formProblems.map((problem, index) => (
                <p key={index}>{problemText(t, format, problem)}</p>
              ))}
            </div>
          ) : null}
          {essays.sending ? (
            <div className="upload-form__sending" role="status">
              <progress
                className="upload-progress"
                max={100}
                value={Math.round(essays.sendProgress * 100)}
                aria-label={t('upload.sendingLabel')}
              />
              <span className="lt-hint">
                {t('upload.sending', { percent: Math.round(essays.sendProgress * 100) })}
              </span>
            </div>
          ) : null}
          <div className="upload-form__actions">
            <button
              type="submit"
              className="lt-button lt-button--primary lt-button--large"
              disabled={essays.sending}
            >
              {essays.sending ? <span className="lt-spinner" aria-hidden="true" /> : null}
              {t('upload.submit')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

export default observer(UploadWorkPage);
