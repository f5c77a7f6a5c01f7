import type { RoleName } from '../../contracts/roles.js';

/**
 * Everything a person can do to one object that has an id: each route and socket command that
 * takes an id asks for one of these. The names read `<object>.<part>.<verb>`.
 */
export const PERMISSIONS = [
  'session.read',
  // A past session read back: its people, tutors who handed it on, the managers, and the teachers
  // of the student's sections.
  'session.transcript.read',
  // A live session watched by a manager: read-only, the tutor is told, every watch is recorded.
  'session.observe',
  'session.end',
  'session.message.send',
  'session.message.react',
  'session.whiteboard.edit',
  // A chat file behind a signed link: the link is the credential, so no role is asked for.
  'session.media.read',
  'session.share',
  // Whoever holds a shared link, signed in as anyone.
  'session.shared.read',
  'session.handoff',
  'session.transfer',
  'session.feedback',
  'session.assessment.edit',
  'assessment.edit',
  'tutor.assessments.read',
  'student.record.read',
  'student.comment.read',
  'student.comment.write',
  // Relaunching a student's onboarding, and the section lists staff do it from.
  'student.onboarding.reset',
  'section.students.read',
  // A section with its people, and the sections a person sits in.
  'section.read',
  'user.sections.read',
  'tutor-comment.edit',
  'canned-reply.edit',
  'essay.read',
  'essay.cancel',
  'essay.download',
  'essay.feedback',
  'essay.review.read',
  'essay.review.edit',
  'essay.annotation.delete',
  // The managers' essay queue: who an essay may go to, and moving it between people or places.
  'essay.queue.read',
  'essay.queue.release',
  'essay.queue.reassign',
  'essay.queue.prioritise',
  'user.read',
  'user.edit',
  'user.roles.edit',
  'user.deactivate',
  'user.preferences.read',
  'user.preferences.edit',
  // A district's roster import: its preview, and applying it.
  'roster.import.read',
  'roster.import.apply',
  // Customer administration: a district, a school, a licence or a section, read and changed.
  'customer.district.edit',
  'customer.school.edit',
  'customer.licence.edit',
  'customer.section.edit',
  // Privacy operations: erasing a student or a school, reading a deletion, a student's export.
  'privacy.student.erase',
  'privacy.school.erase',
  'privacy.deletion.read',
  'privacy.export.download',
  'privacy.access-log.read',
  'privacy.retention.read',
  'privacy.retention.edit',
  // A roster API source: running it now, changing it.
  'roster.sync.edit',
  // A school's people and numbers as its staff see them; student accounts its staff make and keep.
  'school.users.read',
  'school.aggregate.read',
  'school.student.create',
  'student.account.edit',
  // A school's or a district's students listed and counted by the staff over them.
  'school.students.read',
  'district.students.read',
  // A student's page and reviewed essays' PDFs for the administrators and district managers over them.
  'leader.student.read',
  'leader.essay.download',
  // One of the students of a teacher's sections: their page, and their reviewed essays' PDFs.
  'teacher.student.read',
  'teacher.essay.download',
  // An e-mail inviting one of a teacher's students who never used Lantern.
  'teacher.student.nudge',
  // A teacher's own student groups.
  'student-group.read',
  'student-group.edit',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const ANY_ROLE = 'any';
const STUDENT_AND_TUTOR: readonly RoleName[] = ['student', 'tutor'];
const MANAGERS: readonly RoleName[] = ['tutor-manager', 'superuser'];
const SCHOOL_STAFF: readonly RoleName[] = ['teacher', 'administrator', 'district-manager', 'superuser'];
// Who answers for a district's students' data: the district's manager, and superusers for all.
const PRIVACY_OFFICERS: readonly RoleName[] = ['district-manager', 'superuser'];
// Who makes and keeps a school's student accounts: its administrators, its district's manager, superusers.
const STUDENT_ACCOUNT_KEEPERS: readonly RoleName[] = ['administrator', 'district-manager', 'superuser'];

/**
 * The role half of each rule: which acting roles may attempt the action at all. The object half
 * (is this person related to this object, is it held) is the API's access service's; a menu asks
 * only this half, so it never offers what every object would refuse.
 */
const ROLES_FOR: Record<Permission, typeof ANY_ROLE | readonly RoleName[]> = {
  'session.read': STUDENT_AND_TUTOR,
  'session.transcript.read': [
    ...STUDENT_AND_TUTOR,
    ...MANAGERS,
    'teacher',
    'administrator',
    'district-manager',
  ],
  'session.observe': MANAGERS,
  'session.end': STUDENT_AND_TUTOR,
  'session.message.send': STUDENT_AND_TUTOR,
  'session.message.react': STUDENT_AND_TUTOR,
  'session.whiteboard.edit': STUDENT_AND_TUTOR,
  'session.media.read': ANY_ROLE,
  'session.share': ['student'],
  'session.shared.read': ANY_ROLE,
  'session.handoff': ['tutor'],
  'session.transfer': ['student'],
  'session.feedback': ['student'],
  'session.assessment.edit': ['tutor'],
  'assessment.edit': ['tutor'],
  'tutor.assessments.read': ['tutor', ...MANAGERS],
  'student.record.read': ['tutor'],
  'student.comment.read': ['tutor', ...MANAGERS],
  'student.comment.write': ['tutor'],
  'student.onboarding.reset': SCHOOL_STAFF,
  'section.students.read': SCHOOL_STAFF,
  'section.read': SCHOOL_STAFF,
  // A student reads their own; staff the students they reach.
  'user.sections.read': ['student', ...SCHOOL_STAFF],
  'tutor-comment.edit': ['tutor'],
  'canned-reply.edit': ['tutor', ...MANAGERS],
  'essay.read': ['student'],
  'essay.cancel': ['student'],
  'essay.download': ['student'],
  'essay.feedback': ['student'],
  'essay.review.read': ['tutor'],
  'essay.review.edit': ['tutor'],
  'essay.annotation.delete': ['tutor'],
  'essay.queue.read': MANAGERS,
  'essay.queue.release': MANAGERS,
  'essay.queue.reassign': MANAGERS,
  'essay.queue.prioritise': MANAGERS,
  'user.read': MANAGERS,
  'user.edit': MANAGERS,
  'user.roles.edit': MANAGERS,
  'user.deactivate': MANAGERS,
  'user.preferences.read': ANY_ROLE,
  'user.preferences.edit': ANY_ROLE,
  'roster.import.read': ['superuser'],
  'roster.import.apply': ['superuser'],
  'customer.district.edit': ['superuser'],
  'customer.school.edit': ['superuser'],
  'customer.licence.edit': ['superuser'],
  'customer.section.edit': ['superuser'],
  'privacy.student.erase': PRIVACY_OFFICERS,
  // A school's contract ends with Lantern: its district's manager asks, a superuser carries it out.
  'privacy.school.erase': ['superuser'],
  'privacy.deletion.read': PRIVACY_OFFICERS,
  'privacy.export.download': PRIVACY_OFFICERS,
  'privacy.access-log.read': PRIVACY_OFFICERS,
  'privacy.retention.read': PRIVACY_OFFICERS,
  'privacy.retention.edit': PRIVACY_OFFICERS,
  'roster.sync.edit': ['superuser'],
  'school.users.read': SCHOOL_STAFF,
  'school.aggregate.read': STUDENT_ACCOUNT_KEEPERS,
  'school.student.create': STUDENT_ACCOUNT_KEEPERS,
  'student.account.edit': STUDENT_ACCOUNT_KEEPERS,
  'school.students.read': STUDENT_ACCOUNT_KEEPERS,
  'district.students.read': PRIVACY_OFFICERS,
  'leader.student.read': STUDENT_ACCOUNT_KEEPERS,
  'leader.essay.download': STUDENT_ACCOUNT_KEEPERS,
  'teacher.student.read': ['teacher'],
  'teacher.essay.download': ['teacher'],
  'teacher.student.nudge': ['teacher'],
  'student-group.read': ['teacher'],
  'student-group.edit': ['teacher'],
};

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** Whether someone acting in one of `roles` may attempt `permission` on any object at all. */
export function roleMayAttempt(roles: readonly string[], permission: Permission): boolean {
  const allowed = ROLES_FOR[permission];
  if (allowed === ANY_ROLE) return true;
  return roles.some((role) => (allowed as readonly string[]).includes(role));
}

/** Permissions that change something: taken while viewing as someone, they are written to the audit trail. */
export function isChange(permission: Permission): boolean {
  return !/\.(read|download)$/.test(permission);
}
