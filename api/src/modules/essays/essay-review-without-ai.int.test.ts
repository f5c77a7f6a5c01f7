import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import { signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';
import { pdf } from '../../../test/upload-fixtures.js';
import { FileStorage } from '../files/file-storage.js';

// No AI_BASE_URL: the review works without the AI, and every AI call says it is unavailable.
const { t } = useShiftTestApp();

async function assignedEssay(): Promise<number> {
  const em = t.app.get(MikroORM).em.fork();
  const [row] = await em.execute<{ id: number }[]>(
    `insert into essays (status, student_id, tutor_id, picked_up_at, language_id, submission_type, title, details,
                         created_at, due_at, source_files, instruction_files, conversion_state, conversion_progress)
     values (1, (select id from users where username = 'student'), (select id from users where username = 'tutor'),
             ?, 1, 'essay', 'An essay', 'Please look at it', ?, ?, '[]', '[]', 'converted', 100)
     returning id`,
    [t.clock.date(), t.clock.date(), t.clock.date()],
  );
  const key = `essays/${row!.id}/essay.pdf`;
  await t.app.get(FileStorage).put(key, pdf(), 'application/pdf');
  await em.execute(`update essays set pdf_key = ? where id = ?`, [key, row!.id]);
  return row!.id;
}

describe('essay review without an AI provider', () => {
  it('should say the AI is unavailable and still let the tutor submit', async () => {
    const id = await assignedEssay();
    const sam = await signIn(t, 'tutor');
    expect((await sam.api.call('essayReview', { params: { id } })).ai).toEqual({
      state: 'none',
      reason: null,
    });
    expect(await sam.api.call('essaySuggestions', { params: { id } })).toEqual({
      essay_id: id,
      state: 'unavailable',
      suggestions: [],
    });
    const none = await failure(sam.api.call('essayAiSummary', { params: { id } }));
    expect([none.status, none.code]).toEqual([404, 'essay_ai_summary_none']);
    const generate = await failure(sam.api.call('generateEssayAiSummary', { params: { id } }));
    expect([generate.status, generate.code]).toEqual([503, 'ai_unavailable']);
    const rephrase = await failure(
      sam.api.call('rephraseEssaySummary', { params: { id }, body: { text: 'Well argued.' } }),
    );
    expect([rephrase.status, rephrase.code]).toEqual([503, 'ai_unavailable']);

    const submitted = await sam.api.call('submitEssayReview', {
      params: { id },
      body: { plagiarism_free: true, tutor_comment: 'Well argued; cite your sources.' },
    });
    expect(submitted.status).toBe(2);
  });
});
