import { useLocation } from 'react-router';
import { useStores } from '../../stores/stores-context.js';
import type { TeacherStudentsStore } from '../../stores/teacher-students-store.js';

/**
 * A student's page and transcripts serve a teacher (their sections' students) and an administrator
 * or district manager (their schools' or district's): the area in the address picks the store and
 * where the pages link.
 */
export function useStudentRecords(): {
  store: TeacherStudentsStore | null;
  /** `/{role}/students`. */
  base: string;
  leader: boolean;
} {
  const stores = useStores();
  const role = useLocation().pathname.split('/')[1] ?? 'teacher';
  if (role === 'teacher') return { store: stores.teacherStudents, base: '/teacher/students', leader: false };
  return { store: stores.leaderStudents?.records ?? null, base: `/${role}/students`, leader: true };
}
