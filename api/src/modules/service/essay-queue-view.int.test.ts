import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import { freshDay, signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';

const { t } = useShiftTestApp();
const HOUR = 3600;

/** Essays straight into the table: title, status, due in hours from now, created hours ago. */
async function seed(
  rows: { title: string; status: number; dueIn: number; createdAgo: number; held?: boolean }[],
) {
  const em = t.app.get(MikroORM).em.fork();
  const now = t.clock.now();
  const [student] = await em.execute<{ id: number }[]>(`select id from users where username = 'student'`);
  const [tutor] = await em.execute<{ id: number }[]>(`select id from users where username = 'tutor'`);
  for (const row of rows)
    await em.execute(
      `insert into essays (status, student_id, language_id, submission_type, title, details, created_at,
                           due_at, tutor_id, picked_up_at, source_files, instruction_files, conversion_state)
       values (?, ?, 1, 'essay', ?, 'Details', ?, ?, ?, ?, '[]', '[]', 'converted')`,
      [
        row.status,
        student!.id,
        row.title,
        new Date((now - row.createdAgo * HOUR) * 1000),
        new Date((now + row.dueIn * HOUR) * 1000),
        row.held ? tutor!.id : null,
        row.held ? new Date((now - 600) * 1000) : null,
      ],
    );
}

describe('the essays queue for managers', () => {
  it('should page the open essays soonest due first by cursor, each with its risk and holder, and count them', async () => {
    freshDay(t);
    await seed([
      { title: 'Q-on-track', status: 0, dueIn: 20, createdAgo: 4 },
      { title: 'Q-late', status: 0, dueIn: -1, createdAgo: 25 },
      { title: 'Q-critical', status: 1, dueIn: 1, createdAgo: 23, held: true },
      { title: 'Q-at-risk', status: 0, dueIn: 5, createdAgo: 19 },
      { title: 'Q-reviewed', status: 2, dueIn: 3, createdAgo: 21 },
      { title: 'Q-cancelled', status: -1, dueIn: 22, createdAgo: 2 },
    ]);
    const manager = await signIn(t, 'manager');
    const titles: string[] = [];
    const risks: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await manager.api.call('serviceEssays', {
        query: { limit: 2, ...(cursor ? { cursor } : {}) },
      });
      pages += 1;
      for (const essay of page.data.filter((row) => row.title.startsWith('Q-'))) {
        titles.push(essay.title);
        risks.push(essay.risk);
        if (essay.title === 'Q-critical') expect(essay.tutor?.first_name).toBe('Sam');
      }
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(titles).toEqual(['Q-late', 'Q-critical', 'Q-at-risk', 'Q-on-track']);
    expect(risks).toEqual(['late', 'critical', 'at_risk', 'on_track']);
    expect(pages).toBeGreaterThanOrEqual(2);

    const superuser = await signIn(t, 'superuser');
    expect(await superuser.api.call('serviceEssayStatistics')).toEqual({
      total: 4,
      risk: 1,
      in_progress: 1,
      critical: 2,
      new: 4,
    });
  });

  it('should refuse a made-up cursor with 400 naming it, and tutors with 403', async () => {
    const manager = await signIn(t, 'manager');
    const error = await failure(manager.api.call('serviceEssays', { query: { cursor: 'abc' } }));
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error.message).toMatch(/cursor/);
    const tutor = await signIn(t, 'tutor');
    expect(await failure(tutor.api.call('serviceEssays'))).toMatchObject({ status: 403 });
    expect(await failure(tutor.api.call('serviceEssayStatistics'))).toMatchObject({ status: 403 });
  });
});
