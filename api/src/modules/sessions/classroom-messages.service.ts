import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { SessionMessage as MessageView } from '@lantern/shared/contracts/sessions';
import type { CommandPayload } from '@lantern/shared/realtime/commands';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { AiTutor } from './ai-tutor.js';
import { rowToMessageView } from './sessions.mapper.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

/**
 * Messages in a session. Storing one is a single statement that also draws its seq; what the
 * sender gets back (and both people receive) is the stored row, so a retry after a lost
 * acknowledgement returns the same message instead of a second copy.
 */
@Injectable()
export class ClassroomMessages {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
    @Inject(SessionsService) private readonly lifecycle: SessionsService,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
    @Inject(AiTutor) private readonly aiTutor: AiTutor,
  ) {}

  async send(auth: AuthContext, payload: CommandPayload<'classroom.message.send'>): Promise<MessageView> {
    const { row, duplicate } = await this.sessions.insertMessage({
      sessionId: payload.session_id,
      senderId: auth.userId,
      clientId: payload.client_id,
      kind: 'text',
      text: payload.text,
      isFlagged: false,
      at: this.clock.date(),
    });
    if (row) {
      const message = rowToMessageView(row);
      this.realtime.toUsers([row.student_id, row.tutor_id], 'classroom.message.created', message);
      if (this.aiTutor.isAiTutor(row.tutor_id)) void this.aiTutor.answer(row.session_id);
      return message;
    }
    if (duplicate && duplicate.sender_id === auth.userId) return rowToMessageView(duplicate);
    // Nothing stored: say why, without telling a stranger that the session exists.
    const session = await this.lifecycle.requireParticipant(auth, payload.session_id);
    if (duplicate) throw new AppError(409, ErrorCode.conflict, 'client_id: already used in this session');
    throw new AppError(
      409,
      ErrorCode.sessionNotOpen,
      `This session is ${session.status}: messages are closed`,
    );
  }

  async setTyping(auth: AuthContext, payload: CommandPayload<'classroom.typing.set'>): Promise<void> {
    const session = await this.lifecycle.requireParticipant(auth, payload.session_id);
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
    const seq = await this.sessions.markRead(payload.session_id, auth.userId, payload.up_to_seq);
    if (seq === null) throw new AppError(404, ErrorCode.notFound, 'No such session');
    const session = await this.lifecycle.requireParticipant(auth, payload.session_id);
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
