import type { SessionMessage } from '@lantern/shared/contracts/sessions';
import { useChatText } from '@lantern/shared/ui/chat/chat-text';
import { MessageReactions as ChatReactions } from '@lantern/shared/ui/chat/message-reactions';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '../../../app/stores-context.js';

/**
 * Under a message in the tutor's chat: the student's reactions arrive live, the tutor adds or
 * takes back their own, and bookmarks it. Whether the last change went through is this message's
 * own state; the side panel's Bookmarks tab, if it has read the student's list, reads it again.
 * A manager watching the chat (`watching`) sees the reactions and can change nothing.
 */
export const MessageReactions = observer(function MessageReactions({
  message,
  canReact,
  watching = false,
}: {
  message: SessionMessage;
  canReact: boolean;
  watching?: boolean;
}) {
  const { classroom, studentRecord } = useStores();
  const say = useChatText('console');
  const [bookmarkFailed, setBookmarkFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const bookmark = async (on: boolean) => {
    setSaving(true);
    setBookmarkFailed(false);
    try {
      await classroom.setBookmark(message.session_id, message.id, on);
      const student = classroom.sessions.get(message.session_id)?.student;
      if (student) studentRecord.bookmarkChanged(student.id);
    } catch {
      setBookmarkFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ChatReactions
      message={message}
      me={classroom.me}
      canReact={canReact && !watching}
      canBookmark={!watching}
      onReact={(emoji, on) => classroom.react(message.session_id, message.id, emoji, on)}
      bookmarkSaving={saving}
      bookmarkFailed={bookmarkFailed}
      onBookmark={(on) => void bookmark(on)}
      bookmarkIcon={(bookmarked) => <span aria-hidden="true">{bookmarked ? '★' : '☆'}</span>}
      addIcon={<span aria-hidden="true">☺+</span>}
      translate={say}
    />
  );
});
