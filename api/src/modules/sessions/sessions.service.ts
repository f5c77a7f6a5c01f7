import { ErrorCode } from '@lantern/shared/contracts/errors';
import type {
  RequestSession,
  SessionList,
  SessionView,
  SubjectAvailability,
} from '@lantern/shared/contracts/sessions';
import type { StudentPastSessionList } from '@lantern/shared/contracts/session-records';
import { liveSessionRefusal, type SessionGateRefusal } from '@lantern/shared/domain/live-help/session-gate';
import { subjectAvailability } from '@lantern/shared/domain/live-help/subject-availability';
import { endRefusal } from '@lantern/shared/domain/live-help/session-end';
import { PAST_SESSIONS_PAGE_SIZE } from '@lantern/shared/domain/live-help/session-history';
import { LANGUAGES } from '@lantern/shared/domain/languages/languages';
import type { Permission } from '@lantern/shared/domain/access/permissions';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { paginationOf } from '../../platform/http/pagination.js';
import { AccessService } from '../access/access.service.js';
import { AssessmentsService } from '../assessments/assessments.service.js';
import { Subject } from '../catalog/entities/subject.entity.js';
import { Topic } from '../catalog/entities/topic.entity.js';
import { FeatureFlagsService } from '../feature-flags/feature-flags.service.js';
import { User } from '../users/entities/user.entity.js';
import { LiveSession } from './entities/live-session.entity.js';
import { AiTutor } from './ai-tutor.js';
import { SessionAnnouncer } from './session-announcer.js';
import { SessionHistoryRepository } from './session-history.repository.js';
import { SessionMatcher } from './session-matcher.js';
import { toStudentPastSession } from './sessions.mapper.js';
import { SessionsRepository } from './sessions.repository.js';

const GATE_ERRORS: Record<SessionGateRefusal, [number, AppError['code'], string]> = {
  live_help_disabled: [403, ErrorCode.liveHelpDisabled, 'Live help is not part of your school’s plan'],
  district_blocked: [403, ErrorCode.districtBlocked, 'Live sessions are not available in your district'],
  outside_operating_hours: [
    403,
    ErrorCode.outsideOperatingHours,
    'Live help is closed now: it opens during your school’s hours',
  ],
  already_in_session: [409, ErrorCode.alreadyInSession, 'You already have a session open'],
};

const languageIdOf = (locale: string) =>
  LANGUAGES.find((language) => language.abbreviation === locale)?.id ?? LANGUAGES[0]!.id;

/**
 * The live-help session lifecycle: a student asks, the matcher gives the session to a tutor,
 * either person ends it. Both people hear every change on their own sockets at once.
 */
@Injectable()
export class SessionsService implements OnModuleInit {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
    @Inject(SessionHistoryRepository) private readonly history: SessionHistoryRepository,
    @Inject(SessionMatcher) private readonly matcher: SessionMatcher,
    @Inject(FeatureFlagsService) private readonly flags: FeatureFlagsService,
    @Inject(SessionAnnouncer) private readonly announcer: SessionAnnouncer,
    @Inject(AiTutor) private readonly aiTutor: AiTutor,
    @Inject(AssessmentsService) private readonly assessments: AssessmentsService,
    @Inject(AccessService) private readonly access: AccessService,
  ) {}

  onModuleInit() {
    this.matcher.onMatched((matched) => {
      for (const session of matched) void this.announcer.announce(session, 'matched');
      void this.announcer.announceQueues(new Set(matched.map((session) => session.subject.id)));
    });
  }

  async request(auth: AuthContext, body: RequestSession): Promise<SessionView> {
    const student = await this.em.findOneOrFail(User, { id: auth.userId }, { populate: ['school'] });
    const school = student.school;
    if (!school) throw new AppError(403, ErrorCode.liveHelpDisabled, 'Live help needs a school');
    const subject = await this.em.findOne(Subject, { id: body.subject_id });
    if (!subject) throw new AppError(400, ErrorCode.validationFailed, 'subject_id: no such subject');
    const topic = body.topic_id ? await this.em.findOne(Topic, { id: body.topic_id }) : null;
    if (body.topic_id && topic?.subject.id !== subject.id)
      throw new AppError(400, ErrorCode.validationFailed, 'topic_id: not a topic of the subject');

    const created = await this.em.transactional(async (em) => {
      // One open session per student, also against two tabs asking at once.
      await this.sessions.lockStudentRequests(em, auth.userId);
      const refusal = liveSessionRefusal(
        {
          school: {
            id: school.id,
            district_id: school.district?.id ?? 0,
            features_live_help: school.featuresLiveHelp,
            operating_hours_start: school.operatingHoursStart,
            operating_hours_end: school.operatingHoursEnd,
            timezone: school.timezone,
          },
          userTimezone: student.timezone,
          blockDistrictFlag: await this.flags.isOn('core-245-block-start-live-session'),
          hasOpenSession: (await this.sessions.openSessionOf(auth.userId, em)) !== null,
        },
        this.clock.now(),
      );
      if (refusal) throw new AppError(...GATE_ERRORS[refusal]);
      const ai = body.chat_type === 'ai';
      if (ai) await this.aiTutor.admitSession(auth.userId);
      const now = this.clock.date();
      // The AI tutor takes its session at once; a live tutor's waits for the matcher.
      const session = em.create(LiveSession, {
        student,
        chatType: body.chat_type,
        subject,
        topic,
        question: body.question.trim(),
        languageId: languageIdOf(student.preferredLanguage),
        requestedAt: now,
        ...(ai ? { status: 'matched' as const, tutor: await this.aiTutor.identity(em), matchedAt: now } : {}),
      });
      await em.flush();
      return session;
    });
    if (created.chatType === 'ai') {
      await this.announcer.announce(created, 'matched');
      void this.aiTutor.answer(created.id);
    } else {
      await this.announcer.announce(created, 'requested');
      await this.matcher.trigger();
    }
    return this.view(auth, created.id);
  }

  /**
   * For the start screen: whether a tutor is on shift for the subject (the student then queues,
   * even while that tutor is on a break or at their limit), or when the next one is due.
   */
  async subjectAvailability(subjectId: number): Promise<SubjectAvailability> {
    const now = this.clock.date();
    const segments = await this.sessions.liveHelpSegments(subjectId, now);
    return { subject_id: subjectId, ...subjectAvailability(segments, Math.floor(now.getTime() / 1000)) };
  }

  async list(auth: AuthContext, scope: 'open' | 'history', page: number): Promise<SessionList> {
    const [found, total] = await this.history.listFor(auth.userId, scope, page, PAST_SESSIONS_PAGE_SIZE);
    const data = await Promise.all(found.map((session) => this.announcer.viewFor(session, auth.userId)));
    return {
      data,
      meta: {
        pagination: {
          total,
          count: data.length,
          per_page: PAST_SESSIONS_PAGE_SIZE,
          current_page: page,
          total_pages: Math.max(1, Math.ceil(total / PAST_SESSIONS_PAGE_SIZE)),
        },
      },
    };
  }

  /** The classroom side panel's Sessions tab: the student's past sessions, whoever their tutor was. */
  async ofStudent(auth: AuthContext, studentId: number, page: number): Promise<StudentPastSessionList> {
    await this.access.requireAccess(auth, 'student.record.read', studentId);
    const [found, total] = await this.history.pastOfStudent(studentId, page, PAST_SESSIONS_PAGE_SIZE);
    const handedOn = await this.history.handedOnWith(
      auth.userId,
      found.map((session) => session.id),
    );
    const data = found.map((session) =>
      toStudentPastSession(session, session.tutor?.id === auth.userId || handedOn.has(session.id)),
    );
    return { data, meta: { pagination: paginationOf(total, data.length, PAST_SESSIONS_PAGE_SIZE, page) } };
  }

  async view(auth: AuthContext, sessionId: number): Promise<SessionView> {
    const session = await this.requireParticipant(auth, sessionId, 'session.read');
    return this.announcer.viewFor(session, auth.userId);
  }

  async end(auth: AuthContext, sessionId: number): Promise<SessionView> {
    await this.access.requireAccess(auth, 'session.end', sessionId);
    const ended = await this.em.transactional(async (em) => {
      const session = await em.findOneOrFail(
        LiveSession,
        { id: sessionId },
        { populate: ['student', 'tutor', 'subject', 'topic'], lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const refusal = endRefusal({ status: session.status, ended_by: session.endedBy ?? null }, auth.userId);
      if (refusal === 'already_ended_by_other')
        throw new AppError(409, ErrorCode.sessionEndedByOther, 'The other person already ended this session');
      if (refusal === 'already_transferred')
        throw new AppError(409, ErrorCode.sessionTransferred, 'This session was transferred to a new tutor');
      if (session.status === 'ended') return { session, changed: false };
      session.status = 'ended';
      session.endedAt = this.clock.date();
      session.endedBy = auth.userId;
      this.assessments.beginWithEnd(em, session);
      await em.flush();
      return { session, changed: true };
    });
    if (ended.changed) {
      await this.announcer.announce(ended.session, 'ended');
      // A seat is free again: someone waiting may now be matched with this tutor.
      void this.matcher.trigger();
    }
    return this.announcer.viewFor(ended.session, auth.userId);
  }

  /** The session, once access allows `permission` on it: for the classroom's calls and commands. */
  async requireParticipant(
    auth: AuthContext,
    sessionId: number,
    permission: Permission,
  ): Promise<LiveSession> {
    await this.access.requireAccess(auth, permission, sessionId);
    return (await this.sessions.find(sessionId))!;
  }
}
