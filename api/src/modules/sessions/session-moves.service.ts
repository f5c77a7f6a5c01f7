import { ErrorCode } from '@lantern/shared/contracts/errors';
import type {
  CreateHandoff,
  HandoffTutor,
  SessionFeedback,
  SessionView,
  TransferSession,
} from '@lantern/shared/contracts/sessions';
import { handoffError } from '@lantern/shared/domain/live-help/handoff';
import {
  TRANSFER_ERROR_TEXTS,
  transferReasonError,
  transferSubjectError,
} from '@lantern/shared/domain/live-help/transfer-request';
import { DEFAULT_MAX_CONCURRENT_SESSIONS, qualifies } from '@lantern/shared/domain/live-help/tutor-routing';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError, ValidationFailed } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { Subject } from '../catalog/entities/subject.entity.js';
import { User } from '../users/entities/user.entity.js';
import { LiveSession } from './entities/live-session.entity.js';
import { SessionHandoff } from './entities/session-handoff.entity.js';
import { SessionAnnouncer } from './session-announcer.js';
import { SessionMatcher } from './session-matcher.js';
import { SessionsRepository } from './sessions.repository.js';

const POPULATE = ['student', 'tutor', 'subject', 'topic'] as const;

const invalid = (field: string, rule: string, message: string) =>
  new ValidationFailed([{ field, rule, message: `${field}: ${message}` }]);

/**
 * Moving a session between people: a tutor hands it to a colleague, a student asks for a new
 * tutor (the session is closed as transferred and a new one waits in the new subject's queue),
 * and the student's feedback once it ended. Each holds the session's row while it changes it.
 */
@Injectable()
export class SessionMoves {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
    @Inject(SessionMatcher) private readonly matcher: SessionMatcher,
    @Inject(SessionAnnouncer) private readonly announcer: SessionAnnouncer,
    @Inject(AccessService) private readonly access: AccessService,
  ) {}

  /** Colleagues at work now who teach the subject, speak the language and have a free seat. */
  async handoffTutors(auth: AuthContext, sessionId: number): Promise<HandoffTutor[]> {
    await this.access.requireAccess(auth, 'session.handoff', sessionId);
    const session = (await this.sessions.find(sessionId))!;
    const candidates = (
      await this.sessions.routingCandidates(this.em, this.clock.date(), DEFAULT_MAX_CONCURRENT_SESSIONS)
    ).filter((candidate) =>
      qualifies(candidate, {
        subject_id: session.subject.id,
        language_id: session.languageId,
        excluded_tutor_ids: [auth.userId],
      }),
    );
    const users = await this.em.find(User, { id: { $in: candidates.map((candidate) => candidate.user_id) } });
    const byId = new Map(users.map((user) => [user.id, user]));
    return candidates
      .map((candidate) => {
        const user = byId.get(candidate.user_id)!;
        return {
          id: user.id,
          first_name: user.firstName,
          last_name: user.lastName,
          open_sessions: candidate.open_sessions,
        };
      })
      .sort((a, b) => a.open_sessions - b.open_sessions || a.first_name.localeCompare(b.first_name));
  }

  async handoff(auth: AuthContext, body: CreateHandoff): Promise<SessionView> {
    const otherText = body.other_text ?? '';
    const error = handoffError({
      reason: body.reason,
      other_text: otherText,
      incoming_tutor_id: body.incoming_tutor_id,
      outgoing_tutor_id: auth.userId,
    });
    if (error === 'other_text_required') throw invalid('other_text', 'required', 'say why, in a few words');
    if (error === 'same_tutor')
      throw invalid('incoming_tutor_id', 'different', 'choose a colleague, not yourself');
    if (error) throw invalid('reason', 'required', 'choose a reason');

    await this.access.requireAccess(auth, 'session.handoff', body.session_id);
    // Checked again under the lock: the session may have moved on since.
    const session = await this.em.transactional(async (em) => {
      const locked = await em.findOne(
        LiveSession,
        { id: body.session_id },
        { populate: POPULATE, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!locked || locked.tutor?.id !== auth.userId)
        throw new AppError(404, ErrorCode.notFound, 'No such session');
      if (locked.status !== 'matched')
        throw new AppError(409, ErrorCode.sessionNotOpen, `This session is ${locked.status}`);
      const candidates = await this.sessions.routingCandidates(
        em,
        this.clock.date(),
        DEFAULT_MAX_CONCURRENT_SESSIONS,
      );
      const incoming = candidates.find((candidate) => candidate.user_id === body.incoming_tutor_id);
      const request = { subject_id: locked.subject.id, language_id: locked.languageId };
      // Counted under the colleague's seat lock, as the matcher does, so no one goes past their limit.
      const seatsTaken = incoming ? await this.sessions.lockTutorSeats(em, incoming.user_id) : 0;
      if (!incoming || !qualifies({ ...incoming, open_sessions: seatsTaken }, request))
        throw new AppError(
          409,
          ErrorCode.conflict,
          'That colleague cannot take this student now: choose another from the list',
        );
      locked.tutor = em.getReference(User, incoming.user_id);
      em.create(SessionHandoff, {
        session: locked,
        outgoingTutorId: auth.userId,
        incomingTutorId: incoming.user_id,
        reason: body.reason,
        otherText: otherText,
        createdAt: this.clock.date(),
      });
      await em.flush();
      await em.populate(locked, ['tutor']);
      return locked;
    });
    await this.announcer.announce(session, 'handed_off', [auth.userId]);
    void this.matcher.trigger();
    return this.announcer.viewFor(session, auth.userId);
  }

  /** The student leaves their tutor for the queue of a subject (the same or another). */
  async transfer(
    auth: AuthContext,
    sessionId: number,
    body: TransferSession,
  ): Promise<{ previous: SessionView; next: SessionView }> {
    const otherText = body.other_text ?? '';
    const reasonError = transferReasonError({ reason_id: body.reason_id, other_text: otherText });
    if (reasonError === 'other_text_required')
      throw invalid('other_text', 'required', TRANSFER_ERROR_TEXTS.other_text_required);
    if (reasonError) throw invalid('reason_id', 'required', TRANSFER_ERROR_TEXTS.reason_required);
    if (transferSubjectError(body.subject_id))
      throw invalid('subject_id', 'required', TRANSFER_ERROR_TEXTS.subject_required);
    const subject = await this.em.findOne(Subject, { id: body.subject_id });
    if (!subject) throw invalid('subject_id', 'exists', 'no such subject');

    await this.access.requireAccess(auth, 'session.transfer', sessionId);
    // Checked again under the lock: the session may have moved on since.
    const { previous, next, tutorId } = await this.em.transactional(async (em) => {
      const locked = await em.findOne(
        LiveSession,
        { id: sessionId },
        { populate: POPULATE, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!locked || locked.student.id !== auth.userId)
        throw new AppError(404, ErrorCode.notFound, 'No such session');
      if (locked.status !== 'matched')
        throw new AppError(409, ErrorCode.sessionNotOpen, `This session is ${locked.status}`);
      const now = this.clock.date();
      locked.status = 'transferred';
      locked.endedAt = now;
      locked.endedBy = auth.userId;
      locked.transferReasonId = body.reason_id;
      locked.transferText = otherText || null;
      const leftTutor = locked.tutor?.id;
      const created = em.create(LiveSession, {
        student: locked.student,
        chatType: 'tutor',
        subject,
        topic: null,
        question: locked.question,
        languageId: locked.languageId,
        requestedAt: now,
        transferredFrom: locked.id,
        excludedTutorIds: [...(locked.excludedTutorIds ?? []), ...(leftTutor ? [leftTutor] : [])],
      });
      await em.flush();
      return { previous: locked, next: created, tutorId: leftTutor };
    });
    await this.announcer.announce(previous, 'transferred', tutorId ? [tutorId] : []);
    await this.announcer.announce(next, 'requested');
    await this.matcher.trigger();
    const fresh = await this.sessions.find(next.id, this.em.fork());
    return {
      previous: await this.announcer.viewFor(previous, auth.userId),
      next: await this.announcer.viewFor(fresh ?? next, auth.userId),
    };
  }

  async feedback(auth: AuthContext, sessionId: number, body: SessionFeedback): Promise<SessionView> {
    await this.access.requireAccess(auth, 'session.feedback', sessionId);
    const session = (await this.sessions.find(sessionId))!;
    if (session.status !== 'ended' && session.status !== 'transferred')
      throw new AppError(409, ErrorCode.sessionNotOpen, 'Feedback comes once the session has ended');
    session.feedbackReason = body.reason;
    session.feedbackLearned = body.learned;
    await this.em.flush();
    return this.announcer.viewFor(session, auth.userId);
  }
}
