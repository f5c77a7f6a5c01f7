import { SELF_HARM_TAG } from '@lantern/shared/contracts/action-items';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { ModerationBlockDetails, TextVerdict } from '@lantern/shared/contracts/moderation';
import type { StoredFile } from '@lantern/shared/contracts/files';
import { messageSenderRoleId } from '@lantern/shared/domain/action-items/message-sender-role';
import { EntityManager } from '@mikro-orm/postgresql';
import type { MessageMediaQuery, SessionMessage as MessageView } from '@lantern/shared/contracts/sessions';
import type { CommandPayload } from '@lantern/shared/realtime/commands';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { ActionItemsService } from '../action-items/action-items.service.js';
import { FilesService } from '../files/files.service.js';
import { ModerationService } from '../moderation/moderation.service.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { User } from '../users/entities/user.entity.js';
import { AiTutor } from './ai-tutor.js';
import { SessionMessage } from './entities/session-message.entity.js';
import { MediaLinks } from './media-links.js';
import { rowToMessageView } from './sessions.mapper.js';
import { type InsertedMessageRow, SessionsRepository, type StoredMessageRow } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { LastSeenTutors } from './last-seen-tutors.js';
import {
  type TextMessageInput,
  TextMessageBatches,
  type TextMessageOutcome,
} from './text-message-batches.js';

/**
 * Messages in a session. Storing one is a single statement that also draws its seq (texts share
 * theirs with the texts sent meanwhile: TextMessageBatches); what the sender gets back (and both
 * people receive) is the stored row, so a retry after a lost acknowledgement returns the same
 * message instead of a second copy.
 */
@Injectable()
export class ClassroomMessages {
  private readonly texts: TextMessageBatches;
  private readonly tutors = new LastSeenTutors();
  private readonly senderSteps = new Map<number, Promise<void>>();

  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
    @Inject(SessionsService) private readonly lifecycle: SessionsService,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
    @Inject(AiTutor) private readonly aiTutor: AiTutor,
    @Inject(ModerationService) private readonly moderation: ModerationService,
    @Inject(ActionItemsService) private readonly actionItems: ActionItemsService,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(FilesService) private readonly files: FilesService,
    @Inject(MediaLinks) private readonly links: MediaLinks,
    @Inject(AccessService) private readonly access: AccessService,
  ) {
    this.texts = new TextMessageBatches(em);
  }

  /**
   * `socketId`: the socket that sent it, answered through its acknowledgement rather than the
   * event. A text to a session this instance has seen is stored without a read first, in one round
   * trip: the statement storing it applies the access check's rules and the AI tutor's admission
   * (text-messages.query.ts), and a text it refuses is explained by the access check.
   */
  async send(
    auth: AuthContext,
    payload: CommandPayload<'classroom.message.send'>,
    socketId: string,
  ): Promise<MessageView> {
    // The checks may wait on the database, and one message's may finish before an earlier one's:
    // they run one after the other per sender, so the store (which draws each message's seq in the
    // order it is called) is reached in the order the messages came.
    const { text, pending } = await this.inSenderOrder(auth.userId, async () => {
      const tutorId = await this.tutorOf(auth, payload.session_id);
      const aiAdmitted = await this.aiTutor.admitMessage(auth, tutorId);
      // Checked before it is stored: a blocked message never reaches the other person.
      const verdict = await this.moderation.checkText(payload.text);
      if (verdict.action === 'block') {
        const details: ModerationBlockDetails = { categories: verdict.categories };
        throw new AppError(
          422,
          ErrorCode.messageBlocked,
          'This message was not sent: it breaks the rules on safe and respectful chat',
          details,
        );
      }
      const text: TextMessageInput = {
        sessionId: payload.session_id,
        senderId: auth.userId,
        clientId: payload.client_id,
        text: payload.text,
        isFlagged: verdict.action === 'deliver_and_alert',
        at: this.clock.date(),
        aiTutorId: await this.aiTutor.id(),
        aiAdmitted,
      };
      // Handed back unawaited, so the next message's checks need not wait for this one's write.
      return { text, pending: this.texts.store(text) };
    });
    let { row, duplicate } = await pending;
    if (!row) ({ row, duplicate } = await this.storeRefused(auth, text, duplicate));
    if (row) this.tutors.remember(row.session_id, row.tutor_id);
    return this.delivered(auth, payload.session_id, row, duplicate, socketId);
  }

  /**
   * The session's tutor, which decides the AI tutor's admission. The access check reads it for the
   * first text to a session here, and for every text sent while viewing as someone (it writes
   * their changes to the audit trail).
   */
  private async tutorOf(auth: AuthContext, sessionId: number): Promise<number | null> {
    this.access.requireRole(auth, 'session.message.send');
    const seen = this.tutors.get(sessionId);
    if (seen !== undefined && !auth.impersonator) return seen;
    const session = await this.access.requireSession(auth, 'session.message.send', sessionId);
    this.tutors.remember(sessionId, session.tutor_id);
    return session.tutor_id;
  }

  /**
   * A text the statement did not store: the access check throws why (a stranger's 404, a
   * quarantine's 403) before the sender hears anything, even of their own earlier copy. A
   * student's text to the AI tutor the statement found unadmitted (its tutor had changed since
   * this instance saw it) takes its point now and is stored again; else the session is not open,
   * which `delivered` says.
   */
  private async storeRefused(
    auth: AuthContext,
    text: TextMessageInput,
    duplicate: StoredMessageRow | null,
  ): Promise<TextMessageOutcome> {
    const session = await this.access.requireSession(auth, 'session.message.send', text.sessionId);
    this.tutors.remember(text.sessionId, session.tutor_id);
    if (duplicate || text.aiAdmitted || !(await this.aiTutor.admitMessage(auth, session.tutor_id)))
      return { row: null, duplicate };
    return this.texts.store({ ...text, aiAdmitted: true });
  }

  /** Runs `step` after the sender's earlier steps have settled, whether they passed or failed. */
  private inSenderOrder<T>(senderId: number, step: () => Promise<T>): Promise<T> {
    const previous = this.senderSteps.get(senderId) ?? Promise.resolve();
    const next = previous.then(step);
    const settled = next.then(
      () => undefined,
      () => undefined,
    );
    this.senderSteps.set(senderId, settled);
    void settled.then(() => {
      if (this.senderSteps.get(senderId) === settled) this.senderSteps.delete(senderId);
    });
    return next;
  }

  /**
   * An image or file for the chat. The person and the session are checked before the bytes are
   * read; the file is judged by its content and stored, then sent like any message. If the
   * message cannot be stored (a repeat, or the session closed meanwhile) the new file is removed.
   */
  async sendAttachment(
    auth: AuthContext,
    sessionId: number,
    clientId: string,
    file: { bytes: Buffer; name: string; voiceNote: boolean },
  ): Promise<MessageView> {
    const session = await this.lifecycle.requireParticipant(auth, sessionId, 'session.message.send');
    if (session.status !== 'matched')
      throw new AppError(
        409,
        ErrorCode.sessionNotOpen,
        `This session is ${session.status}: messages are closed`,
      );
    const stored = file.voiceNote
      ? await this.files.acceptVoiceNote(file.bytes)
      : await this.files.acceptChatUpload(file.bytes, file.name);
    const verdict = await this.pictureVerdict(stored);
    if (verdict.action === 'block') {
      await this.files.discard(stored);
      const details: ModerationBlockDetails = { categories: verdict.categories };
      throw new AppError(
        422,
        ErrorCode.messageBlocked,
        'This picture was not sent: it breaks the rules on safe and respectful chat',
        details,
      );
    }
    const { row, duplicate } = await this.sessions.insertMessage({
      sessionId,
      senderId: auth.userId,
      clientId,
      kind: 'media',
      text: '',
      isFlagged: verdict.action === 'deliver_and_alert',
      media: stored,
      at: this.clock.date(),
    });
    if (!row) await this.files.discard(stored);
    return this.delivered(auth, sessionId, row, duplicate);
  }

  /** A picture is judged by its thumbnail, which is all a moderation model needs to see. */
  private async pictureVerdict(stored: StoredFile): Promise<TextVerdict> {
    if (stored.media_type !== 'image' || !stored.thumbnail_key) return { action: 'deliver', categories: [] };
    const thumbnail = await this.files.read(stored.thumbnail_key);
    return this.moderation.checkImage({ bytes: thumbnail.bytes, mime: thumbnail.mime });
  }

  /** The bytes of a message's file, when the signed link in the message is good. */
  async media(
    sessionId: number,
    messageId: number,
    query: MessageMediaQuery,
  ): Promise<{ bytes: Buffer; mime: string; fileName: string; inline: boolean }> {
    if (!this.links.verify(messageId, query.variant, query.exp, query.sig))
      throw new AppError(
        403,
        ErrorCode.forbidden,
        'This link has expired or is not valid: open the chat again',
      );
    await this.access.requireMediaAccess(sessionId);
    const message = await this.em.findOne(SessionMessage, { id: messageId, session: sessionId });
    const key = query.variant === 'thumbnail' ? message?.media?.thumbnail_key : message?.media?.key;
    if (!message?.media || !key) throw new AppError(404, ErrorCode.notFound, 'No such file');
    const { bytes, mime } = await this.files.read(key);
    // Images and voice notes play in the chat; other files download.
    const inline = message.media.media_type === 'image' || message.media.voice_note !== undefined;
    return { bytes, mime, fileName: message.media.file_name, inline };
  }

  /** After an insert: the stored message, sent to both people and the observers; or the earlier copy; or why not. */
  private async delivered(
    auth: AuthContext,
    sessionId: number,
    row: InsertedMessageRow | null,
    duplicate: StoredMessageRow | null,
    senderSocketId?: string,
  ): Promise<MessageView> {
    if (row) {
      const message = rowToMessageView(row, this.links);
      this.realtime.toSession(
        {
          sessionId: row.session_id,
          userIds: [row.student_id, row.tutor_id],
          exceptSocketId: senderSocketId,
        },
        'classroom.message.created',
        message,
      );
      if (message.is_flagged) await this.alertManagers(auth, message);
      if (this.aiTutor.isAiTutor(row.tutor_id)) void this.aiTutor.answer(row.session_id);
      return message;
    }
    if (duplicate && duplicate.sender_id === auth.userId) return rowToMessageView(duplicate, this.links);
    // Nothing stored: say why, without telling a stranger that the session exists.
    const session = await this.lifecycle.requireParticipant(auth, sessionId, 'session.message.send');
    if (duplicate) throw new AppError(409, ErrorCode.conflict, 'client_id: already used in this session');
    throw new AppError(
      409,
      ErrorCode.sessionNotOpen,
      `This session is ${session.status}: messages are closed`,
    );
  }

  /** A message suggesting the writer is at risk: the tutor has it, and the managers get an item at once. */
  private async alertManagers(auth: AuthContext, message: MessageView): Promise<void> {
    const sender = await this.em.findOneOrFail(User, { id: auth.userId });
    await this.actionItems.raiseClassroomAlert({
      sessionId: message.session_id,
      message: {
        id: message.id,
        text: message.text,
        sender_user_id: auth.userId,
        sender_first_name: sender.firstName,
        sender_role_id: messageSenderRoleId(auth.role),
        sent_at: message.created_at,
      },
      tags: [SELF_HARM_TAG],
    });
  }

  async setTyping(auth: AuthContext, payload: CommandPayload<'classroom.typing.set'>): Promise<void> {
    const session = await this.lifecycle.requireParticipant(auth, payload.session_id, 'session.message.send');
    const other = session.student.id === auth.userId ? session.tutor?.id : session.student.id;
    if (other === undefined || session.status !== 'matched') return;
    this.realtime.toUser(other, 'classroom.typing.changed', {
      session_id: session.id,
      user_id: auth.userId,
      is_typing: payload.is_typing,
    });
  }

  async markRead(
    auth: AuthContext,
    payload: CommandPayload<'classroom.messages.mark-read'>,
  ): Promise<{ up_to_seq: number }> {
    await this.access.requireAccess(auth, 'session.read', payload.session_id);
    const seq = await this.sessions.markRead(payload.session_id, auth.userId, payload.up_to_seq);
    if (seq === null) throw new AppError(404, ErrorCode.notFound, 'No such session');
    const session = (await this.sessions.find(payload.session_id))!;
    const other = session.student.id === auth.userId ? session.tutor?.id : session.student.id;
    if (other !== undefined)
      this.realtime.toUser(other, 'classroom.read-receipt.updated', {
        session_id: session.id,
        reader_id: auth.userId,
        up_to_seq: seq,
        at: this.clock.now(),
      });
    return { up_to_seq: seq };
  }
}
