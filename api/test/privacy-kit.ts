import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PrivacyDeletion } from '@lantern/shared/contracts/privacy';
import { FileStorage } from '../src/modules/files/file-storage.js';
import type { HttpSession } from './http-session.js';
import type { TestApp } from './test-app.js';

/**
 * A student of the test's own with something in every store a deletion must reach: sessions with
 * chat files, reactions, bookmarks, whiteboard drawings, a shared link, an assessment, a report, an
 * incident, a tutor's note and an action item; essays with their files, comments, fingerprints and
 * a quote of them in another student's plagiarism matches; sign-ins, enrolments and preferences.
 */
export interface PrivacyStudent {
  id: number;
  username: string;
  sessionIds: number[];
  essayIds: number[];
  fileKeys: string[];
  /** Another student's essay that quotes this student's first essay. */
  quotingEssayId: number;
}

export const sqlOf =
  (t: Pick<TestApp, 'app'>) =>
  async <T>(query: string, params: unknown[] = []): Promise<T[]> =>
    t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);

const one = async (rows: Promise<{ id: number }[]>) => (await rows)[0]!.id;

export async function studentWithEverything(
  t: Pick<TestApp, 'app'>,
  options: { school?: number; tutor?: string } = {},
): Promise<PrivacyStudent> {
  const sql = sqlOf(t);
  const storage = t.app.get(FileStorage);
  const tag = randomUUID().slice(0, 8);
  const username = `erase.${tag}`;
  const school = options.school ?? 1;
  const id = await one(
    sql(
      `insert into users (username, email, password_hash, first_name, last_name, roles, "current_role", user_type_id,
                          school_id, timezone, preferred_language, accepted_agreement, password_changed, created_at, updated_at, sourced_id)
       select ?, ?, password_hash, 'Erin', 'Erasable', '{student}', 'student', 1, ?, 'America/New_York', 'en', true, true, now(), now(), ?
         from users where username = 'ella.garcia' returning id`,
      [username, `${username}@example.test`, school, `sis-${tag}`],
    ),
  );
  await sql(
    `insert into students (user_id, is_new, email_notifications, event_email_notifications,
               mobile_push_notifications, app_sounds, is_banned) values (?, false, true, true, true, true, false)`,
    [id],
  );
  await sql(`insert into user_schools (user_id, school_id) values (?, ?)`, [id, school]);
  await sql(
    `insert into section_users (section_id, user_id) select id, ? from sections where school_id = ? limit 1`,
    [id, school],
  );
  await sql(`insert into user_preferences (user_id, updated_at) values (?, now())`, [id]);
  await sql(
    `insert into account_links (user_id, purpose, token_hash, expires_at, created_at)
             values (?, 'reset', ?, now() + interval '1 hour', now())`,
    [id, `h${tag}`],
  );
  await sql(
    `insert into mail_messages (kind, "to", subject, text, html, created_at, send_after, attempts)
             values ('reset', ?, 'Hello Erin', 'Hello', '<p>Hello</p>', now(), now(), 0)`,
    [`${username}@example.test`],
  );
  const [tutor] = await sql<{ id: number }>(`select id from users where username = ?`, [
    options.tutor ?? 'tutor',
  ]);

  const fileKeys: string[] = [];
  const put = async (key: string, body: string) => {
    await storage.put(key, Buffer.from(body), 'application/octet-stream');
    fileKeys.push(key);
  };
  const sessionIds: number[] = [];
  for (const n of [1, 2]) {
    const session = await one(
      sql(
        `insert into sessions (student_id, tutor_id, status, chat_type, subject_id, question, language_id, requested_at, matched_at, ended_at)
         values (?, ?, 'ended', 'tutor', 1, ?, 1, now() - interval '2 hours', now() - interval '2 hours', now() - interval '1 hour') returning id`,
        [id, tutor!.id, `Erin's question ${n}`],
      ),
    );
    sessionIds.push(session);
    const image = `chat/pv/${tag}-${n}.png`;
    const thumb = `chat/pv/${tag}-${n}.thumb.webp`;
    const voice = `chat/pv/${tag}-${n}.webm`;
    await put(image, 'png bytes');
    await put(thumb, 'thumb bytes');
    await put(voice, 'voice note bytes');
    const media = (key: string, thumbnail: string | null, type: 'image' | 'voice') =>
      JSON.stringify({
        key,
        thumbnail_key: thumbnail,
        media_type: type === 'image' ? 'image' : 'file',
        mime: type === 'image' ? 'image/png' : 'audio/webm',
        size: 9,
        file_name: type === 'image' ? 'picture.png' : 'voice-note.webm',
        ...(type === 'voice' ? { voice_note: { duration_seconds: 3 } } : {}),
      });
    const text = await one(
      sql(
        `insert into session_messages (session_id, seq, client_id, sender_id, kind, text, is_flagged, created_at)
         values (?, 1, ?, ?, 'text', 'my phone number is 555', false, now()) returning id`,
        [session, `c${tag}${n}a`, id],
      ),
    );
    await sql(
      `insert into session_messages (session_id, seq, client_id, sender_id, kind, text, is_flagged, created_at, media)
       values (?, 2, ?, ?, 'media', '', false, now(), ?::jsonb), (?, 3, ?, ?, 'media', '', false, now(), ?::jsonb)`,
      [
        session,
        `c${tag}${n}b`,
        id,
        media(image, thumb, 'image'),
        session,
        `c${tag}${n}c`,
        id,
        media(voice, null, 'voice'),
      ],
    );
    await sql(
      `insert into message_reactions (message_id, user_id, emoji, created_at) values (?, ?, '👍', now())`,
      [text, tutor!.id],
    );
    await sql(
      `insert into message_bookmarks (message_id, user_id, session_id, created_at) values (?, ?, ?, now())`,
      [text, id, session],
    );
    await sql(
      `insert into whiteboard_strokes (session_id, stroke_id, user_id, kind, colour, size, points, drawn_at)
       values (?, ?, ?, 'stroke', 'blue', 'medium', '[[0.1,0.2],[0.3,0.4]]', now())`,
      [session, `s${tag}${n}`, id],
    );
    await sql(
      `insert into shared_sessions (key, session_id, shared_by, created_at) values (?, ?, ?, now())`,
      [`k${tag}${n}`, session, id],
    );
    await sql(
      `insert into assessments (session_id, tutor_id, step, recognitions, topic_ids, student_goal, created_at, updated_at)
       values (?, ?, 'submit', '[]', '[]', 'Erin wants a B', now(), now())`,
      [session, tutor!.id],
    );
    await sql(
      `insert into session_feedback_reports (session_id, tutor_id, author_id, rating, created_at) values (?, ?, ?, 4, now())`,
      [session, tutor!.id, tutor!.id],
    );
    await sql(
      `insert into incidents (session_id, category, severity, description, reported_by_id, created_at)
       values (?, 'other', 'low', 'Erin said something', ?, now())`,
      [session, tutor!.id],
    );
    await sql(
      `insert into tutor_comments (student_id, author_id, session_id, text, created_at) values (?, ?, ?, 'Erin note', now())`,
      [id, tutor!.id, session],
    );
    await sql(
      `insert into action_items (type_id, content, message_id, created_at) values (1, ?::jsonb, ?, now())`,
      [JSON.stringify({ version: '2.0', data: { session_id: session, message_id: text } }), text],
    );
    await sql(
      `insert into content_holds (kind, target_id, state, reason, held_by_id, held_at)
               select 'session', ?, 'hidden', 'test', id, now() from users where username = 'superuser'`,
      [session],
    );
  }
  // A note not tied to a session.
  await sql(
    `insert into tutor_comments (student_id, author_id, text, created_at) values (?, ?, 'Erin general note', now())`,
    [id, tutor!.id],
  );

  const essayIds: number[] = [];
  for (const n of [1, 2]) {
    const source = `essays/pv/${tag}-${n}.docx`;
    const pdf = `essays/pv-${tag}-${n}/essay.pdf`;
    const reviewed = `essays/pv-${tag}-${n}/reviewed.pdf`;
    await put(source, 'docx bytes');
    await put(pdf, '%PDF- essay');
    await put(reviewed, '%PDF- reviewed');
    const essay = await one(
      sql(
        `insert into essays (status, student_id, school_id, language_id, submission_type, title, details, created_at, due_at,
                             source_files, instruction_files, pdf_key, reviewed_pdf_key, conversion_state, plagiarism_state)
         values (3, ?, ?, 1, 'essay', ?, 'About Erin', now(), now() + interval '1 day', ?::jsonb, '[]', ?, ?, 'converted', 'checked') returning id`,
        [
          id,
          school,
          `Erin essay ${n}`,
          JSON.stringify([{ key: source, file_name: 'erin.docx', kind: 'docx', mime: 'x', size: 10 }]),
          pdf,
          reviewed,
        ],
      ),
    );
    essayIds.push(essay);
    await sql(
      `insert into essay_annotations (id, essay_id, comment, category, page_number, created_at, updated_at)
       values (gen_random_uuid(), ?, 'Nice, Erin', 1, 1, now(), now())`,
      [essay],
    );
    await sql(
      `insert into essay_fingerprints (essay_id, hash, word, start, "end") values (?, 42, 0, 0, 10), (?, 43, 1, 11, 20)`,
      [essay, essay],
    );
    await sql(
      `insert into content_holds (kind, target_id, state, reason, held_by_id, held_at)
               select 'essay', ?, 'hidden', 'test', id, now() from users where username = 'superuser'`,
      [essay],
    );
  }
  const quoting = await one(
    sql(
      `insert into essays (status, student_id, school_id, language_id, submission_type, title, details, created_at, due_at,
                           source_files, instruction_files, conversion_state, plagiarism_state, plagiarism_passages)
       select 1, id, school_id, 1, 'essay', 'Someone else', '', now(), now() + interval '1 day', '[]', '[]', 'converted', 'checked', ?::jsonb
         from users where username = 'ella.garcia' returning id`,
      [
        JSON.stringify([
          { essay_id: essayIds[0], text: 'copied from Erin', start: 0, end: 10, source_text: "Erin's words" },
          { essay_id: 999_999_999, text: 'another source', start: 20, end: 30 },
        ]),
      ],
    ),
  );
  return { id, username, sessionIds, essayIds, fileKeys, quotingEssayId: quoting };
}

/** Polls a deletion until it is done or failed. */
export async function deletionSettled(
  person: HttpSession,
  id: number,
  timeoutMs = 60_000,
): Promise<PrivacyDeletion> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const state = await person.api.call('privacyDeletion', { params: { id } });
    if (state.status === 'done' || (state.status === 'failed' && state.error)) return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`deletion ${id} did not finish within ${timeoutMs / 1000} s`);
}
