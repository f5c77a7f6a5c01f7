import type { ContentHoldState } from '@lantern/shared/contracts/superuser';
import type { StudentReach } from '@lantern/shared/domain/onboarding/onboarding-reset-access';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { GroupedReads } from '../../platform/database/grouped-reads.js';
import type { PreparedStatement } from '../../platform/database/prepared-statement.js';

interface ReachRow {
  shares_section: boolean;
  shares_school: boolean;
  shares_district: boolean;
}

const reachOf = (row: ReachRow): StudentReach => ({
  sharesSection: row.shares_section,
  sharesSchool: row.shares_school,
  sharesDistrict: row.shares_district,
});

/** A session as access sees it: its people, its state and any hold on it. */
export interface SessionRelation {
  student_id: number;
  tutor_id: number | null;
  status: string;
  hold: ContentHoldState | null;
}

export interface EssayRelation {
  student_id: number;
  tutor_id: number | null;
  status: number;
  hold: ContentHoldState | null;
}

export interface SharedLinkRelation {
  session_id: number;
  created_at: Date;
  sharing_on: boolean;
  hold: ContentHoldState | null;
}

const SESSION_RELATIONS: PreparedStatement = {
  name: 'access.session-relations',
  text: `select s.id, s.student_id, s.tutor_id, s.status, h.state as hold
           from sessions s left join content_holds h on h.kind = 'session' and h.target_id = s.id
          where s.id = any($1::int[])`,
};

/**
 * Every object check's SQL, in one place: who an object belongs to and whether a superuser holds
 * it. Only queries; what an answer means is the access service's.
 */
@Injectable()
export class AccessRepository {
  private readonly sessions: GroupedReads<SessionRelation & { id: number }>;

  constructor(@Inject(EntityManager) private readonly em: EntityManager) {
    this.sessions = new GroupedReads(em, SESSION_RELATIONS);
  }

  /**
   * Read with the other session checks of the same moment: every classroom message is checked
   * here first, so under load the checks share their round trips (grouped-reads.ts).
   */
  session(sessionId: number): Promise<SessionRelation | null> {
    return this.sessions.read(sessionId);
  }

  async essay(essayId: number): Promise<EssayRelation | null> {
    const [row] = await this.em.execute<EssayRelation[]>(
      `select e.student_id, e.tutor_id, e.status, h.state as hold
         from essays e left join content_holds h on h.kind = 'essay' and h.target_id = e.id
        where e.id = ?`,
      [essayId],
    );
    return row ?? null;
  }

  /** The essay an annotation (deleted ones included) belongs to; null when no such annotation. */
  async annotationEssay(annotationId: string): Promise<number | null> {
    const [row] = await this.em.execute<{ essay_id: number }[]>(
      `select essay_id from essay_annotations where id = ?`,
      [annotationId],
    );
    return row?.essay_id ?? null;
  }

  /** The school's sharing switch is read now, so turning it off stops links made before. */
  async sharedLink(key: string): Promise<SharedLinkRelation | null> {
    const [row] = await this.em.execute<SharedLinkRelation[]>(
      `select l.session_id, l.created_at, coalesce(sc.features_shared_sessions, false) as sharing_on, h.state as hold
         from shared_sessions l
         join sessions s on s.id = l.session_id
         join users st on st.id = s.student_id
         left join schools sc on sc.id = st.school_id
         left join content_holds h on h.kind = 'session' and h.target_id = s.id
        where l.key = ?`,
      [key],
    );
    return row ?? null;
  }

  /** Whether the session whose assessment this is was the tutor's; null when no such assessment. */
  async assessmentTutor(
    assessmentId: number,
  ): Promise<{ tutor_id: number; hold: ContentHoldState | null } | null> {
    const [row] = await this.em.execute<{ tutor_id: number; hold: ContentHoldState | null }[]>(
      `select a.tutor_id, h.state as hold
         from assessments a left join content_holds h on h.kind = 'session' and h.target_id = a.session_id
        where a.id = ?`,
      [assessmentId],
    );
    return row ?? null;
  }

  /** A tutor has taught a student when they hold or held a session with them, handed on to or by them included. */
  async hasTaught(tutorId: number, studentId: number): Promise<boolean> {
    const rows = await this.em.execute(
      `select 1 from sessions s
        where s.student_id = ?
          and (s.tutor_id = ? or exists (
                select 1 from session_handoffs h
                 where h.session_id = s.id and (h.outgoing_tutor_id = ? or h.incoming_tutor_id = ?)))
        limit 1`,
      [studentId, tutorId, tutorId, tutorId],
    );
    return rows.length > 0;
  }

  /** Whether the tutor handed the session on, or took it over from another tutor. */
  async handedOn(tutorId: number, sessionId: number): Promise<boolean> {
    const rows = await this.em.execute(
      `select 1 from session_handoffs
        where session_id = ? and (outgoing_tutor_id = ? or incoming_tutor_id = ?)
        limit 1`,
      [sessionId, tutorId, tutorId],
    );
    return rows.length > 0;
  }

  /**
   * What a staff member shares with a student (see `mayReachStudent`): a section, a school (their
   * own or one of their list), a district (their own or their school's). Null when `studentId` is
   * not a student.
   */
  async studentReach(staffId: number, studentId: number): Promise<StudentReach | null> {
    const [row] = await this.em.execute<ReachRow[]>(
      `select exists (select 1 from section_users a join section_users b on b.section_id = a.section_id
                       where a.user_id = ? and b.user_id = stu.id) as shares_section,
              coalesce(stu.school_id = staff.school_id or exists (
                select 1 from user_schools us where us.user_id = staff.id and us.school_id = stu.school_id), false)
                as shares_school,
              coalesce(sch.district_id = coalesce(staff.district_id, staff_school.district_id), false)
                as shares_district
         from users stu join students st on st.user_id = stu.id
         left join schools sch on sch.id = stu.school_id
         join users staff on staff.id = ?
         left join schools staff_school on staff_school.id = staff.school_id
        where stu.id = ?`,
      [staffId, staffId, studentId],
    );
    return row ? reachOf(row) : null;
  }

  /** The same for a section: the staff member sits in it, or shares its school or district. */
  async sectionReach(staffId: number, sectionId: number): Promise<StudentReach | null> {
    const [row] = await this.em.execute<ReachRow[]>(
      `select exists (select 1 from section_users su where su.section_id = sec.id and su.user_id = staff.id)
                as shares_section,
              coalesce(sec.school_id = staff.school_id or exists (
                select 1 from user_schools us where us.user_id = staff.id and us.school_id = sec.school_id), false)
                as shares_school,
              coalesce(sch.district_id = coalesce(staff.district_id, staff_school.district_id), false)
                as shares_district
         from sections sec join schools sch on sch.id = sec.school_id
         join users staff on staff.id = ?
         left join schools staff_school on staff_school.id = staff.school_id
        where sec.id = ?`,
      [staffId, sectionId],
    );
    return row ? reachOf(row) : null;
  }

  /** The same for a school: it is one of the staff member's schools, or lies in their district. */
  async schoolReach(staffId: number, schoolId: number): Promise<StudentReach | null> {
    const [row] = await this.em.execute<ReachRow[]>(
      `select false as shares_section,
              coalesce(sch.id = staff.school_id or exists (
                select 1 from user_schools us where us.user_id = staff.id and us.school_id = sch.id), false)
                as shares_school,
              coalesce(sch.district_id = coalesce(staff.district_id, staff_school.district_id), false)
                as shares_district
         from schools sch
         join users staff on staff.id = ?
         left join schools staff_school on staff_school.id = staff.school_id
        where sch.id = ?`,
      [staffId, schoolId],
    );
    return row ? reachOf(row) : null;
  }

  async studentGroupOwner(groupId: number): Promise<{ owner_id: number; owner_role: string } | null> {
    const [row] = await this.em.execute<{ owner_id: number; owner_role: string }[]>(
      `select owner_id, owner_role from student_groups where id = ?`,
      [groupId],
    );
    return row ?? null;
  }

  async isStudent(userId: number): Promise<boolean> {
    return (await this.em.execute(`select 1 from students where user_id = ?`, [userId])).length > 0;
  }

  async tutorCommentAuthor(commentId: number): Promise<number | null> {
    const [row] = await this.em.execute<{ author_id: number }[]>(
      `select author_id from tutor_comments where id = ?`,
      [commentId],
    );
    return row?.author_id ?? null;
  }

  /** A canned reply's scope and, for a personal one, whose it is. */
  async cannedReply(id: number): Promise<{ scope: string; owner_id: number | null } | null> {
    const [row] = await this.em.execute<{ scope: string; owner_id: number | null }[]>(
      `select scope, owner_id from canned_replies where id = ?`,
      [id],
    );
    return row ?? null;
  }

  async roles(userId: number): Promise<string[] | null> {
    const [row] = await this.em.execute<{ roles: string[] }[]>(`select roles from users where id = ?`, [
      userId,
    ]);
    return row?.roles ?? null;
  }

  async customerRecordExists(table: CustomerTable, id: number): Promise<boolean> {
    const rows = await this.em.execute(`select 1 from ${table} where id = ?`, [id]);
    return rows.length > 0;
  }

  async rosterImportExists(importId: number): Promise<boolean> {
    const rows = await this.em.execute(`select 1 from roster_imports where id = ?`, [importId]);
    return rows.length > 0;
  }

  /**
   * The district a student belongs to (their own, else their school's), or undefined when no
   * student has the id; null when they belong to none.
   */
  async studentDistrict(userId: number): Promise<number | null | undefined> {
    const [row] = await this.em.execute<{ district_id: number | null }[]>(
      `select coalesce(u.district_id, s.district_id) as district_id
         from users u left join schools s on s.id = u.school_id
        where u.id = ? and 'student' = any(u.roles)`,
      [userId],
    );
    return row ? row.district_id : undefined;
  }

  /** The district a person manages: their own (a district manager's account names it). */
  async districtOf(userId: number): Promise<number | null> {
    const [row] = await this.em.execute<{ district_id: number | null }[]>(
      `select coalesce(u.district_id, s.district_id) as district_id
         from users u left join schools s on s.id = u.school_id where u.id = ?`,
      [userId],
    );
    return row?.district_id ?? null;
  }

  async districtExists(districtId: number): Promise<boolean> {
    return (await this.em.execute(`select 1 from districts where id = ?`, [districtId])).length > 0;
  }

  async schoolExists(schoolId: number): Promise<boolean> {
    return (await this.em.execute(`select 1 from schools where id = ?`, [schoolId])).length > 0;
  }

  /** A deletion request's district, or undefined when there is no such request. */
  async privacyDeletionDistrict(deletionId: number): Promise<number | null | undefined> {
    const [row] = await this.em.execute<{ district_id: number | null }[]>(
      `select district_id from privacy_deletions where id = ?`,
      [deletionId],
    );
    return row ? row.district_id : undefined;
  }

  /** The student access log's held rows, in one statement, outside any request's transaction. */
  async insertStudentReads(rows: readonly StudentReadRow[]): Promise<void> {
    await this.em
      .fork()
      .getConnection()
      .execute(
        `insert into student_access_log (student_id, viewer_id, viewer_role, what, at)
       select * from unnest(?::int[], ?::int[], ?::text[], ?::text[], ?::timestamptz[])`,
        [
          `{${rows.map((r) => r.student).join(',')}}`,
          `{${rows.map((r) => r.viewer).join(',')}}`,
          `{${rows.map((r) => r.role).join(',')}}`,
          `{${rows.map((r) => r.what).join(',')}}`,
          `{${rows.map((r) => `"${r.at.toISOString()}"`).join(',')}}`,
        ],
      );
  }

  async rosterSyncExists(syncId: number): Promise<boolean> {
    const rows = await this.em.execute(`select 1 from roster_syncs where id = ?`, [syncId]);
    return rows.length > 0;
  }
}

/** What a member of staff opened of a student's: read back as the access log's "what". */
export type StudentRead = 'record' | 'notes' | 'transcript';

/** One opening of a student's records, held until the access log is written. */
export interface StudentReadRow {
  student: number;
  viewer: number;
  role: string;
  what: StudentRead;
  at: Date;
}

/** The tables customer administration names objects in (a fixed list: it is written into SQL). */
export type CustomerTable = 'districts' | 'schools' | 'licences' | 'sections';
