import type { SessionMessage } from '@lantern/shared/contracts/sessions';
import { useChatText } from '@lantern/shared/ui/chat/chat-text';
import { MessageReactions } from '@lantern/shared/ui/chat/message-reactions';
import { observer } from 'mobx-react-lite';
import { BookmarkIcon, SmilePlusIcon } from './media-icons.js';
import { useLiveHelp } from './use-live-help.js';

interface MessageActionsProps {
  message: SessionMessage;
  /** The chat is open: reactions can change. An ended session's reactions are only shown. */
  canReact: boolean;
}

/** Under a student's message: the reactions, and the bookmark their Bookmarks tab lists. */
export const MessageActions = observer(function MessageActions({ message, canReact }: MessageActionsProps) {
  const { classroom, bookmarks } = useLiveHelp();
  const say = useChatText('classroom');
  return (
    <MessageReactions
      message={message}
      me={classroom.me}
      canReact={canReact}
      onReact={(emoji, on) => classroom.react(message.session_id, message.id, emoji, on)}
      bookmarkSaving={bookmarks.saving.has(message.id)}
      bookmarkFailed={bookmarks.failedMessage === message.id}
      onBookmark={(on) => void bookmarks.setBookmark(message.session_id, message.id, on)}
      bookmarkIcon={(bookmarked) => <BookmarkIcon filled={bookmarked} />}
      addIcon={<SmilePlusIcon />}
      translate={say}
    />
  );
});
