import type { CannedReply } from '@lantern/shared/contracts/canned-replies';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStores } from '../../../app/stores-context.js';

interface SnippetPickerProps {
  /** The listbox's id, which the reply box names as the list it controls. */
  id: string;
  query: string;
  found: readonly CannedReply[];
  active: number;
  onPick(reply: CannedReply): void;
}

export const snippetOptionId = (listId: string, replyId: number) => `${listId}-${replyId}`;

/**
 * The canned replies the `/` (or Ctrl+Space) finds, above the reply box. Focus stays in the reply
 * box, which points at the active option (the ARIA combobox pattern), so the tutor keeps typing to
 * narrow the list, moves with the arrows, inserts with Enter and leaves with Escape.
 */
export const SnippetPicker = observer(function SnippetPicker({
  id,
  query,
  found,
  active,
  onPick,
}: SnippetPickerProps) {
  const { cannedReplies } = useStores();
  const { t } = useTranslation('console');
  const status =
    cannedReplies.state === 'error'
      ? t('cannedReplies.picker.failed')
      : cannedReplies.state !== 'loaded'
        ? t('cannedReplies.picker.loading')
        : found.length === 0
          ? t('cannedReplies.picker.none', { query })
          : null;
  return (
    <div className="snippet-picker">
      <p className="snippet-picker__heading">{t('cannedReplies.picker.heading')}</p>
      {status ? (
        <p className="snippet-picker__status" role="status">
          {status}
        </p>
      ) : (
        <ul
          id={id}
          className="snippet-picker__list"
          role="listbox"
          aria-label={t('cannedReplies.picker.heading')}
        >
          {found.map((reply, index) => (
            <li
              key={reply.id}
              id={snippetOptionId(id, reply.id)}
              role="option"
              aria-selected={index === active}
              className="snippet-picker__option"
              // The reply box keeps focus: a press must not take it away before the pick.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(reply)}
            >
              <span className="snippet-picker__shortcut">/{reply.shortcut}</span>
              <span className="snippet-picker__title">{reply.title}</span>
              <span className="snippet-picker__language">{reply.language.toUpperCase()}</span>
              <span className="snippet-picker__text">{reply.text}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="snippet-picker__footer">
        {t('cannedReplies.picker.keys')} ·{' '}
        <Link to="/tutor/canned-replies">{t('cannedReplies.picker.manage')}</Link>
      </p>
    </div>
  );
});
