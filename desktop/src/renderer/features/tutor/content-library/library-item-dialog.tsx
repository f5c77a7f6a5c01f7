import {
  CONTENT_LIBRARY_TEXT_MAX_LENGTH,
  type ContentLibraryItem,
} from '@lantern/shared/contracts/essay-review';
import type { AnnotationCategoryId } from '@lantern/shared/domain/essays/annotation-categories';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../../../app/console-dialog.js';
import { useStores } from '../../../app/stores-context.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { CategorySelect } from '../essay-review/category-select.js';

interface LibraryItemDialogProps {
  isOpen: boolean;
  /** The comment to change; null writes a new one. */
  item: ContentLibraryItem | null;
  onClose(): void;
  onSaved(item: ContentLibraryItem): void;
}

/** Writes a new library comment or changes one: its category and its words. */
export function LibraryItemDialog({ isOpen, item, onClose, onSaved }: LibraryItemDialogProps) {
  const { t } = useTranslation('console');
  return (
    <ConsoleDialog
      title={t(item ? 'tutor.contentLibrary.form.editTitle' : 'tutor.contentLibrary.form.createTitle')}
      isOpen={isOpen}
      onClose={onClose}
    >
      {/* Keyed so each opening starts from the comment it is for. */}
      <LibraryItemForm key={item?.id ?? 'new'} item={item} onCancel={onClose} onSaved={onSaved} />
    </ConsoleDialog>
  );
}

const LibraryItemForm = observer(function LibraryItemForm({
  item,
  onCancel,
  onSaved,
}: {
  item: ContentLibraryItem | null;
  onCancel(): void;
  onSaved(item: ContentLibraryItem): void;
}) {
  const { contentLibrary: library } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const id = useId();
  const [category, setCategory] = useState<AnnotationCategoryId>(item?.category ?? library.category ?? 1);
  const [text, setText] = useState(item?.text ?? '');
  const [tried, setTried] = useState(false);
  const empty = text.trim() === '';
  const saving = library.busy !== null;
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (empty || saving) return;
    const body = { category, text: text.trim() };
    const saved = item ? await library.update(item.id, body) : await library.create(body);
    if (saved) onSaved(saved);
  };
  const described = [`${id}-count`, `${id}-hint`, tried && empty ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <form className="content-library__form" onSubmit={(event) => void submit(event)} noValidate>
      <CategorySelect
        id={`${id}-category`}
        label={t('tutor.contentLibrary.form.category')}
        value={category}
        onChange={setCategory}
      />
      <div className="content-library__field">
        <label className="lt-label" htmlFor={`${id}-text`}>
          {t('tutor.contentLibrary.form.text')}
        </label>
        <textarea
          id={`${id}-text`}
          className="lt-input console-input content-library__textarea"
          value={text}
          rows={6}
          maxLength={CONTENT_LIBRARY_TEXT_MAX_LENGTH}
          required
          aria-invalid={tried && empty}
          aria-describedby={described}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
          }}
        />
        <p className="content-library__meta">
          <span id={`${id}-hint`}>{t('tutor.contentLibrary.form.hint')}</span>
          <span id={`${id}-count`}>
            {t('tutor.contentLibrary.form.count', {
              used: format.number(text.length),
              max: format.number(CONTENT_LIBRARY_TEXT_MAX_LENGTH),
            })}
          </span>
        </p>
        {tried && empty ? (
          <p id={`${id}-error`} className="content-library__error">
            {t('tutor.contentLibrary.form.empty')}
          </p>
        ) : null}
      </div>
      {library.problem === 'save' ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('tutor.contentLibrary.form.failed')}
        </p>
      ) : null}
      <div className="console-dialog__actions">
        <button type="button" className="lt-button lt-button--secondary" onClick={onCancel}>
          {t('tutor.contentLibrary.form.cancel')}
        </button>
        <button type="submit" className="lt-button lt-button--primary" disabled={saving}>
          {saving ? t('tutor.contentLibrary.form.saving') : t('tutor.contentLibrary.form.save')}
        </button>
      </div>
    </form>
  );
});
