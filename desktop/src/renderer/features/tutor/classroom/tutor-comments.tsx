import type { SessionView } from '@lantern/shared/contracts/sessions';
import { TUTOR_COMMENT_MAX_LENGTH, type TutorComment } from '@lantern/shared/contracts/tutor-comments';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Label, Text, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import type { CommentDraft, TutorComments } from '../../../stores/student-record-store.js';
import { fullName } from './classroom-format.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { RecordTab } from './record-tab.js';

/**
 * The Student Profile tab's notes from tutors for the tutors who help the student next: the
 * notes first, newest first, a page at a time (reading them is what the next tutor comes for),
 * then a form to add one; the tutor's own can be changed in place. Ctrl+Enter (⌘+Enter) saves;
 * Escape leaves an edit.
 */
export const TutorCommentsSection = observer(function TutorCommentsSection({
  session,
}: {
  session: SessionView;
}) {
  const { studentRecord } = useStores();
  const { t } = useTranslation('console');
  const comments = studentRecord.commentsOf(session.student.id);
  const name = session.student.first_name;
  const heading = useId();
  return (
    <section className="classroom-comments" aria-labelledby={heading}>
      <h2 id={heading} className="classroom-comments__title">
        {t('tutor.classroom.side.comments.title')}
      </h2>
      <RecordTab
        pages={comments.pages}
        loading={t('tutor.classroom.side.comments.loading', { name })}
        failed={t('tutor.classroom.side.comments.failed', { name })}
        empty={t('tutor.classroom.side.comments.empty', { name })}
        count={(total) => t('tutor.classroom.side.comments.count', { count: total })}
        pagesLabel={t('tutor.classroom.side.comments.pages')}
      >
        {(comments.pages.result?.data ?? []).map((comment) => (
          <CommentItem key={comment.id} comment={comment} comments={comments} />
        ))}
      </RecordTab>
      <CommentForm
        draft={comments.draft}
        label={t('tutor.classroom.side.comments.add', { name })}
        saveLabel={t('tutor.classroom.side.comments.save')}
        onSave={() => void comments.add(session.id)}
      />
    </section>
  );
});

const CommentItem = observer(function CommentItem({
  comment,
  comments,
}: {
  comment: TutorComment;
  comments: TutorComments;
}) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const editing = comments.editing?.id === comment.id ? comments.editing : null;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Saved or cancelled, the focus goes back to the Edit button it came from.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);
  const written = format.dateTime(comment.created_at);
  return (
    <li className="classroom-past__item">
      <p className="classroom-past__when">
        {comment.by_you ? t('tutor.classroom.side.comments.you') : fullName(comment.author)}
        {' · '}
        <time dateTime={format.iso(comment.created_at)}>{written}</time>
        {comment.edited_at !== null ? (
          <>
            {' · '}
            <span
              title={t('tutor.classroom.side.comments.editedAt', {
                when: format.dateTime(comment.edited_at),
              })}
            >
              {t('tutor.classroom.side.comments.edited')}
            </span>
          </>
        ) : null}
      </p>
      {editing ? (
        <CommentForm
          draft={editing.draft}
          label={t('tutor.classroom.side.comments.change')}
          saveLabel={t('tutor.classroom.side.comments.saveChange')}
          onSave={() => void comments.saveEdit()}
          onCancel={comments.cancelEdit}
          autoFocus
        />
      ) : (
        <>
          <p className="classroom-comments__text">{comment.text}</p>
          {comment.by_you ? (
            <button
              ref={editButton}
              type="button"
              className="lt-button lt-button--ghost classroom-button classroom-comments__edit"
              aria-label={t('tutor.classroom.side.comments.editOne', { when: written })}
              onClick={() => comments.startEdit(comment)}
            >
              {t('tutor.classroom.side.comments.edit')}
            </button>
          ) : null}
        </>
      )}
    </li>
  );
});

interface CommentFormProps {
  draft: CommentDraft;
  label: string;
  saveLabel: string;
  onSave(): void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

const CommentForm = observer(function CommentForm({
  draft,
  label,
  saveLabel,
  onSave,
  onCancel,
  autoFocus,
}: CommentFormProps) {
  const { t } = useTranslation('console');
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSave();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <form
      className="classroom-comments__form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <TextField
        className="handoff-form__field"
        value={draft.text}
        onChange={draft.setText}
        isReadOnly={draft.saving}
        isInvalid={draft.problem !== null || draft.tooLong}
        // Said in words below, not by the browser's bubble, which would also stop the form sending.
        validationBehavior="aria"
        autoFocus={autoFocus}
      >
        <Label className="handoff-form__label">{label}</Label>
        <TextArea className="handoff-form__textarea" rows={2} onKeyDown={onKeyDown} />
        <Text
          slot="description"
          className={`classroom-comments__count${draft.tooLong ? ' classroom-comments__count--over' : ''}`}
        >
          {t('tutor.classroom.side.comments.characters', {
            count: draft.length,
            max: TUTOR_COMMENT_MAX_LENGTH,
          })}
          {' · '}
          {t('tutor.classroom.side.comments.shortcut')}
        </Text>
      </TextField>
      {draft.problem ? (
        <p className="classroom-comments__problem" role="alert">
          {t(`tutor.classroom.side.comments.problems.${draft.problem}`, {
            count: draft.length,
            max: TUTOR_COMMENT_MAX_LENGTH,
          })}
        </p>
      ) : null}
      <div className="classroom-comments__actions">
        {onCancel ? (
          <button type="button" className="lt-button lt-button--ghost classroom-button" onClick={onCancel}>
            {t('tutor.classroom.side.comments.cancel')}
          </button>
        ) : null}
        {/* Not disabled while saving: the focus stays on the button, and a second press is ignored. */}
        <button
          type="submit"
          className="lt-button lt-button--primary classroom-button"
          aria-disabled={draft.saving || undefined}
        >
          {draft.saving ? t('tutor.classroom.side.comments.saving') : saveLabel}
        </button>
      </div>
    </form>
  );
});
