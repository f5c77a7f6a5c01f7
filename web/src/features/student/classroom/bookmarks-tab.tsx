import type { MessageMedia } from '@lantern/shared/contracts/sessions';
import type { Bookmark } from '@lantern/shared/state/bookmarks-store';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { BookmarkToggle } from '@lantern/shared/ui/chat/message-reactions';
import { useChatText } from '@lantern/shared/ui/chat/chat-text';
import { MathText } from '@lantern/shared/ui/math/math-text';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaBubble } from './chat-media.js';
import { Lightbox } from './lightbox.js';
import { BookmarkIcon } from './media-icons.js';
import { useLiveHelp } from './use-live-help.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import './bookmarks.css';

/** `?tab=bookmarks`: the messages the student kept, newest first, ten a page, as the history tab. */
export const BookmarksTab = observer(function BookmarksTab() {
  const { bookmarks } = useLiveHelp();
  const { t } = useTranslation('classroom');
  const [picture, setPicture] = useState<MessageMedia | null>(null);
  const { items, state, page, totalPages } = bookmarks;

  if (state !== 'loaded' && items.length === 0)
    return (
      <PendingState
        failed={state === 'error'}
        onRetry={() => void bookmarks.load(page)}
        loadingLabel={t('bookmarks.loading')}
        errorTitle={t('bookmarks.loadFailed')}
      />
    );
  if (items.length === 0)
    return <EmptyState title={t('bookmarks.emptyTitle')} description={t('bookmarks.emptyText')} />;

  const busy = state === 'loading';
  return (
    <div className="history" aria-busy={busy}>
      {state === 'error' ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('bookmarks.loadFailed')}
        </p>
      ) : null}
      <ol className="history-list">
        {items.map((bookmark) => (
          <li key={bookmark.message.id}>
            <BookmarkCard bookmark={bookmark} onOpenImage={setPicture} />
          </li>
        ))}
      </ol>
      {totalPages > 1 ? (
        <nav className="history-pages" aria-label={t('bookmarks.pagesLabel')}>
          <button
            type="button"
            className="lt-button lt-button--secondary"
            disabled={busy || page <= 1}
            onClick={() => void bookmarks.load(page - 1)}
          >
            {t('history.previous')}
          </button>
          <p className="history-pages__current" aria-live="polite">
            {t('history.page', { page, total: totalPages })}
          </p>
          <button
            type="button"
            className="lt-button lt-button--secondary"
            disabled={busy || page >= totalPages}
            onClick={() => void bookmarks.load(page + 1)}
          >
            {t('history.next')}
          </button>
        </nav>
      ) : null}
      <Lightbox media={picture} onClose={() => setPicture(null)} />
    </div>
  );
});

interface BookmarkCardProps {
  bookmark: Bookmark;
  onOpenImage(media: MessageMedia): void;
}

const BookmarkCard = observer(function BookmarkCard({ bookmark, onOpenImage }: BookmarkCardProps) {
  const { classroom, bookmarks } = useLiveHelp();
  const { t } = useTranslation('classroom');
  const say = useChatText('classroom');
  const format = useLocaleFormat();
  const subjectName = useSubjectName();
  const { message, session } = bookmark;
  const own = message.sender_id === classroom.me;
  const kept = message.bookmarked_at !== null;
  const who = own ? t('bookmarks.byYou') : t('bookmarks.byTutor');

  return (
    <article className={`history-card bookmark-card${kept ? '' : ' bookmark-card--removed'}`}>
      <div className="history-card__top">
        <span className="tag">{subjectName(session.subject)}</span>
        <time className="history-card__when" dateTime={format.iso(message.created_at)}>
          {format.dateTime(message.created_at)}
        </time>
      </div>
      <p className="bookmark-card__who">{who}</p>
      {message.kind === 'media' && message.media ? (
        <div className="bookmark-card__media">
          <MediaBubble media={message.media} senderName={who} onOpenImage={onOpenImage} />
        </div>
      ) : (
        <p className="bookmark-card__text">
          <MathText text={message.text} />
        </p>
      )}
      <div className="bookmark-card__bottom">
        <BookmarkToggle
          className="bookmark-card__toggle"
          bookmarked={kept}
          saving={bookmarks.saving.has(message.id)}
          onChange={(on) => void bookmarks.setBookmark(session.id, message.id, on)}
          icon={<BookmarkIcon filled={kept} />}
          translate={say}
          labelled
        />
      </div>
      {bookmarks.failedMessage === message.id ? (
        <p className="lt-chat-reactions__problem" role="alert">
          {t('bookmarks.failed')}
        </p>
      ) : null}
    </article>
  );
});
