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

  it('should page essays moved to the front first, the one moved last at the very front, then the rest by due time', async () => {
    freshDay(t);
    await t.app.get(MikroORM).em.fork().execute(`update essays set status = -1 where status in (0, 1)`);
    await seed([
      { title: 'P-due-1', status: 0, dueIn: 1, createdAgo: 1 },
      { title: 'P-due-2', status: 0, dueIn: 2, createdAgo: 1 },
      { title: 'P-due-3', status: 0, dueIn: 3, createdAgo: 1 },
      { title: 'P-due-4', status: 0, dueIn: 4, createdAgo: 1 },
      { title: 'P-due-5', status: 1, dueIn: 5, createdAgo: 1, held: true },
    ]);
    const manager = await signIn(t, 'manager');
    const all = async () => {
      const titles: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await manager.api.call('serviceEssays', {
          query: { limit: 1, ...(cursor ? { cursor } : {}) },
        });
        titles.push(...page.data.map((row) => row.title));
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
      return titles;
    };
    const idOf = async (title: string) =>
      (await manager.api.call('serviceEssays')).data.find((row) => row.title === title)!.id;
    await manager.api.call('prioritiseEssay', { params: { id: await idOf('P-due-4') } });
    t.clock.advanceSeconds(1);
    await manager.api.call('prioritiseEssay', { params: { id: await idOf('P-due-2') } });
    expect(await all()).toEqual(['P-due-2', 'P-due-4', 'P-due-1', 'P-due-3', 'P-due-5']);
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
