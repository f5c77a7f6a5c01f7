import { randomBytes, randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { AiBudget } from '../../platform/ai/ai-budget.js';
import { AiStatusService } from '../../platform/ai/ai-status.service.js';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { type AiChatMessage, AiProvider, AiUnavailable } from '../../platform/ai/ai-provider.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { RateLimits } from '../../platform/rate-limit/rate-limits.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { User } from '../users/entities/user.entity.js';
import type { LiveSession } from './entities/live-session.entity.js';
import { MediaLinks } from './media-links.js';
import { rowToMessageView } from './sessions.mapper.js';
import { SessionsRepository } from './sessions.repository.js';

const AI_TUTOR_USERNAME = 'lantern.ai-tutor';
/** The spec's user_type_id for the AI. */
const AI_USER_TYPE = 3;
/** How much of the conversation the model reads back. */
const HISTORY_MESSAGES = 20;
/** A streamed answer reaches the student at most this often, not once per token. */
const STREAM_EVERY_MS = 80;

const SYSTEM_PROMPT = [
  "You are Lantern's AI tutor. The student is a school pupil, 5 to 18 years old.",
  'Help them understand: ask what they tried, explain one step at a time, check understanding,',
  'and let them do the work; do not just hand over finished answers or essays.',
  'Be warm, brief and clear; answer in the language the student writes in.',
  'If the student seems upset or unsafe, encourage them to talk to a trusted adult right away.',
].join(' ');

/**
 * The AI tutor: the tutor of sessions whose chat type is 'ai'. It answers the question when the
 * session opens and each message the student sends, streaming the answer as it is written, then
 * storing it as an ordinary message. One answer at a time per session, in order. When the provider
 * is missing or fails, the student is told at once and offered a live tutor.
 */
@Injectable()
export class AiTutor {
  private readonly logger = new Logger('AiTutor');
  private userId: number | null = null;
  private readonly queues = new Map<number, Promise<void>>();

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AiProvider) private readonly ai: AiProvider,
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
    @Inject(MediaLinks) private readonly links: MediaLinks,
    @Inject(AiBudget) private readonly budget: AiBudget,
    @Inject(AiStatusService) private readonly status: AiStatusService,
    @Inject(RateLimits) private readonly limits: RateLimits,
  ) {}

  /**
   * Before an AI session opens (its question is answered at once): there is a provider, the
   * student may ask now (the `ai` rate limit), the school has calls left today and the provider
   * has not been failing.
   */
  async admitSession(studentId: number): Promise<void> {
    const status = await this.status.forUser(studentId);
    if (status.state === 'none')
      throw new AppError(
        503,
        ErrorCode.aiTutorUnavailable,
        'The AI tutor is not available: ask a live tutor',
      );
    await this.limits.take('ai', studentId);
    if (status.reason === 'daily_budget')
      throw new AppError(
        503,
        ErrorCode.aiTutorUnavailable,
        "Your school has used today's AI tutor allowance: ask a live tutor",
        { reason: 'daily_budget' },
      );
    if (status.reason === 'provider_failing')
      throw new AppError(
        503,
        ErrorCode.aiTutorUnavailable,
        'The AI tutor is not answering just now: ask a live tutor',
        { reason: 'provider_failing' },
      );
  }

  /**
   * Before a student's message is stored: one sent to the AI tutor costs an answer, so it takes an
   * `ai` point. `tutorId`: the session's tutor. Whether a point was taken: the statement storing a
   * text refuses a student's text to the AI tutor without one.
   */
  async admitMessage(sender: Pick<AuthContext, 'userId' | 'role'>, tutorId: number | null): Promise<boolean> {
    if (sender.role !== 'student' || tutorId === null || tutorId !== (await this.id())) return false;
    await this.limits.take('ai', sender.userId);
    return true;
  }

  /** The AI tutor's user id: once known, not a reference made for every message. */
  async id(): Promise<number> {
    return this.userId ?? (await this.identity()).id;
  }

  /** The AI's own user (user type 3), made on first use; it cannot sign in. */
  async identity(em: EntityManager = this.em): Promise<User> {
    if (this.userId !== null) return em.getReference(User, this.userId);
    await this.sessions.createAiTutorUser(em, {
      username: AI_TUTOR_USERNAME,
      passwordHash: `!${randomBytes(24).toString('hex')}`,
      userTypeId: AI_USER_TYPE,
    });
    const user = await em.findOneOrFail(User, { username: AI_TUTOR_USERNAME });
    this.userId = user.id;
    return user;
  }

  isAiTutor(userId: number | null | undefined): boolean {
    return userId != null && userId === this.userId;
  }

  /** Queues an answer to the conversation so far; resolves when it is stored (or failed). */
  answer(sessionId: number): Promise<void> {
    const previous = this.queues.get(sessionId) ?? Promise.resolve();
    const next = previous.then(() => this.answerNow(sessionId));
    this.queues.set(sessionId, next);
    void next.finally(() => {
      if (this.queues.get(sessionId) === next) this.queues.delete(sessionId);
    });
    return next;
  }

  private async answerNow(sessionId: number): Promise<void> {
    const tutor = await this.identity();
    const session = await this.sessions.find(sessionId, this.em.fork());
    if (session?.status !== 'matched') return;
    const studentId = session.student.id;
    const streamId = randomUUID();
    let text = '';
    let lastPush = 0;
    try {
      await this.budget.spend(studentId);
      for await (const piece of this.ai.streamChat(await this.conversation(session, tutor.id))) {
        text += piece;
        if (Date.now() - lastPush >= STREAM_EVERY_MS) {
          lastPush = Date.now();
          this.realtime.toUser(studentId, 'classroom.ai-answer.streamed', {
            session_id: session.id,
            stream_id: streamId,
            text,
            at: this.clock.now(),
          });
        }
      }
      if (!text.trim()) throw new AiUnavailable('The AI provider answered nothing');
    } catch (error) {
      if (!(error instanceof AiUnavailable)) throw error;
      this.logger.warn(`session ${session.id}: ${error.message}`);
      this.realtime.toUser(studentId, 'classroom.ai-tutor.failed', {
        session_id: session.id,
        at: this.clock.now(),
      });
      return;
    }
    const { row } = await this.sessions.insertMessage({
      sessionId: session.id,
      senderId: tutor.id,
      clientId: streamId,
      kind: 'text',
      text: text.trim(),
      isFlagged: false,
      at: this.clock.date(),
    });
    // Null when the student ended the session while the answer was being written.
    if (row)
      this.realtime.toSession(
        { sessionId: row.session_id, userIds: [row.student_id, row.tutor_id] },
        'classroom.message.created',
        rowToMessageView(row, this.links),
      );
  }

  private async conversation(
    session: Pick<LiveSession, 'id' | 'question'>,
    tutorId: number,
  ): Promise<AiChatMessage[]> {
    const recent = await this.sessions.recentMessages(session.id, HISTORY_MESSAGES);
    return [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: session.question },
      ...recent
        .filter((message) => message.kind === 'text')
        .map((message): AiChatMessage => ({
          role: message.sender_id === tutorId ? 'assistant' : 'user',
          content: message.text,
        })),
    ];
  }
}
