import type { SessionView } from '@lantern/shared/contracts/sessions';
import { formatVoiceNoteDuration } from '@lantern/shared/domain/files/chat-uploads';
import type { Bookmark } from '@lantern/shared/state/bookmarks-store';
import { useChatText } from '@lantern/shared/ui/chat/chat-text';
import { BookmarkToggle } from '@lantern/shared/ui/chat/message-reactions';
import { MathText } from '@lantern/shared/ui/math/math-text';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { RecordTab } from './record-tab.js';

/** The messages of sessions with this student that the tutor bookmarked, each with its star. */
export const StudentBookmarks = observer(function StudentBookmarks({ session }: { session: SessionView }) {
  const { studentRecord } = useStores();
  const { t } = useTranslation('console');
  const bookmarks = studentRecord.bookmarksOf(session.student.id);
  const name = session.student.first_name;
  return (
    <RecordTab
      pages={bookmarks}
      loading={t('tutor.classroom.side.bookmarksLoading', { name })}
      failed={t('tutor.classroom.side.bookmarksFailed', { name })}
      empty={t('tutor.classroom.side.noBookmarks', { name })}
      count={(total) => t('tutor.classroom.side.bookmarksCount', { count: total })}
      pagesLabel={t('tutor.classroom.side.bookmarksPages')}
    >
      {bookmarks.items.map((bookmark) => (
        <BookmarkEntry key={bookmark.message.id} bookmark={bookmark} session={session} />
      ))}
    </RecordTab>
  );
});

const BookmarkEntry = observer(function BookmarkEntry({
  bookmark,
  session,
}: {
  bookmark: Bookmark;
  session: SessionView;
}) {
  const { classroom, studentRecord } = useStores();
  const { t } = useTranslation('console');
  const say = useChatText('console');
  const subjectName = useSubjectName();
  const format = useLocaleFormat();
  const bookmarks = studentRecord.bookmarksOf(session.student.id);
  const { message } = bookmark;
  const kept = message.bookmarked_at !== null;
  const who =
    message.sender_id === null
      ? t('tutor.classroom.side.bookmarkSystem')
      : message.sender_id === classroom.me
        ? t('tutor.classroom.chat.you')
        : message.sender_id === session.student.id
          ? session.student.first_name
          : t('tutor.classroom.chat.previousTutor');
  const media = message.media;
  const text = !media
    ? message.text
    : media.voice_note
      ? t('tutor.classroom.side.bookmarkVoiceNote', {
          duration: formatVoiceNoteDuration(media.voice_note.duration_seconds),
        })
      : t(
          media.media_type === 'image'
            ? 'tutor.classroom.side.bookmarkImage'
            : 'tutor.classroom.side.bookmarkFile',
          {
            name: media.file_name,
          },
        );
  return (
    <li className="classroom-past__item classroom-bookmark">
      <p className="classroom-past__when">
        {who} · <time dateTime={format.iso(message.created_at)}>{format.dateTime(message.created_at)}</time>
        {' · '}
        {subjectName(bookmark.session.subject)}
      </p>
      <p className={`classroom-past__question${kept ? '' : ' classroom-bookmark--removed'}`}>
        {media ? text : <MathText text={text} />}
      </p>
      <BookmarkToggle
        bookmarked={kept}
        saving={bookmarks.saving.has(message.id)}
        onChange={(on) => void bookmarks.setBookmark(message.session_id, message.id, on)}
        icon={<span aria-hidden="true">{kept ? '★' : '☆'}</span>}
        translate={say}
        labelled
      />
      {bookmarks.failedMessage === message.id ? (
        <p className="classroom-record__problem" role="alert">
          {say('bookmark.failed')}
        </p>
      ) : null}
    </li>
  );
});
