import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { SharedSession as SharedSessionView } from '@lantern/shared/contracts/sessions';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { User } from '../users/entities/user.entity.js';
import { LiveSession } from './entities/live-session.entity.js';
import { SharedSession } from './entities/shared-session.entity.js';
import { MediaLinks } from './media-links.js';
import { SessionHistoryRepository } from './session-history.repository.js';
import { toMessageView } from './sessions.mapper.js';
import { SessionsRepository } from './sessions.repository.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Sharing a past session by link (the spec's shared sessions), where the student's school allows
 * it. Whoever opens the link, signed in, reads the session; nobody can write in it. A link opens
 * for SHARED_SESSION_LINK_TTL_DAYS, and only while the school still allows sharing.
 */
@Injectable()
export class SharedSessions {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
    @Inject(SessionHistoryRepository) private readonly history: SessionHistoryRepository,
    @Inject(MediaLinks) private readonly links: MediaLinks,
    @Inject(AccessService) private readonly access: AccessService,
  ) {}

  async share(auth: AuthContext, sessionId: number): Promise<{ key: string; path: string }> {
    await this.access.requireAccess(auth, 'session.share', sessionId);
    const session = await this.em.findOneOrFail(
      LiveSession,
      { id: sessionId },
      { populate: ['student.school'] },
    );
    if (!session.student.school?.featuresSharedSessions)
      throw new AppError(403, ErrorCode.sharingOff, 'Your school does not allow sharing sessions');
    if (session.status !== 'ended' && session.status !== 'transferred')
      throw new AppError(409, ErrorCode.sessionNotOpen, 'A session can be shared once it has ended');
    const key = randomBytes(24).toString('base64url');
    this.em.create(SharedSession, { key, sessionId, sharedBy: auth.userId, createdAt: this.clock.date() });
    await this.em.flush();
    return { key, path: `/shared-session/${key}` };
  }

  /** Held sessions, expired links and schools that stopped sharing are refused by access. */
  async read(key: string): Promise<SharedSessionView> {
    const sessionId = await this.access.requireSharedLink(key);
    const shared = await this.em.findOneOrFail(SharedSession, { key });
    const session = (await this.sessions.find(sessionId))!;
    const sharer = await this.em.findOneOrFail(User, { id: shared.sharedBy });
    const messages = await this.history.messagesAfter(session.id, 0);
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
