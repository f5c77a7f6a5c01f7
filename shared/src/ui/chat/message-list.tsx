import { observer } from 'mobx-react-lite';
import { Fragment, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import type { SessionMessage, SessionView } from '../../contracts/sessions.js';
import { type SequencePosition, sequencePositions } from '../../domain/live-help/message-grouping.js';
import { type EndedByRole, endedByRole } from '../../domain/live-help/session-end.js';
import type { ClassroomStore, PendingMessage } from '../../state/classroom-store.js';
import { MathText } from '../math/math-text.js';
import { useSubjectName } from '../subject-name.js';

export type TimelineItem = SessionMessage | PendingMessage;
export const isStored = (item: TimelineItem): item is SessionMessage => 'seq' in item;

/** What the list reads of the classroom store (a fake in tests). */
export type MessageListStore = Pick<ClassroomStore, 'me' | 'timeline' | 'readByOther'>;

export interface ChatTimeFormat {
  time(seconds: number): string;
  iso(seconds: number): string;
}

/** One message as the list hands it to the app that draws it. */
export interface MessageRow {
  item: TimelineItem;
  index: number;
  /** The reader wrote it; everything still on its way is theirs. */
  own: boolean;
  position: SequencePosition;
  /** Under the last of one's own stored messages: whether the other person has read it yet. */
  receipt: 'read' | 'delivered' | null;
  /** The chat is open: reactions can change (an ended one's are only shown, bookmarks can). */
  canReact: boolean;
}

/** How the session ended, for the closing line. */
export type SessionEnding = EndedByRole | 'transferred';

interface MessageListProps {
  session: SessionView;
  store: MessageListStore;
  /** The log's name, read out when it takes focus. */
  label: string;
  id?: string;
  /** Above the question, e.g. who asked it and when. */
  questionLabel: ReactNode;
  subjectClassName?: string;
  /** Lines between the question and the messages (who joined). */
  opening?: ReactNode;
  renderMessage(row: MessageRow): ReactNode;
  /** Below the messages, before the closing line: files on their way, an answer being written. */
  closing?: ReactNode;
  /** How many of the reader's files are on their way; each new one scrolls into view. */
  pendingFiles: number;
  endText(ending: SessionEnding): string;
  format: ChatTimeFormat;
}

/** Close enough to the bottom that a new message should scroll into view. */
const STICK_PX = 80;

/**
 * The conversation both classrooms draw: the question first, then the messages in runs (one
 * sender, no long pause) with the system's lines between them, then how the session ended. Each
 * app draws a message its own way; the list decides what each one is and keeps the latest in view.
 */
export const MessageList = observer(function MessageList({
  session,
  store,
  label,
  id,
  questionLabel,
  subjectClassName,
  opening,
  renderMessage,
  closing,
  pendingFiles,
  endText,
  format,
}: MessageListProps) {
  const subjectName = useSubjectName();
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const stickRef = useRef(true);
  const me = store.me;
  const items = store.timeline(session.id);
  // Pending messages are the reader's own, timed in milliseconds.
  const positions = sequencePositions(
    items.map((item) =>
      isStored(item) ? item : { sender_id: me, created_at: Math.floor(item.created_at / 1000), kind: 'text' },
    ),
  );
  const readUpTo = store.readByOther.get(session.id) ?? 0;
  const lastOwnStored = items.findLast((item) => isStored(item) && item.sender_id === me);
  const last = items.at(-1);
  const lastOwn = last !== undefined && (!isStored(last) || last.sender_id === me);
  const canReact = session.status === 'matched';

  // A new message scrolls into view when the reader is at the bottom, or when they sent it.
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (box && (stickRef.current || lastOwn)) box.scrollTop = box.scrollHeight;
  }, [items.length, lastOwn]);
  // Whatever else grows or shrinks the conversation (a failed message's buttons, an answer being
  // written, a picture loading, the closing line, a phone turning) keeps a reader at the bottom there.
  useEffect(() => {
    const box = scrollRef.current;
    const list = listRef.current;
    if (!box || !list) return;
    const observer = new ResizeObserver(() => {
      if (stickRef.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(list);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  // A file the reader just chose comes into view, wherever they had scrolled.
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (box && pendingFiles > 0) box.scrollTop = box.scrollHeight;
  }, [pendingFiles]);

  const ended = session.status === 'ended' || session.status === 'transferred';
  const ending: SessionEnding =
    session.status === 'transferred'
      ? 'transferred'
      : (endedByRole({
          ended_by: session.ended_by,
          student_id: session.student.id,
          tutor_id: session.tutor?.id ?? null,
        }) ?? 'other');

  return (
    <div
      ref={scrollRef}
      id={id}
      className="chat-log"
      role="log"
      aria-label={label}
      // The log scrolls; keyboard users scroll it with the arrow keys once it has focus.
      tabIndex={0}
      onScroll={(event) => {
        const box = event.currentTarget;
        stickRef.current = box.scrollHeight - box.scrollTop - box.clientHeight < STICK_PX;
      }}
    >
      <ol ref={listRef} className="chat-log__list">
        <li className="chat-question">
          <p className="chat-question__label">{questionLabel}</p>
          <p className="chat-question__text">
            <MathText text={session.question} />
          </p>
          <p className="chat-question__subject">
            <span className={subjectClassName}>
              {subjectName(session.subject)}
              {session.topic ? ` · ${session.topic.name}` : ''}
            </span>
          </p>
        </li>
        {opening}
        {items.map((item, index) => {
          if (isStored(item) && (item.kind === 'system' || item.sender_id === null))
            return (
              <li key={item.client_id} className="chat-line">
                {item.text}
              </li>
            );
          return (
            <Fragment key={item.client_id}>
              {renderMessage({
                item,
                index,
                own: !isStored(item) || item.sender_id === me,
                position: positions[index] ?? 'single',
                receipt:
                  item === lastOwnStored && isStored(item)
                    ? item.seq <= readUpTo
                      ? 'read'
                      : 'delivered'
                    : null,
                canReact,
              })}
            </Fragment>
          );
        })}
        {closing}
        {ended && session.ended_at !== null ? (
          <li className="chat-line chat-line--end">
            {endText(ending)} ·{' '}
            <time dateTime={format.iso(session.ended_at)}>{format.time(session.ended_at)}</time>
          </li>
        ) : null}
      </ol>
    </div>
  );
});
