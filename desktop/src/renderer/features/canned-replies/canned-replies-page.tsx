import {
  CANNED_REPLY_LANGUAGES,
  CANNED_REPLY_SHORTCUT_MAX_LENGTH,
  CANNED_REPLY_TEXT_MAX_LENGTH,
  CANNED_REPLY_TITLE_MAX_LENGTH,
  type CannedReply,
  type CannedReplyLanguage,
  type CannedReplyScope,
} from '@lantern/shared/contracts/canned-replies';
import { scopesWritten } from '@lantern/shared/domain/canned-replies/canned-replies';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { ConsoleDialog } from '../../app/console-dialog.js';
import { PageHeader } from '../../app/page-header.js';
import { useStores } from '../../app/stores-context.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import './canned-replies.css';

type Open = { kind: 'create' } | { kind: 'edit' | 'delete'; reply: CannedReply } | null;

/**
 * The canned replies the acting role writes: a tutor's own (`tutor/canned-replies`), the team's and
 * the global ones for managers (`…/services/canned-replies`). The classroom's `/` list reads the
 * same store, so a snippet saved here is there at once.
 */
export const CannedRepliesPage = observer(function CannedRepliesPage() {
  const { cannedReplies: replies, user } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const manager = user.role !== 'tutor';
  usePageTitle(t('cannedReplies.title'));
  const [open, setOpen] = useState<Open>(null);
  useEffect(() => {
    void replies.load();
  }, [replies]);

  const close = () => {
    replies.dismissProblem();
    setOpen(null);
  };
  const createButton = (
    <Button className="lt-button lt-button--primary" onPress={() => setOpen({ kind: 'create' })}>
      {t('cannedReplies.new')}
    </Button>
  );
  const shown = replies.editable;
  return (
    <div className="console-page canned-replies">
      <PageHeader eyebrow={t('cannedReplies.eyebrow')} title={t('cannedReplies.title')}>
        {shown.length > 0 ? createButton : null}
      </PageHeader>
      <p className="canned-replies__intro">
        {t(manager ? 'cannedReplies.introManager' : 'cannedReplies.introTutor')}
      </p>
      {replies.state !== 'loaded' && replies.items.size === 0 ? (
        <PendingState
          failed={replies.state === 'error'}
          onRetry={() => void replies.load(true)}
          loadingLabel={t('cannedReplies.loading')}
          errorTitle={t('cannedReplies.failed')}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          title={t('cannedReplies.empty.title')}
          description={t(manager ? 'cannedReplies.empty.manager' : 'cannedReplies.empty.tutor')}
          action={createButton}
        />
      ) : (
        <ul className="canned-replies__list" aria-label={t('cannedReplies.title')}>
          {shown.map((reply) => (
            <li key={reply.id} className="console-panel canned-replies__item">
              <p className="canned-replies__head">
                <span className="canned-replies__shortcut">/{reply.shortcut}</span>
                <strong>{reply.title}</strong>
                <span className="canned-replies__tag">{format.language(reply.language)}</span>
                {manager ? (
                  <span className="canned-replies__tag">{t(`cannedReplies.scopes.${reply.scope}`)}</span>
                ) : null}
              </p>
              <p className="canned-replies__text">{reply.text}</p>
              <div className="canned-replies__actions">
                <Button
                  className="lt-button lt-button--secondary"
                  aria-label={t('cannedReplies.editOne', { shortcut: reply.shortcut, title: reply.title })}
                  onPress={() => setOpen({ kind: 'edit', reply })}
                >
                  {t('cannedReplies.edit')}
                </Button>
                <Button
                  className="lt-button lt-button--ghost"
                  aria-label={t('cannedReplies.deleteOne', { shortcut: reply.shortcut, title: reply.title })}
                  onPress={() => setOpen({ kind: 'delete', reply })}
                >
                  {t('cannedReplies.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConsoleDialog
        title={t(open?.kind === 'edit' ? 'cannedReplies.form.editTitle' : 'cannedReplies.form.createTitle')}
        isOpen={open?.kind === 'create' || open?.kind === 'edit'}
        onClose={close}
      >
        <CannedReplyForm
          key={open?.kind === 'edit' ? open.reply.id : 'new'}
          reply={open?.kind === 'edit' ? open.reply : null}
          onDone={close}
        />
      </ConsoleDialog>
      <ConsoleDialog
        title={t('cannedReplies.deleteTitle')}
        role="alertdialog"
        isOpen={open?.kind === 'delete'}
        onClose={close}
      >
        {open?.kind === 'delete' ? (
          <>
            <p>{t('cannedReplies.deleteQuestion', { shortcut: open.reply.shortcut })}</p>
            {replies.problem ? (
              <p className="lt-alert lt-alert--error" role="alert">
                {t('cannedReplies.form.failed')}
              </p>
            ) : null}
            <div className="console-dialog__actions">
              <button type="button" className="lt-button lt-button--secondary" onClick={close}>
                {t('cannedReplies.form.cancel')}
              </button>
              <button
                type="button"
                className="lt-button lt-button--primary"
                disabled={replies.busy !== null}
                onClick={() => void replies.remove(open.reply.id).then((done) => done && close())}
              >
                {t('cannedReplies.delete')}
              </button>
            </div>
          </>
        ) : null}
      </ConsoleDialog>
    </div>
  );
});

const CannedReplyForm = observer(function CannedReplyForm({
  reply,
  onDone,
}: {
  reply: CannedReply | null;
  onDone(): void;
}) {
  const { cannedReplies: replies, user } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const id = useId();
  const scopes = scopesWritten(user.role ?? '');
  const [shortcut, setShortcut] = useState(reply?.shortcut ?? '');
  const [title, setTitle] = useState(reply?.title ?? '');
  const [text, setText] = useState(reply?.text ?? '');
  const [language, setLanguage] = useState<CannedReplyLanguage>(reply?.language ?? 'en');
  const [scope, setScope] = useState<CannedReplyScope>(reply?.scope ?? scopes[0] ?? 'personal');
  const issues = replies.problem && replies.problem !== 'failed' ? replies.problem.issues : [];
  const errorOf = (field: string) => {
    const issue = issues.find((found) => found.field === field);
    return issue
      ? t(`cannedReplies.rules.${issue.rule}`, {
          field: t(`cannedReplies.form.${field}`),
          defaultValue: issue.message,
        })
      : null;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (replies.busy !== null) return;
    const body = { shortcut, title, text, language };
    const saved = reply ? await replies.update(reply.id, body) : await replies.create({ ...body, scope });
    if (saved) onDone();
  };
  const field = (name: 'shortcut' | 'title', value: string, set: (next: string) => void, max: number) => {
    const error = errorOf(name);
    return (
      <div className="canned-replies__field">
        <label className="lt-label" htmlFor={`${id}-${name}`}>
          {t(`cannedReplies.form.${name}`)}
        </label>
        <input
          id={`${id}-${name}`}
          className="lt-input console-input"
          value={value}
          maxLength={max}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-${name}-error` : `${id}-${name}-hint`}
          onChange={(event) => set(event.target.value)}
        />
        {error ? (
          <p id={`${id}-${name}-error`} className="canned-replies__error">
            {error}
          </p>
        ) : (
          <p id={`${id}-${name}-hint`} className="canned-replies__hint">
            {t(`cannedReplies.form.${name}Hint`)}
          </p>
        )}
      </div>
    );
  };
  const textError = errorOf('text');
  return (
    <form className="canned-replies__form" onSubmit={(event) => void submit(event)} noValidate>
      {field('shortcut', shortcut, setShortcut, CANNED_REPLY_SHORTCUT_MAX_LENGTH)}
      {field('title', title, setTitle, CANNED_REPLY_TITLE_MAX_LENGTH)}
      <div className="canned-replies__row">
        <div className="canned-replies__field">
          <label className="lt-label" htmlFor={`${id}-language`}>
            {t('cannedReplies.form.language')}
          </label>
          <select
            id={`${id}-language`}
            className="lt-input console-input"
            value={language}
            onChange={(event) => setLanguage(event.target.value as CannedReplyLanguage)}
          >
            {CANNED_REPLY_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {format.language(code)}
              </option>
            ))}
          </select>
        </div>
        {scopes.length > 1 && !reply ? (
          <div className="canned-replies__field">
            <label className="lt-label" htmlFor={`${id}-scope`}>
              {t('cannedReplies.form.scope')}
            </label>
            <select
              id={`${id}-scope`}
              className="lt-input console-input"
              value={scope}
              onChange={(event) => setScope(event.target.value as CannedReplyScope)}
            >
              {scopes.map((code) => (
                <option key={code} value={code}>
                  {t(`cannedReplies.scopes.${code}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div className="canned-replies__field">
        <label className="lt-label" htmlFor={`${id}-text`}>
          {t('cannedReplies.form.text')}
        </label>
        <textarea
          id={`${id}-text`}
          className="lt-input console-input canned-replies__textarea"
          value={text}
          rows={5}
          maxLength={CANNED_REPLY_TEXT_MAX_LENGTH}
          aria-invalid={textError !== null}
          aria-describedby={textError ? `${id}-text-error` : `${id}-text-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        {textError ? (
          <p id={`${id}-text-error`} className="canned-replies__error">
            {textError}
          </p>
        ) : (
          <p id={`${id}-text-hint`} className="canned-replies__hint">
            {t('cannedReplies.form.textHint')}
          </p>
        )}
      </div>
      {replies.problem === 'failed' ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('cannedReplies.form.failed')}
        </p>
      ) : issues.length > 0 ? (
        <p className="lt-visually-hidden" role="alert">
          {t('cannedReplies.form.invalid')}
        </p>
      ) : null}
      <div className="console-dialog__actions">
        <button type="button" className="lt-button lt-button--secondary" onClick={onDone}>
          {t('cannedReplies.form.cancel')}
        </button>
        <button type="submit" className="lt-button lt-button--primary" disabled={replies.busy !== null}>
          {replies.busy !== null ? t('cannedReplies.form.saving') : t('cannedReplies.form.save')}
        </button>
      </div>
    </form>
  );
});
