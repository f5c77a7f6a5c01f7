import { analyticsViewFromSearch } from '@lantern/shared/domain/analytics/student-analytics-view';
import { openLeaderStudents } from '../../stores/leader-students-store.js';
import type { RootStore } from '../../stores/root-store.js';

// Loaded by the loaders of the administrator's and district manager's students pages: their store
// stays off the sign-in page.

/** The student accounts as they were left; a district manager lists the whole district. */
export function enterLeaderStudents(stores: RootStore, role: 'administrator' | 'district-manager'): void {
  openLeaderStudents(stores).openRoster(role === 'district-manager');
}

/** Student analytics for the view the address names (a new address, a new view: asked again). */
export function enterStudentAnalytics(stores: RootStore, url: URL): void {
  openLeaderStudents(stores).showAnalytics(
    analyticsViewFromSearch(url.searchParams, Math.floor(Date.now() / 1000)),
  );
}

/** A student's page asks again each time it opens: a session or essay may have come since. */
export function enterLeaderStudent(stores: RootStore, studentId: number): void {
  void openLeaderStudents(stores).records.loadStudent(studentId, true);
}

export function enterLeaderTranscript(stores: RootStore, studentId: number, sessionId: number): void {
  const { records } = openLeaderStudents(stores);
  void records.loadStudent(studentId);
  void records.transcripts.open(sessionId);
}
