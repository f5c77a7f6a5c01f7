import type {
  SessionMessage as MessageView,
  SessionPerson,
  SessionView,
} from '@lantern/shared/contracts/sessions';
import type { StudentPastSession } from '@lantern/shared/contracts/session-records';
import type { User } from '../users/entities/user.entity.js';
import type { LiveSession } from './entities/live-session.entity.js';
import type { SessionMessage } from './entities/session-message.entity.js';
import type { MediaLinks } from './media-links.js';
import type { StoredMessageRow } from './sessions.repository.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const secondsOrNull = (date: Date | null | undefined) => (date ? seconds(date) : null);

function toPerson(user: User): SessionPerson {
  return { id: user.id, first_name: user.firstName, last_name: user.lastName, user_type_id: user.userTypeId };
}

export interface SessionViewExtras {
  unreadCount: number;
  formerTutors: SessionPerson[];
  queue: SessionView['queue'];
}

export function toSessionView(session: LiveSession, extras: SessionViewExtras): SessionView {
  return {
    id: session.id,
    status: session.status,
    chat_type: session.chatType,
    student: toPerson(session.student),
    tutor: session.tutor ? toPerson(session.tutor) : null,
    former_tutors: extras.formerTutors,
    subject: { id: session.subject.id, name: session.subject.name },
    topic: session.topic ? { id: session.topic.id, name: session.topic.name } : null,
    question: session.question,
    language_id: session.languageId,
    requested_at: seconds(session.requestedAt),
    matched_at: secondsOrNull(session.matchedAt),
    ended_at: secondsOrNull(session.endedAt),
    ended_by: session.endedBy ?? null,
    is_feedback_completed: session.feedbackReason != null,
    last_seq: session.lastSeq,
    unread_count: extras.unreadCount,
    queue: extras.queue,
  };
}

export function toStudentPastSession(session: LiveSession, withYou: boolean): StudentPastSession {
  return {
    id: session.id,
    status: session.status,
    chat_type: session.chatType,
    subject: { id: session.subject.id, name: session.subject.name },
    topic: session.topic ? { id: session.topic.id, name: session.topic.name } : null,
    question: session.question,
    tutor: session.tutor ? toPerson(session.tutor) : null,
    with_you: withYou,
    requested_at: seconds(session.requestedAt),
    matched_at: secondsOrNull(session.matchedAt),
    ended_at: secondsOrNull(session.endedAt),
  };
}

/** What a message view adds for one viewer: everyone's reactions and the viewer's bookmark. */
export interface MessageExtras {
  reactions: MessageView['reactions'];
  bookmarkedAt: number | null;
}
const NO_EXTRAS: MessageExtras = { reactions: [], bookmarkedAt: null };

export function toMessageView(
  message: SessionMessage,
  links: MediaLinks,
  extras: MessageExtras = NO_EXTRAS,
): MessageView {
  return {
    id: Number(message.id),
    session_id: message.session.id,
    seq: message.seq,
    client_id: message.clientId,
    sender_id: message.senderId ?? null,
    kind: message.kind,
    text: message.text,
    created_at: seconds(message.createdAt),
    is_flagged: message.isFlagged,
    media: message.media ? links.view(message.session.id, Number(message.id), message.media) : null,
    reactions: extras.reactions,
    bookmarked_at: extras.bookmarkedAt,
  };
}

/** The same view from a row the send path wrote with SQL. */
export function rowToMessageView(row: StoredMessageRow, links: MediaLinks): MessageView {
  return {
    id: Number(row.id),
    session_id: row.session_id,
    seq: row.seq,
    client_id: row.client_id,
    sender_id: row.sender_id,
    kind: row.kind,
    text: row.text,
    created_at: seconds(new Date(row.created_at)),
    is_flagged: row.is_flagged,
    media: row.media ? links.view(row.session_id, Number(row.id), row.media) : null,
    reactions: [],
    bookmarked_at: null,
  };
}
