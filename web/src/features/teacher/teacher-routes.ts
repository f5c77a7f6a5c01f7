import { openTeacherActivity } from '../../stores/teacher-activity-store.js';
import { openStudentGroups } from '../../stores/student-groups-store.js';
import { openTeacherStudents } from '../../stores/teacher-students-store.js';
import type { RootStore } from '../../stores/root-store.js';

// Loaded by the loaders of the teacher's students and groups pages (the leaders' groups page too):
// their stores stay off the sign-in page.

/** The list as the teacher left it (its page, search and order), asked for again. */
export function enterTeacherStudents(stores: RootStore): void {
  openTeacherStudents(stores).openList();
}

/** A student's page asks again each time it opens: a session or essay may have come since. */
export function enterTeacherStudent(stores: RootStore, studentId: number): void {
  void openTeacherStudents(stores).loadStudent(studentId, true);
}

export function enterTeacherTranscript(stores: RootStore, studentId: number, sessionId: number): void {
  const store = openTeacherStudents(stores);
  void store.loadStudent(studentId);
  void store.transcripts.open(sessionId);
}

/** The person's own student groups (a teacher's, an administrator's or a district manager's). */
export function enterStudentGroups(stores: RootStore): void {
  void openStudentGroups(stores).load(true);
}

/** Usage over the range the teacher last chose (the last month at first), asked for again. */
export function enterTeacherActivity(stores: RootStore): void {
  void openTeacherActivity(stores).loadUsage(true);
}

/** Asked again each time: a student may have started, or another teacher nudged one, since. */
export function enterNeverUsed(stores: RootStore): void {
  void openTeacherActivity(stores).loadNeverUsed(true);
}
