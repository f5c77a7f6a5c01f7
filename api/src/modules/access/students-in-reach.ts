import type { StudentScope } from '@lantern/shared/domain/access/student-scope';

/** The students one staff member reaches, as the access service decided it for the role they act in. */
export interface StudentsInReach {
  staffId: number;
  scope: StudentScope;
}

/**
 * A SQL condition that the user `alias` is an active student `reach` covers, with its parameters:
 * the same reach as `AccessRepository.studentReach` (section shared; the student's school among
 * the staff member's main and added schools; the school in their own or their main school's
 * district), written so a list filters by it in one query.
 */
export function studentInReach(reach: StudentsInReach, alias: string): { sql: string; params: unknown[] } {
  const student = `${alias}.deactivated_at is null and exists (select 1 from students st_r where st_r.user_id = ${alias}.id)`;
  switch (reach.scope) {
    case 'all':
      return { sql: student, params: [] };
    case 'sections':
      return {
        sql: `${student} and exists (select 1 from section_users a_r join section_users b_r on b_r.section_id = a_r.section_id
                                       where a_r.user_id = ? and b_r.user_id = ${alias}.id)`,
        params: [reach.staffId],
      };
    case 'schools':
      return {
        sql: `${student} and ${alias}.school_id in (select school_id from users where id = ? and school_id is not null
                                                     union select school_id from user_schools where user_id = ?)`,
        params: [reach.staffId, reach.staffId],
      };
    case 'district':
      return {
        sql: `${student} and ${alias}.school_id in (
                select s_r.id from schools s_r join users staff_r on staff_r.id = ?
                  left join schools own_r on own_r.id = staff_r.school_id
                 where s_r.district_id = coalesce(staff_r.district_id, own_r.district_id))`,
        params: [reach.staffId],
      };
  }
}
