import { ErrorCode } from '@lantern/shared/contracts/errors';
import type {
  BookmarkList,
  BookmarksQuery,
  MessageList,
  SessionMessage as MessageView,
} from '@lantern/shared/contracts/sessions';
import { BOOKMARKS_PAGE_SIZE } from '@lantern/shared/domain/live-help/session-history';
import type { CommandPayload } from '@lantern/shared/realtime/commands';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { LiveSession } from './entities/live-session.entity.js';
import { MessageBookmark } from './entities/message-bookmark.entity.js';
import { MessageReaction } from './entities/message-reaction.entity.js';
import { SessionMessage } from './entities/session-message.entity.js';
import { MediaLinks } from './media-links.js';
import { SessionHistoryRepository } from './session-history.repository.js';
import { type MessageExtras, toMessageView } from './sessions.mapper.js';
import { SessionsService } from './sessions.service.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Reading a chat's messages with what people added to them: reactions (seen by both people, live)
 * and bookmarks (each person's own).
 */
@Injectable()
export class MessageExtrasService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(SessionsService) private readonly lifecycle: SessionsService,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
    @Inject(MediaLinks) private readonly links: MediaLinks,
    @Inject(SessionHistoryRepository) private readonly history: SessionHistoryRepository,
  ) {}

  /** A session's messages after a seq, with their reactions and the viewer's bookmarks. */
  async messages(auth: AuthContext, sessionId: number, afterSeq: number): Promise<MessageList> {
    const session = await this.lifecycle.requireParticipant(auth, sessionId, 'session.read');
    const found = await this.history.messagesAfter(session.id, afterSeq);
    const extras = await this.extrasFor(
      found.map((message) => Number(message.id)),
      auth.userId,
    );
    const data = found.map((message) => toMessageView(message, this.links, extras.get(Number(message.id))));
    return { data, last_seq: Math.max(session.lastSeq, data.at(-1)?.seq ?? 0) };
  }

  /** Each message's reactions and the viewer's bookmarks, for a list of messages. */
  async extrasFor(messageIds: readonly number[], viewerId: number): Promise<Map<number, MessageExtras>> {
    const extras = new Map<number, MessageExtras>(
      messageIds.map((messageId) => [messageId, { reactions: [], bookmarkedAt: null }]),
    );
    if (messageIds.length === 0) return extras;
    const [reactions, bookmarks] = await Promise.all([
      this.em.find(
        MessageReaction,
        { messageId: { $in: [...messageIds] } },
        { orderBy: { createdAt: 'asc' } },
      ),
      this.em.find(MessageBookmark, { messageId: { $in: [...messageIds] }, userId: viewerId }),
    ]);
    for (const reaction of reactions) {
      const held = extras.get(reaction.messageId)!;
      const same = held.reactions.find((entry) => entry.emoji === reaction.emoji);
      if (same) same.user_ids.push(reaction.userId);
      else held.reactions.push({ emoji: reaction.emoji, user_ids: [reaction.userId] });
    }
    for (const bookmark of bookmarks)
      extras.get(bookmark.messageId)!.bookmarkedAt = seconds(bookmark.createdAt);
    return extras;
  }

  async react(
    auth: AuthContext,
    payload: CommandPayload<'classroom.reaction.set'>,
  ): Promise<MessageView['reactions']> {
    const session = await this.lifecycle.requireParticipant(
      auth,
      payload.session_id,
      'session.message.react',
    );
    await this.requireMessage(session.id, payload.message_id);
    const key = { messageId: payload.message_id, userId: auth.userId, emoji: payload.emoji };
    if (payload.on)
      await this.em.upsert(
        MessageReaction,
        { ...key, createdAt: this.clock.date() },
        { onConflictAction: 'ignore' },
      );
    else await this.em.nativeDelete(MessageReaction, key);
    const reactions = (await this.extrasFor([payload.message_id], auth.userId)).get(
      payload.message_id,
    )!.reactions;
    const people = [session.student.id, ...(session.tutor ? [session.tutor.id] : [])];
    this.realtime.toSession({ sessionId: session.id, userIds: people }, 'classroom.reaction.updated', {
      session_id: session.id,
      message_id: payload.message_id,
      reactions,
      at: this.clock.now(),
    });
    return reactions;
  }

  async bookmark(auth: AuthContext, sessionId: number, messageId: number, on: boolean): Promise<MessageView> {
    const session = await this.lifecycle.requireParticipant(auth, sessionId, 'session.message.react');
    const message = await this.requireMessage(session.id, messageId);
    const key = { messageId, userId: auth.userId };
    if (on)
      await this.em.upsert(
        MessageBookmark,
        { ...key, sessionId: session.id, createdAt: this.clock.date() },
        { onConflictAction: 'ignore' },
      );
    else await this.em.nativeDelete(MessageBookmark, key);
    const extras = (await this.extrasFor([messageId], auth.userId)).get(messageId);
    return toMessageView(message, this.links, extras);
  }

  /**
   * The viewer's bookmarks, newest first, 10 a page, each with its message and session; with a
   * student, only those from that student's sessions.
   */
  async bookmarks(auth: AuthContext, { page, student_id }: BookmarksQuery): Promise<BookmarkList> {
    const [found, total] = await this.em.findAndCount(
      MessageBookmark,
      {
        userId: auth.userId,
        ...(student_id === undefined ? {} : { sessionId: { $in: await this.sessionIdsOf(student_id) } }),
      },
      {
        orderBy: { createdAt: 'desc' },
        limit: BOOKMARKS_PAGE_SIZE,
        offset: (page - 1) * BOOKMARKS_PAGE_SIZE,
      },
    );
    const messages = await this.em.find(
      SessionMessage,
      { id: { $in: found.map((bookmark) => bookmark.messageId) } },
      { populate: ['session', 'session.subject'] },
    );
    const byId = new Map(messages.map((message) => [Number(message.id), message]));
    const extras = await this.extrasFor(
      found.map((bookmark) => bookmark.messageId),
      auth.userId,
    );
    const data = found.flatMap((bookmark) => {
      const message = byId.get(bookmark.messageId);
      if (!message) return [];
      const session = message.session;
      return [
        {
          message: toMessageView(message, this.links, extras.get(bookmark.messageId)),
          session: {
            id: session.id,
            subject: { id: session.subject.id, name: session.subject.name },
            started_at: seconds(session.requestedAt),
          },
        },
      ];
    });
    return {
      data,
      meta: {
        pagination: {
          total,
          count: data.length,
          per_page: BOOKMARKS_PAGE_SIZE,
          current_page: page,
          total_pages: Math.max(1, Math.ceil(total / BOOKMARKS_PAGE_SIZE)),
        },
      },
    };
  }

  /** A student's sessions; the viewer's own bookmarks are then read among them. */
  private async sessionIdsOf(studentId: number): Promise<number[]> {
    const sessions = await this.em.find(LiveSession, { student: studentId }, { fields: ['id'] });
    return sessions.map((session) => session.id);
  }

  private async requireMessage(sessionId: number, messageId: number): Promise<SessionMessage> {
    const message = await this.em.findOne(SessionMessage, { id: messageId, session: sessionId });
    if (!message) throw new AppError(404, ErrorCode.notFound, 'No such message');
    return message;
  }
}
