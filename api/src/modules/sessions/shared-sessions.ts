import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { SharedSession as SharedSessionView } from '@lantern/shared/contracts/sessions';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { User } from '../users/entities/user.entity.js';
import { LiveSession } from './entities/live-session.entity.js';
import { SharedSession } from './entities/shared-session.entity.js';
import { MediaLinks } from './media-links.js';
import { toMessageView } from './sessions.mapper.js';
import { SessionsRepository } from './sessions.repository.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Sharing a past session by link (the spec's shared sessions), where the student's school allows
 * it. Whoever opens the link, signed in, reads the session; nobody can write in it.
 */
@Injectable()
export class SharedSessions {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
    @Inject(MediaLinks) private readonly links: MediaLinks,
  ) {}

  async share(auth: AuthContext, sessionId: number): Promise<{ key: string; path: string }> {
    const session = await this.em.findOne(LiveSession, { id: sessionId }, { populate: ['student.school'] });
    if (!session || session.student.id !== auth.userId)
      throw new AppError(404, ErrorCode.notFound, 'No such session');
    if (!session.student.school?.featuresSharedSessions)
      throw new AppError(403, ErrorCode.forbidden, 'Your school does not allow sharing sessions');
    if (session.status !== 'ended' && session.status !== 'transferred')
      throw new AppError(409, ErrorCode.sessionNotOpen, 'A session can be shared once it has ended');
    const key = randomBytes(24).toString('base64url');
    this.em.create(SharedSession, { key, sessionId, sharedBy: auth.userId, createdAt: this.clock.date() });
    await this.em.flush();
    return { key, path: `/shared-session/${key}` };
  }

  async read(key: string): Promise<SharedSessionView> {
    const shared = await this.em.findOne(SharedSession, { key });
    const session = shared ? await this.sessions.find(shared.sessionId) : null;
    if (!shared || !session)
      throw new AppError(404, ErrorCode.notFound, 'This link does not lead to a session');
    const sharer = await this.em.findOneOrFail(User, { id: shared.sharedBy });
    const messages = await this.sessions.messagesAfter(session.id, 0);
    return {
      session: {
        id: session.id,
        subject: { id: session.subject.id, name: session.subject.name },
        question: session.question,
        tutor_first_name: session.tutor?.firstName ?? null,
        started_at: seconds(session.requestedAt),
      },
      messages: messages.map((message) => toMessageView(message, this.links)),
      shareDate: seconds(shared.createdAt),
      sharingUser: { firstName: sharer.firstName, lastName: sharer.lastName },
    };
  }
}
