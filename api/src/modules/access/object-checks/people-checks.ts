import { ErrorCode } from '@lantern/shared/contracts/errors';
import { mayManage } from '@lantern/shared/domain/access/role-rank';
import { mayReachSchool } from '@lantern/shared/domain/access/school-reach';
import { isManagerRole } from '@lantern/shared/domain/roles/manager-roles';
import { mayReachStudent } from '@lantern/shared/domain/onboarding/onboarding-reset-access';
import { AppError } from '../../../platform/http/app-error.js';
import type { CustomerTable } from '../access.repository.js';
import { type Actor, type CheckKit, each, notFound, type ObjectChecks } from './check-kit.js';

const CUSTOMER_TABLES = {
  'customer.district.edit': 'districts',
  'customer.school.edit': 'schools',
  'customer.licence.edit': 'licences',
  'customer.section.edit': 'sections',
} as const satisfies Record<string, CustomerTable>;

/** A student the staff member's role reaches (section, school, district or all); else not found. */
async function requireStudentInReach(kit: CheckKit, auth: Actor, id: number): Promise<void> {
  const reach = await kit.repository.studentReach(auth.userId, id);
  if (!reach || !mayReachStudent(auth.role, reach)) throw notFound('student among yours');
}

/** A district, a superuser's wherever it is, a district manager's if it is theirs. */
const districtById = async (kit: CheckKit, auth: Actor, id: number) =>
  kit.requireDistrict(auth, (await kit.repository.districtExists(id)) ? id : undefined, 'district');

/** Students as the staff who reach them see them: records, notes, sections, schools, groups. */
export const STUDENT_CHECKS: ObjectChecks = {
  ...each(['student.record.read', 'student.comment.write'], async (kit, auth, id, permission) => {
    if (!(await kit.repository.hasTaught(auth.userId, id))) throw notFound('student among yours');
    if (permission === 'student.record.read') kit.studentReads.note(auth, id, 'record');
  }),
  'student.comment.read': async (kit, auth, id) => {
    if (
      isManagerRole(auth.role)
        ? !(await kit.repository.isStudent(id))
        : !(await kit.repository.hasTaught(auth.userId, id))
    )
      throw notFound('student among yours');
    kit.studentReads.note(auth, id, 'notes');
  },
  // Staff outside the student's section, school or district learn nothing of them.
  'student.onboarding.reset': (kit, auth, id) => requireStudentInReach(kit, auth, id),
  'student.account.edit': (kit, auth, id) => requireStudentInReach(kit, auth, id),
  ...each(['section.students.read', 'section.read'], async (kit, auth, id) => {
    const reach = await kit.repository.sectionReach(auth.userId, id);
    if (!reach || !mayReachStudent(auth.role, reach)) throw notFound('section');
  }),
  'user.sections.read': async (kit, auth, id) => {
    // Viewing as someone acts as them, so auth.userId is the one whose sections they are.
    if (id === auth.userId) return;
    if (auth.role === 'superuser') {
      if (!(await kit.repository.roles(id))) throw notFound('user');
      return;
    }
    // A student reads only their own; staff the students they reach, and nobody else.
    const reach = auth.role === 'student' ? null : await kit.repository.studentReach(auth.userId, id);
    if (!reach || !mayReachStudent(auth.role, reach)) throw notFound('user');
  },
  'leader.student.read': async (kit, auth, id) => {
    if (!(await kit.reaches(auth, id))) throw notFound('student among yours');
    kit.studentReads.note(auth, id, 'record');
  },
  'teacher.student.read': async (kit, auth, id) => {
    if (!(await kit.teaches(auth, id))) throw notFound('student among yours');
    kit.studentReads.note(auth, id, 'record');
  },
  'teacher.student.nudge': async (kit, auth, id) => {
    // Nothing of the student's records is read: no access-log entry.
    if (!(await kit.teaches(auth, id))) throw notFound('student among yours');
  },
  ...each(
    ['school.users.read', 'school.aggregate.read', 'school.student.create', 'school.students.read'],
    async (kit, auth, id) => {
      const reach = await kit.repository.schoolReach(auth.userId, id);
      if (!reach || !mayReachSchool(auth.role, reach)) throw notFound('school');
    },
  ),
  ...each(['student-group.read', 'student-group.edit'], async (kit, auth, id) => {
    // A group is its owner's in the role they made it in: a teacher's groups are not their
    // administrator hat's, whose students differ.
    const owner = await kit.repository.studentGroupOwner(id);
    if (owner?.owner_id !== auth.userId || owner.owner_role !== auth.role) throw notFound('group of yours');
  }),
  ...each(['user.preferences.read', 'user.preferences.edit'], (_kit, auth, id) => {
    // Viewing as someone acts as them, so auth.userId is the one whose preferences they are.
    if (id !== auth.userId) throw notFound('user');
  }),
};

/** Customers and their people, rosters and privacy: superusers everywhere, district managers at home. */
export const CUSTOMER_CHECKS: ObjectChecks = {
  ...each(
    ['user.read', 'user.edit', 'user.roles.edit', 'user.deactivate'],
    async (kit, auth, id, permission) => {
      const roles = await kit.repository.roles(id);
      if (!roles) throw notFound('user');
      if (permission !== 'user.read' && !mayManage(auth.roles, roles))
        throw new AppError(403, ErrorCode.accountOutranksYou, 'This account holds a role above yours');
    },
  ),
  ...each(['roster.import.read', 'roster.import.apply'], async (kit, _auth, id) => {
    // Superusers oversee every district's rosters: an import is theirs if it exists.
    if (!(await kit.repository.rosterImportExists(id))) throw notFound('roster import');
  }),
  'roster.sync.edit': async (kit, _auth, id) => {
    if (!(await kit.repository.rosterSyncExists(id))) throw notFound('roster sync');
  },
  ...each(
    ['customer.district.edit', 'customer.school.edit', 'customer.licence.edit', 'customer.section.edit'],
    async (kit, _auth, id, permission) => {
      // Superusers administer every customer: the object is theirs if it exists.
      const table = CUSTOMER_TABLES[permission as keyof typeof CUSTOMER_TABLES];
      if (!(await kit.repository.customerRecordExists(table, id))) throw notFound(table.slice(0, -1));
    },
  ),
  ...each(
    ['privacy.student.erase', 'privacy.export.download', 'privacy.access-log.read'],
    async (kit, auth, id) => kit.requireDistrict(auth, await kit.repository.studentDistrict(id), 'student'),
  ),
  'privacy.school.erase': async (kit, _auth, id) => {
    // Superusers only (the role half): a school's contract ends with Lantern, not with its district.
    if (!(await kit.repository.schoolExists(id))) throw notFound('school');
  },
  ...each(['privacy.retention.read', 'privacy.retention.edit', 'district.students.read'], districtById),
  'privacy.deletion.read': async (kit, auth, id) =>
    kit.requireDistrict(auth, await kit.repository.privacyDeletionDistrict(id), 'deletion'),
};
