import type {
  Incident as IncidentView,
  SessionFeedbackReport as ReportView,
  SessionFeedbackReportRow,
} from '@lantern/shared/contracts/session-reports';
import type { User } from '../users/entities/user.entity.js';
import type { Incident } from './entities/incident.entity.js';
import type { SessionFeedbackReport } from './entities/session-feedback-report.entity.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const person = (user: User) => ({ id: user.id, first_name: user.firstName, last_name: user.lastName });

/** Needs the report's session (with its subject and student), tutor and author loaded. */
export function toReportRow(report: SessionFeedbackReport): SessionFeedbackReportRow {
  const session = report.session;
  return {
    id: report.id,
    session_id: session.id,
    tutor: person(report.tutor),
    author: person(report.author),
    subject_name: session.subject.name,
    rating: report.rating,
    session_at: seconds(session.matchedAt ?? session.requestedAt),
    created_at: seconds(report.createdAt),
  };
}

export function toReport(report: SessionFeedbackReport, messages: number): ReportView {
  const session = report.session;
  return {
    ...toReportRow(report),
    categories: report.categories,
    strengths: report.strengths,
    improvements: report.improvements,
    session: {
      question: session.question,
      student_first_name: session.student.firstName,
      messages,
      duration:
        session.endedAt && session.matchedAt ? seconds(session.endedAt) - seconds(session.matchedAt) : null,
    },
  };
}

export function toIncident(incident: Incident): IncidentView {
  return {
    id: incident.id,
    session_id: incident.session?.id ?? null,
    category: incident.category,
    severity: incident.severity,
    description: incident.description,
    status: incident.status,
    reported_by: person(incident.reportedBy),
    created_at: seconds(incident.createdAt),
    resolved_at: incident.resolvedAt ? seconds(incident.resolvedAt) : null,
  };
}
