import type { SessionPerson, SessionView } from '@lantern/shared/contracts/sessions';
import type { ServiceSummary } from '@lantern/shared/contracts/service';
import type { ServiceCoverage } from '@lantern/shared/contracts/service-coverage';
import type { LiveTutor, ServiceTutors } from '@lantern/shared/contracts/service-tutors';
import { sessionView } from '@lantern/shared/state/test-support';

// What the console's stores are sent, built for their tests: live sessions and their pages, and
// the managers' live service views. Each builder fills in what a test does not look at; times are
// about the tests' usual now, 1_800_000_000.

const NOW = 1_800_000_000;

/** One of a session's people: a student (user type 1) unless said otherwise. */
export function sessionPerson(
  id: number,
  first_name: string,
  last_name: string,
  user_type_id = 1,
): SessionPerson {
  return { id, first_name, last_name, user_type_id };
}

/** A live session between the student Ava Martinez (21) and the tutor Tess Tutor (7), matched at now. */
export function liveSession(id: number, overrides: Partial<SessionView> = {}): SessionView {
  return sessionView({
    id,
    student: sessionPerson(21, 'Ava', 'Martinez'),
    tutor: sessionPerson(7, 'Tess', 'Tutor', 2),
    requested_at: NOW - 60,
    matched_at: NOW,
    ...overrides,
  });
}

/** A page of a session list, ten to a page. */
export function sessionPage(data: SessionView[], current_page = 1, total_pages = 1) {
  return {
    data,
    meta: { pagination: { total: data.length, count: data.length, per_page: 10, current_page, total_pages } },
  };
}

/** The service summary at `at`, with `queued` new essays and nothing else going on. */
export function serviceSummary(at: number, queued: number): ServiceSummary {
  return {
    current_late_essays: 0,
    critical_essays: 0,
    at_risk_essays: 0,
    queued_essays: queued,
    new_essays: queued,
    in_progress_essays: 0,
    reviewed_essays: 0,
    reviewed_late_essays: 0,
    missed_students: 0,
    missed_session_ids: [],
    ongoing_sessions: 0,
    total_sessions: 0,
    latest_essay_review_eta: null,
    thresholds: { turnaround_hours: 24, critical_seconds_left: 7200, at_risk_seconds_left: 21600 },
    since: at - 86_400,
    at,
  };
}

/** A tutor working a live-help shift, with one session's load of three. */
export function liveTutor(userId: number, name: string): LiveTutor {
  return {
    user_id: userId,
    name,
    shift_id: userId * 10,
    state_id: 3,
    state: 'working',
    punch_in: 1_800_000_000,
    shift_end: 1_800_007_200,
    segment: null,
    load: { user_id: userId, total_sessions_load: 1, max_sessions: 3, subject_scores: [] },
    sessions: [],
    away: null,
  };
}

/** The service's people at `at`: these live tutors (ids from 1), and no one else. */
export function serviceTutors(at: number, liveNames: string[]): ServiceTutors {
  return {
    live: liveNames.map((name, index) => liveTutor(index + 1, name)),
    upcoming: [],
    essay: [],
    managers: [],
    at,
  };
}

/** The coverage at `at`: a late tutor for each shift id, a waiting student for each session id. */
export function serviceCoverage(
  at: number,
  lateShiftIds: number[],
  waitingSessionIds: number[] = [],
): ServiceCoverage {
  return {
    late_tutors: lateShiftIds.map((shiftId) => ({
      user_id: 7,
      name: 'Sam Patel',
      shift_id: shiftId,
      start_time: at - 600,
      end_time: at + 3600,
      segment_type: 'Tutoring Session',
      locked_out: false,
    })),
    waiting_students: waitingSessionIds.map((sessionId) => ({
      session_id: sessionId,
      student_first_name: 'Ava',
      subject_id: 1,
      subject: 'Math',
      requested_at: at - 400,
    })),
    thresholds: { late_grace_seconds: 300, long_wait_seconds: 300 },
    at,
  };
}
