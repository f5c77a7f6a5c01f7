import { describe, expect, it } from 'vitest';
import { PDFDocument } from '@cantoo/pdf-lib';
import { unzipSync } from 'fflate';
import { failure } from '../../../test/http-session.js';
import { deletionSettled, sqlOf, studentWithEverything } from '../../../test/privacy-kit.js';
import { signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';
import { FileNotFound, FileStorage } from '../files/file-storage.js';
import { extractPdfText } from '../essays/pdf/pdf-text.js';
import { PrivacyErasureRepository } from './privacy-erasure.repository.js';

const { t } = useShiftTestApp();
const sql = <T>(query: string, params: unknown[] = []) => sqlOf(t)<T>(query, params);
const ids = (list: number[]) => `{${list.join(',')}}`;

/** Every row left anywhere that names the student, their sessions or their essays, by table. */
async function leftBehind(student: { id: number; sessionIds: number[]; essayIds: number[] }) {
  const [s, e, u] = [ids(student.sessionIds), ids(student.essayIds), student.id];
  const counts: Record<string, string> = {
    sessions: `select count(*) from sessions where id = any('${s}') or student_id = ${u}`,
    session_messages: `select count(*) from session_messages where session_id = any('${s}') or sender_id = ${u}`,
    message_reactions: `select count(*) from message_reactions where user_id = ${u} or message_id in (select id from session_messages where session_id = any('${s}'))`,
    message_bookmarks: `select count(*) from message_bookmarks where user_id = ${u} or session_id = any('${s}')`,
    whiteboard_strokes: `select count(*) from whiteboard_strokes where session_id = any('${s}') or user_id = ${u}`,
    shared_sessions: `select count(*) from shared_sessions where session_id = any('${s}') or shared_by = ${u}`,
    session_handoffs: `select count(*) from session_handoffs where session_id = any('${s}')`,
    assessments: `select count(*) from assessments where session_id = any('${s}')`,
    session_feedback_reports: `select count(*) from session_feedback_reports where session_id = any('${s}')`,
    incidents: `select count(*) from incidents where session_id = any('${s}')`,
    tutor_comments: `select count(*) from tutor_comments where student_id = ${u} or session_id = any('${s}')`,
    action_items: `select count(*) from action_items where (content->'data'->>'session_id')::int = any('${s}') or (content->'data'->>'essay_id')::int = any('${e}')`,
    content_holds: `select count(*) from content_holds where (kind = 'session' and target_id = any('${s}')) or (kind = 'essay' and target_id = any('${e}'))`,
    essays: `select count(*) from essays where id = any('${e}') or student_id = ${u}`,
    essay_annotations: `select count(*) from essay_annotations where essay_id = any('${e}')`,
    essay_suggestions: `select count(*) from essay_suggestions where essay_id = any('${e}')`,
    essay_ai_summaries: `select count(*) from essay_ai_summaries where essay_id = any('${e}')`,
    essay_fingerprints: `select count(*) from essay_fingerprints where essay_id = any('${e}')`,
    plagiarism_passages: `select count(*) from essays, jsonb_array_elements(coalesce(plagiarism_passages, '[]')) p where (p->>'essay_id')::int = any('${e}')`,
    students: `select count(*) from students where user_id = ${u}`,
    refresh_tokens: `select count(*) from refresh_tokens where user_id = ${u}`,
    sso_links: `select count(*) from sso_links where user_id = ${u}`,
    oauth2_codes: `select count(*) from oauth2_codes where user_id = ${u}`,
    account_links: `select count(*) from account_links where user_id = ${u}`,
    mail_messages: `select count(*) from mail_messages where "to" like 'erase.%' and "to" in (select email from users where id = ${u})`,
    roster_enrollments: `select count(*) from roster_enrollments where user_id = ${u}`,
    section_users: `select count(*) from section_users where user_id = ${u}`,
    user_schools: `select count(*) from user_schools where user_id = ${u}`,
    user_preferences: `select count(*) from user_preferences where user_id = ${u}`,
    student_access_log: `select count(*) from student_access_log where student_id = ${u}`,
    named_user: `select count(*) from users where id = ${u} and (first_name <> '' or last_name <> '' or email is not null or sourced_id is not null or username not like 'erased-%')`,
  };
  const left: Record<string, number> = {};
  for (const [table, query] of Object.entries(counts)) {
    const [row] = await sql<{ count: string }>(query);
    if (Number(row!.count) > 0) left[table] = Number(row!.count);
  }
  return left;
}

async function filesLeft(keys: string[]) {
  const storage = t.app.get(FileStorage);
  const left: string[] = [];
  for (const key of keys)
    await storage.get(key).then(
      () => left.push(key),
      (error: unknown) => {
        if (!(error instanceof FileNotFound)) throw error;
      },
    );
  return left;
}

describe('a deletion request', () => {
  it('should erase a student from every table and from file storage, and certify what it removed', async () => {
    const student = await studentWithEverything(t);
    const before = await leftBehind(student);
    // The fixture reaches every store the check looks at (handoffs, suggestions and summaries aside).
    expect(Object.keys(before).sort()).toEqual([
      'account_links',
      'action_items',
      'assessments',
      'content_holds',
      'essay_annotations',
      'essay_fingerprints',
      'essays',
      'incidents',
      'mail_messages',
      'message_bookmarks',
      'message_reactions',
      'named_user',
      'plagiarism_passages',
      'section_users',
      'session_feedback_reports',
      'session_messages',
      'sessions',
      'shared_sessions',
      'students',
      'tutor_comments',
      'user_preferences',
      'user_schools',
      'whiteboard_strokes',
    ]);
    expect(await filesLeft(student.fileKeys)).toHaveLength(student.fileKeys.length);

    const manager = await signIn(t, 'district');
    const requested = await manager.api.call('requestPrivacyDeletion', {
      body: { scope: 'student', target_id: student.id },
    });
    expect(requested).toMatchObject({ scope: 'student', target_id: student.id, district_id: 1 });
    const done = await deletionSettled(manager, requested.id);
    expect(done).toMatchObject({ status: 'done', students: 1, certificate_ready: true, error: null });
    expect(done.removed).toMatchObject({
      chat_files: 6,
      session_messages: 6,
      message_reactions: 2,
      message_bookmarks: 2,
      whiteboard_strokes: 2,
      shared_links: 2,
      assessments: 2,
      session_reports: 2,
      incidents: 2,
      tutor_comments: 3,
      action_items: 2,
      content_holds: 4,
      sessions: 2,
      essay_files: 6,
      essay_annotations: 2,
      plagiarism_fingerprints: 4,
      plagiarism_matches: 1,
      essays: 2,
      account_links: 1,
      mail_messages: 1,
      enrolments: 2,
      preferences: 1,
      profiles: 1,
    });

    expect(await leftBehind(student)).toEqual({});
    expect(await filesLeft(student.fileKeys)).toEqual([]);
    // The other student's essay keeps its other match, and loses only the quote of the erased essay.
    const [quoting] = await sql<{ passages: { essay_id: number }[] }>(
      `select plagiarism_passages as passages from essays where id = ?`,
      [student.quotingEssayId],
    );
    expect(quoting!.passages.map((p) => p.essay_id)).toEqual([999_999_999]);

    const response = await manager.fetch(`${t.baseUrl}/api/privacy/deletions/${requested.id}/certificate`, {
      headers: { authorization: `Bearer ${manager.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect((await PDFDocument.load(pdf)).getTitle()).toBe(`Lantern deletion certificate ${requested.id}`);
    const text = (await extractPdfText(pdf)).join('\n');
    expect(text).toContain('Certificate of deletion');
    expect(text).toContain(`Student: Lantern id ${student.id}`);
    expect(text).toContain('Riverside Unified School District');
    expect(text).toMatch(/Chat messages\s*6/);
    expect(text).toMatch(/Plagiarism index entries\s*4/);
    expect(text).not.toContain('Erin');

    const trail = await sql<{ action: string }>(
      `select action from audit_events where details->>'deletion_id' = ? order by id`,
      [String(requested.id)],
    );
    expect(trail.map((row) => row.action)).toEqual([
      'privacy.deletion.requested',
      'privacy.deletion.completed',
      'privacy.certificate.downloaded',
    ]);
    // Asked again: the same request answers, nothing runs twice.
    const again = await manager.api.call('requestPrivacyDeletion', {
      body: { scope: 'student', target_id: student.id },
    });
    expect(again.id).toBe(requested.id);
    expect((await manager.api.call('privacyDeletions')).map((row) => row.id)).toContain(requested.id);
  });

  it('should write the certificate in the language its requester reads Lantern in', async () => {
    const student = await studentWithEverything(t);
    await sql(`update users set preferred_language = 'fr' where username = 'district'`);
    try {
      const manager = await signIn(t, 'district');
      const requested = await manager.api.call('requestPrivacyDeletion', {
        body: { scope: 'student', target_id: student.id },
      });
      await deletionSettled(manager, requested.id);
      const response = await manager.fetch(`${t.baseUrl}/api/privacy/deletions/${requested.id}/certificate`, {
        headers: { authorization: `Bearer ${manager.accessToken}` },
      });
      const text = (await extractPdfText(new Uint8Array(await response.arrayBuffer()))).join('\n');
      expect(text).toContain('Certificat de suppression');
      expect(text).toContain(`Élève : identifiant Lantern ${student.id}`);
      expect(text).toMatch(/Messages du chat\s*6/);
      expect(text).not.toContain('Certificate of deletion');
    } finally {
      await sql(`update users set preferred_language = 'en' where username = 'district'`);
    }
  });

  it('should finish a run that died mid-way without counting twice', async () => {
    const student = await studentWithEverything(t);
    const superuser = await signIn(t, 'superuser');
    const [row] = await sql<{ id: number }>(
      `insert into privacy_deletions (scope, target_id, district_id, requested_by_id, requested_by_role, requested_at, status, removed, started_at)
       values ('student', ?, 1, 1, 'superuser', now(), 'running', '{}', now()) returning id`,
      [student.id],
    );
    // The first run erased one batch of sessions and then its instance died.
    const erasure = t.app.get(PrivacyErasureRepository);
    const batch = await erasure.sessions(student.id, 1);
    for (const key of batch.fileKeys) await t.app.get(FileStorage).delete(key);
    await erasure.eraseSessions(row!.id, batch);

    // Asking again queues the unfinished request, which picks up where it stopped.
    const resumed = await superuser.api.call('requestPrivacyDeletion', {
      body: { scope: 'student', target_id: student.id },
    });
    expect(resumed.id).toBe(row!.id);
    const done = await deletionSettled(superuser, row!.id);
    expect(done).toMatchObject({ status: 'done', error: null });
    expect(done.removed).toMatchObject({ sessions: 2, session_messages: 6, chat_files: 6, essays: 2 });
    expect(await leftBehind(student)).toEqual({});
    expect(await filesLeft(student.fileKeys)).toEqual([]);
  });

  it("should erase every student of a school at its contract's end, and only a superuser may ask", async () => {
    const [school] = await sql<{ id: number }>(
      `insert into schools (name, district_id, created_at) values ('Closing School', 1, now()) returning id`,
    );
    const first = await studentWithEverything(t, { school: school!.id });
    const second = await studentWithEverything(t, { school: school!.id });
    const manager = await signIn(t, 'district');
    const refused = await failure(
      manager.api.call('requestPrivacyDeletion', { body: { scope: 'school', target_id: school!.id } }),
    );
    expect(refused.status).toBe(403);

    const superuser = await signIn(t, 'superuser');
    const requested = await superuser.api.call('requestPrivacyDeletion', {
      body: { scope: 'school', target_id: school!.id },
    });
    const done = await deletionSettled(superuser, requested.id);
    expect(done).toMatchObject({ status: 'done', students: 2 });
    expect(done.removed).toMatchObject({ sessions: 4, essays: 4, profiles: 2 });
    expect(await leftBehind(first)).toEqual({});
    expect(await leftBehind(second)).toEqual({});
    // The district's manager reads the school's request and its certificate.
    expect((await manager.api.call('privacyDeletion', { params: { id: requested.id } })).status).toBe('done');
  });

  it('should refuse a manager of another district, and anyone below a district manager', async () => {
    const student = await studentWithEverything(t);
    const [other] = await sql<{ id: number }>(
      `insert into users (username, password_hash, first_name, last_name, roles, "current_role", user_type_id, district_id,
                          timezone, preferred_language, accepted_agreement, password_changed, created_at, updated_at)
       select 'dm.other.' || floor(random() * 1e9)::text, password_hash, 'Other', 'Manager', '{district-manager}', 'district-manager', 1, 991,
              timezone, 'en', true, true, now(), now() from users where username = 'district' returning id`,
    );
    const [{ username }] = (await sql<{ username: string }>(`select username from users where id = ?`, [
      other!.id,
    ])) as [{ username: string }];
    const stranger = await signIn(t, username);
    const refused = await failure(
      stranger.api.call('requestPrivacyDeletion', { body: { scope: 'student', target_id: student.id } }),
    );
    expect([refused.status, refused.code]).toEqual([404, 'not_found']);
    expect(
      (await failure(stranger.api.call('studentDataExport', { params: { id: student.id } }))).status,
    ).toBe(404);
    expect(await stranger.api.call('privacyDeletions')).toEqual([]);
    const teacher = await signIn(t, 'teacher');
    expect(
      (
        await failure(
          teacher.api.call('requestPrivacyDeletion', { body: { scope: 'student', target_id: student.id } }),
        )
      ).status,
    ).toBe(403);
    expect(await leftBehind(student)).not.toEqual({});
  });
});

describe("a student's data export", () => {
  it('should hand the district manager one ZIP of the records as JSON and every stored file', async () => {
    const student = await studentWithEverything(t);
    const manager = await signIn(t, 'district');
    const response = await manager.fetch(`${t.baseUrl}/api/privacy/students/${student.id}/export`, {
      headers: { authorization: `Bearer ${manager.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const records = JSON.parse(Buffer.from(entries['records.json']!).toString()) as Record<string, unknown[]>;
    expect(records.profile).toEqual([expect.objectContaining({ id: student.id, first_name: 'Erin' })]);
    expect(records.sessions).toHaveLength(2);
    expect(records.messages).toHaveLength(6);
    expect(records.whiteboards).toHaveLength(2);
    expect(records.essays).toHaveLength(2);
    expect(records.essay_comments).toHaveLength(2);
    expect(records.tutor_notes).toHaveLength(3);
    const files = Object.keys(entries).filter((name) => name.startsWith('files/'));
    // Per session a picture and a voice note; per essay its Word file and the reviewed PDF.
    expect(files).toHaveLength(8);
    expect(Buffer.from(entries[files.find((name) => name.endsWith('reviewed.pdf'))!]!).toString()).toBe(
      '%PDF- reviewed',
    );
    const [trail] = await sql<{ n: number }>(
      `select count(*)::int as n from audit_events where action = 'privacy.export.downloaded' and details->>'student_id' = ?`,
      [String(student.id)],
    );
    expect(trail!.n).toBe(1);
  });
});
