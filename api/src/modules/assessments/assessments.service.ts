import type {
  Assessment as AssessmentView,
  IncompleteAssessments,
  Recognition,
  SaveAssessmentStep,
  StudentAssessmentList,
} from '@lantern/shared/contracts/assessments';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { PAGE_SIZES } from '@lantern/shared/domain/constants';
import {
  ASSESSMENT_STEPS,
  FIRST_ASSESSMENT_STEP,
  nextAssessmentStep,
} from '@lantern/shared/domain/live-help/assessment-steps';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError, ValidationFailed } from '../../platform/http/app-error.js';
import { paginationOf } from '../../platform/http/pagination.js';
import { Topic } from '../catalog/entities/topic.entity.js';
import { AccessService } from '../access/access.service.js';
import { LiveSession } from '../sessions/entities/live-session.entity.js';
import { Assessment } from './entities/assessment.entity.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const POPULATE = ['session', 'session.student', 'session.subject'] as const;

function toView(assessment: Assessment): AssessmentView {
  const { session } = assessment;
  return {
    id: assessment.id,
    session_id: session.id,
    step: assessment.step,
    student: {
      id: session.student.id,
      first_name: session.student.firstName,
      last_name: session.student.lastName,
    },
    subject: { id: session.subject.id, name: session.subject.name },
    recognitions: assessment.recognitions,
    student_goal: assessment.studentGoal,
    topic_ids: assessment.topicIds,
    non_academic: assessment.nonAcademic,
    feedback: assessment.feedback,
    shoutout: assessment.shoutout,
    created_at: seconds(assessment.createdAt),
    completed_at: assessment.completedAt ? seconds(assessment.completedAt) : null,
  };
}

/**
 * The tutor's post-session assessment: opened once the session is over, saved a step at a time in
 * the spec's order, submitted at the end. A submitted assessment's recognitions reach the student.
 */
@Injectable()
export class AssessmentsService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AccessService) private readonly access: AccessService,
  ) {}

  /**
   * Begins the assessment of a session ending now with a live tutor, flushed with the ending: the
   * tutor's count of assessments to complete has it from that moment, not from when they open it.
   */
  beginWithEnd(em: EntityManager, session: LiveSession): void {
    if (session.chatType !== 'tutor' || !session.tutor) return;
    const now = this.clock.date();
    em.create(Assessment, {
      session,
      tutorId: session.tutor.id,
      step: FIRST_ASSESSMENT_STEP,
      recognitions: [],
      topicIds: [],
      createdAt: now,
      updatedAt: now,
    });
  }

  /** The session's assessment, begun at its first step the first time the tutor opens it. */
  async forSession(auth: AuthContext, sessionId: number): Promise<AssessmentView> {
    await this.access.requireAccess(auth, 'session.assessment.edit', sessionId);
    const session = await this.em.findOneOrFail(LiveSession, { id: sessionId });
    if (session.status !== 'ended' && session.status !== 'transferred')
      throw new AppError(409, ErrorCode.sessionNotOpen, 'The assessment opens once the session has ended');
    const existing = await this.em.findOne(Assessment, { session: sessionId }, { populate: POPULATE });
    if (existing) return toView(existing);
    const now = this.clock.date();
    try {
      await this.em.fork().insert(Assessment, {
        session: sessionId,
        tutorId: auth.userId,
        step: FIRST_ASSESSMENT_STEP,
        recognitions: [],
        topicIds: [],
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      // Opened twice at once: the other request made it.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
    return toView(
      await this.em.fork().findOneOrFail(Assessment, { session: sessionId }, { populate: POPULATE }),
    );
  }

  async saveStep(auth: AuthContext, assessmentId: number, body: SaveAssessmentStep): Promise<AssessmentView> {
    await this.access.requireAccess(auth, 'assessment.edit', assessmentId);
    const assessment = await this.em.findOneOrFail(Assessment, { id: assessmentId }, { populate: POPULATE });
    if (assessment.completedAt)
      throw new AppError(409, ErrorCode.conflict, 'This assessment was submitted: it can no longer change');
    if (ASSESSMENT_STEPS.indexOf(body.step) > ASSESSMENT_STEPS.indexOf(assessment.step))
      throw new ValidationFailed([
        { field: 'step', rule: 'order', message: `step: answer "${assessment.step}" before "${body.step}"` },
      ]);
    switch (body.step) {
      case 'recognitions':
        assessment.recognitions = [...new Set(body.recognitions)];
        break;
      case 'question':
        assessment.studentGoal = body.student_goal;
        break;
      case 'tag': {
        const topics = await this.em.find(Topic, {
          id: { $in: body.topic_ids },
          subject: assessment.session.subject.id,
        });
        if (topics.length !== new Set(body.topic_ids).size)
          throw new ValidationFailed([
            {
              field: 'topic_ids',
              rule: 'subject',
              message: "topic_ids: choose topics of the session's subject",
            },
          ]);
        assessment.topicIds = [...new Set(body.topic_ids)];
        break;
      }
      case 'nonAcademic':
        assessment.nonAcademic = body.non_academic;
        break;
      case 'feedback':
        assessment.feedback = body.feedback;
        assessment.shoutout = body.shoutout ?? '';
        break;
      case 'submit':
        assessment.completedAt = this.clock.date();
        break;
    }
    const next = nextAssessmentStep(body.step);
    // Going back to an earlier step keeps the tutor's place; answering the current one moves on.
    if (body.step === assessment.step && next) assessment.step = next;
    assessment.updatedAt = this.clock.date();
    await this.em.flush();
    return toView(assessment);
  }

  /** A tutor's assessments not yet submitted, oldest first; the tutor's own or, for managers, anyone's. */
  async incomplete(auth: AuthContext, tutorId: number): Promise<IncompleteAssessments> {
    await this.access.requireAccess(auth, 'tutor.assessments.read', tutorId);
    const found = await this.em.find(
      Assessment,
      { tutorId, completedAt: null },
      { populate: POPULATE, orderBy: { createdAt: 'asc' } },
    );
    return { count: found.length, data: found.map(toView) };
  }

  /**
   * The classroom side panel's Assessments tab: what tutors wrote after the student's sessions,
   * submitted ones only (a draft is its tutor's own until sent), latest first.
   */
  async ofStudent(auth: AuthContext, studentId: number, page: number): Promise<StudentAssessmentList> {
    await this.access.requireAccess(auth, 'student.record.read', studentId);
    const perPage = PAGE_SIZES.assessments;
    const [found, total] = await this.em.findAndCount(
      Assessment,
      { session: { student: studentId }, completedAt: { $ne: null } },
      {
        populate: ['session', 'session.subject', 'session.tutor'],
        orderBy: { completedAt: 'desc', id: 'desc' },
        limit: perPage,
        offset: (page - 1) * perPage,
      },
    );
    const topicIds = [...new Set(found.flatMap((assessment) => assessment.topicIds))];
    const topics = new Map(
      (topicIds.length ? await this.em.find(Topic, { id: { $in: topicIds } }) : []).map((topic) => [
        topic.id,
        topic.name,
      ]),
    );
    const data = found.map((assessment) => {
      const { session } = assessment;
      return {
        id: assessment.id,
        session_id: session.id,
        subject: { id: session.subject.id, name: session.subject.name },
        tutor: session.tutor
          ? { id: session.tutor.id, first_name: session.tutor.firstName, last_name: session.tutor.lastName }
          : null,
        by_you: assessment.tutorId === auth.userId,
        session_ended_at: session.endedAt ? seconds(session.endedAt) : null,
        completed_at: seconds(assessment.completedAt!),
        recognitions: assessment.recognitions,
        student_goal: assessment.studentGoal,
        topics: assessment.topicIds.flatMap((id) => {
          const name = topics.get(id);
          return name === undefined ? [] : [{ id, name }];
        }),
        non_academic: assessment.nonAcademic,
        feedback: assessment.feedback,
        shoutout: assessment.shoutout,
      };
    });
    return { data, meta: { pagination: paginationOf(total, data.length, perPage, page) } };
  }

  /** The recognitions tutors gave the signed-in student, newest first. */
  async recognitions(auth: AuthContext): Promise<Recognition[]> {
    const found = await this.em.find(
      Assessment,
      { session: { student: auth.userId }, completedAt: { $ne: null } },
      { populate: ['session', 'session.subject', 'session.tutor'], orderBy: { completedAt: 'desc' } },
    );
    return found.flatMap((assessment) =>
      assessment.recognitions.map((type) => ({
        type,
        session_id: assessment.session.id,
        subject: assessment.session.subject.name,
        tutor_first_name: assessment.session.tutor?.firstName ?? '',
        shoutout: assessment.shoutout,
        given_at: seconds(assessment.completedAt!),
      })),
    );
  }
}
