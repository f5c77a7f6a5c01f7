import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

/** A file of the student's to put in the archive: where it is stored and what to call it there. */
export interface ExportFile {
  key: string;
  path: string;
  size: number;
}

type Row = Record<string, unknown>;

/**
 * Everything Lantern holds about one student, read for their export: their profile, sessions with
 * messages and whiteboard drawings, essays with the review's comments, and tutors' notes. Only
 * the student's own rows; other people appear by id and role.
 */
@Injectable()
export class PrivacyExportQuery {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async records(studentId: number): Promise<Record<string, Row[]>> {
    const sql = (query: string) => this.em.execute<Row[]>(query, [studentId]);
    return {
      profile: await sql(
        `select u.id, u.username, u.email, u.first_name, u.last_name, u.timezone, u.preferred_language,
                u.created_at, u.deactivated_at, u.sourced_id, s.name as school, d.name as district,
                st.grade_id, st.email_notifications, st.is_banned,
                st.sex, st.race_ethnicity, st.english_learner, st.iep_or_504
           from users u left join schools s on s.id = u.school_id left join districts d on d.id = s.district_id
           left join students st on st.user_id = u.id where u.id = ?`,
      ),
      sessions: await sql(
        `select id, status, chat_type, subject_id, topic_id, question, tutor_id, requested_at, matched_at, ended_at,
                feedback_reason, feedback_learned
           from sessions where student_id = ? order by id`,
      ),
      messages: await sql(
        `select m.session_id, m.seq, m.sender_id, m.kind, m.text, m.created_at, m.media->>'file_name' as file_name
           from session_messages m join sessions s on s.id = m.session_id where s.student_id = ? order by m.session_id, m.seq`,
      ),
      whiteboards: await sql(
        `select w.session_id, w.user_id, w.kind, w.colour, w.size, w.points, w.drawn_at
           from whiteboard_strokes w join sessions s on s.id = w.session_id where s.student_id = ? order by w.id`,
      ),
      assessments: await sql(
        `select a.session_id, a.recognitions, a.student_goal, a.feedback, a.shoutout, a.completed_at
           from assessments a join sessions s on s.id = a.session_id where s.student_id = ? order by a.id`,
      ),
      essays: await sql(
        `select id, status, title, details, submission_type, created_at, due_at, reviewed_at, summary_comment,
                plagiarism_score, summary_rating, comments_rating
           from essays where student_id = ? order by id`,
      ),
      essay_comments: await sql(
        `select a.essay_id, a.comment, a.category, a.page_number, a.created_at
           from essay_annotations a join essays e on e.id = a.essay_id
          where e.student_id = ? and a.deleted_at is null and not a.hidden order by a.created_at`,
      ),
      tutor_notes: await sql(
        `select session_id, author_id, text, created_at from tutor_comments where student_id = ? order by id`,
      ),
    };
  }

  /** Every stored file of the student's: chat files and voice notes, essays as sent and as reviewed. */
  async files(studentId: number): Promise<ExportFile[]> {
    return this.em.execute<ExportFile[]>(
      `select m.media->>'key' as key, 'chat/' || m.session_id || '/' || m.seq || '-' || (m.media->>'file_name') as path,
              (m.media->>'size')::int as size
         from session_messages m join sessions s on s.id = m.session_id
        where s.student_id = ? and m.media is not null
       union all
       select f->>'key', 'essays/' || e.id || '/' || (f->>'file_name'), (f->>'size')::int
         from essays e, jsonb_array_elements(e.source_files || e.instruction_files) f where e.student_id = ?
       union all
       select e.reviewed_pdf_key, 'essays/' || e.id || '/reviewed.pdf', 0
         from essays e where e.student_id = ? and e.reviewed_pdf_key is not null`,
      [studentId, studentId, studentId],
    );
  }
}
