/** Runs SQL on the test app's database. */
type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/**
 * People, students, sessions and essays of a made-up school, written straight to the database for
 * the leaders' tests (dashboards, reach, student analytics, groups): each person signs in with the
 * demo teacher's password.
 */
export function schoolPeopleKit(sql: Sql) {
  async function person(spec: {
    username: string;
    first?: string;
    last?: string;
    roles: string[];
    school: number | null;
    district: number | null;
  }): Promise<number> {
    const [row] = await sql<{ id: number }>(
      `insert into users (username, password_hash, first_name, last_name, roles, "current_role", school_id, district_id,
                          accepted_agreement, created_at, updated_at)
       select ?, password_hash, ?, ?, ?::text[], ?, ?, ?, true, now(), now() from users where username = 'teacher'
       returning id`,
      [
        spec.username,
        spec.first ?? 'Kit',
        spec.last ?? 'Kit',
        `{${spec.roles.join(',')}}`,
        spec.roles[0],
        spec.school,
        spec.district,
      ],
    );
    return Number(row!.id);
  }

  async function student(spec: {
    username: string;
    first?: string;
    last?: string;
    school: number;
    grade: number | null;
  }): Promise<number> {
    const id = await person({ ...spec, roles: ['student'], district: null });
    await sql(`insert into students (user_id, grade_id, is_new) values (?, ?, false)`, [id, spec.grade]);
    return id;
  }

  /** A live-help session asked at `at` (ended unless told), in subject 1; its id. */
  async function session(
    studentId: number,
    at: string,
    options: { status?: string; topic?: number } = {},
  ): Promise<number> {
    const [row] = await sql<{ id: number }>(
      `insert into sessions (student_id, status, chat_type, subject_id, topic_id, question, language_id, requested_at)
       values (?, ?, 'tutor', 1, ?, 'How do tides work', 1, ?::timestamptz) returning id`,
      [studentId, options.status ?? 'ended', options.topic ?? null, at],
    );
    return Number(row!.id);
  }

  /** An essay sent at `at`, due a day later (status 0: waiting, unless told). */
  async function essay(studentId: number, at: string, status = 0): Promise<void> {
    await sql(
      `insert into essays (status, student_id, language_id, submission_type, title, details, created_at, due_at,
                           source_files, instruction_files)
       values (?, ?, 1, 'essay', 'On tides', 'About the moon', ?::timestamptz, ?::timestamptz + interval '1 day', '[]', '[]')`,
      [status, studentId, at, at],
    );
  }

  return { person, student, session, essay };
}
