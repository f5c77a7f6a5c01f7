import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { Pagination } from '@lantern/shared/contracts/envelope';
import {
  type CreateIncident,
  type CreateSessionFeedbackReport,
  type IncidentList,
  type IncidentsQuery,
  type Incident as IncidentView,
  SESSION_REPORTS_PAGE_SIZE,
  type SessionFeedbackReport as ReportView,
  type SessionFeedbackReportList,
  type SessionFeedbackReportsQuery,
  type UpdateIncident,
} from '@lantern/shared/contracts/session-reports';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import { LiveSession } from '../sessions/entities/live-session.entity.js';
import { SessionMessage } from '../sessions/entities/session-message.entity.js';
import { User } from '../users/entities/user.entity.js';
import { Incident } from './entities/incident.entity.js';
import { SessionFeedbackReport } from './entities/session-feedback-report.entity.js';
import { toIncident, toReport, toReportRow } from './session-reports.mapper.js';

const REPORT_POPULATE = ['session.subject', 'session.student', 'tutor', 'author'] as const;

function pagination(total: number, count: number, page: number): Pagination {
  return {
    total,
    count,
    per_page: SESSION_REPORTS_PAGE_SIZE,
    current_page: page,
    total_pages: Math.max(1, Math.ceil(total / SESSION_REPORTS_PAGE_SIZE)),
  };
}

const page = (number: number) => ({
  limit: SESSION_REPORTS_PAGE_SIZE,
  offset: (number - 1) * SESSION_REPORTS_PAGE_SIZE,
});

@Injectable()
export class SessionReportsService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  async reports(query: SessionFeedbackReportsQuery): Promise<SessionFeedbackReportList> {
    const [found, total] = await this.em.findAndCount(
      SessionFeedbackReport,
      query.tutor_id ? { tutor: query.tutor_id } : {},
      { populate: REPORT_POPULATE, orderBy: { createdAt: 'desc', id: 'desc' }, ...page(query.page) },
    );
    return {
      data: found.map(toReportRow),
      meta: { pagination: pagination(total, found.length, query.page) },
    };
  }

  async report(id: number): Promise<ReportView> {
    const report = await this.em.findOne(SessionFeedbackReport, { id }, { populate: REPORT_POPULATE });
    if (!report) throw new AppError(404, ErrorCode.notFound, `No session feedback report ${id}`);
    return toReport(report, await this.em.count(SessionMessage, { session: report.session.id }));
  }

  /** Feedback is on a tutor's work: only a session a tutor took part in and that has ended. */
  async create(auth: AuthContext, input: CreateSessionFeedbackReport): Promise<ReportView> {
    const session = await this.em.findOne(LiveSession, { id: input.session_id }, { populate: ['tutor'] });
    if (!session) throw new AppError(404, ErrorCode.notFound, `No session ${input.session_id}`);
    if (!session.tutor || session.status === 'waiting' || session.status === 'matched')
      throw new AppError(
        409,
        ErrorCode.conflict,
        'session_id: only an ended session with a tutor gets feedback',
        {
          issues: [
            {
              field: 'session_id',
              rule: 'ended_with_tutor',
              message: 'session_id: must be an ended session with a tutor',
            },
          ],
        },
      );
    const report = this.em.create(SessionFeedbackReport, {
      session,
      tutor: session.tutor,
      author: this.em.getReference(User, auth.userId),
      rating: input.rating,
      categories: input.categories,
      strengths: input.strengths,
      improvements: input.improvements,
      createdAt: this.clock.date(),
    });
    this.audit.recordFor(auth, 'session-reports.report.created', { sessionId: session.id });
    await this.em.flush();
    return this.report(report.id);
  }

  async incidents(query: IncidentsQuery): Promise<IncidentList> {
    const [found, total] = await this.em.findAndCount(
      Incident,
      query.status ? { status: query.status } : {},
      { populate: ['reportedBy'], orderBy: { createdAt: 'desc', id: 'desc' }, ...page(query.page) },
    );
    return { data: found.map(toIncident), meta: { pagination: pagination(total, found.length, query.page) } };
  }

  async createIncident(auth: AuthContext, input: CreateIncident): Promise<IncidentView> {
    const session =
      input.session_id === null ? null : await this.em.findOne(LiveSession, { id: input.session_id });
    if (input.session_id !== null && !session)
      throw new AppError(404, ErrorCode.notFound, `No session ${input.session_id}`);
    const incident = this.em.create(Incident, {
      session,
      category: input.category,
      severity: input.severity,
      description: input.description,
      reportedBy: this.em.getReference(User, auth.userId),
      createdAt: this.clock.date(),
    });
    this.audit.recordFor(auth, 'session-reports.incident.created', { category: input.category });
    await this.em.flush();
    await this.em.populate(incident, ['reportedBy']);
    return toIncident(incident);
  }

  async updateIncident(auth: AuthContext, id: number, input: UpdateIncident): Promise<IncidentView> {
    const incident = await this.em.findOne(Incident, { id }, { populate: ['reportedBy'] });
    if (!incident) throw new AppError(404, ErrorCode.notFound, `No incident ${id}`);
    if (incident.status !== input.status) {
      incident.status = input.status;
      incident.resolvedAt = input.status === 'resolved' ? this.clock.date() : null;
      this.audit.recordFor(auth, `session-reports.incident.${input.status}`, { id });
      await this.em.flush();
    }
    return toIncident(incident);
  }
}
