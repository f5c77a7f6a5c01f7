import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import { sqlOf, studentWithEverything } from '../../../test/privacy-kit.js';
import { type SecondInstance, startSecondInstance } from '../../../test/second-instance.js';
import { signIn } from '../../../test/shift-test-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { FileNotFound, FileStorage } from '../files/file-storage.js';
import { RETENTION_JOB } from './retention.job.js';

/** Two API instances on one database, as behind a load balancer. */
let t: TestApp;
let second: SecondInstance;
beforeAll(async () => {
  t = await startTestApp();
  second = await startSecondInstance(t);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});
const sql = <T>(query: string, params: unknown[] = []) => sqlOf(t)<T>(query, params);

describe("a student's access log", () => {
  it('should show the district manager who opened the student’s records, in which role, and what', async () => {
    const student = await studentWithEverything(t);
    const tutor = await signIn(t, 'tutor');
    const step = (name: string, call: Promise<unknown>) =>
      call.catch((error: Error) => Promise.reject(new Error(`${name}: ${error.message}`)));
    await step('sessions', tutor.api.call('studentSessions', { params: { id: student.id } }));
    await step('notes', tutor.api.call('studentTutorComments', { params: { id: student.id } }));
    const superuser = await signIn(t, 'superuser');
    await step('superuser notes', superuser.api.call('studentTutorComments', { params: { id: student.id } }));

    const manager = await signIn(t, 'district');
    const log = await manager.api.call('studentAccessLog', { params: { id: student.id } });
    expect(log.map((entry) => [entry.viewer.role, entry.what]).sort()).toEqual([
      ['superuser', 'notes'],
      ['tutor', 'notes'],
      ['tutor', 'record'],
    ]);
    expect(log.find((entry) => entry.viewer.role === 'tutor')!.viewer.name).toBe('Sam Patel');
    expect(log.every((entry) => entry.at === t.clock.now())).toBe(true);
    // Reading the log is no opening of the records.
    expect(await manager.api.call('studentAccessLog', { params: { id: student.id } })).toHaveLength(3);
    expect((await failure(tutor.api.call('studentAccessLog', { params: { id: student.id } }))).status).toBe(
      403,
    );
  });
  it("should log a manager's opening of one of the student's session transcripts", async () => {
    const student = await studentWithEverything(t);
    const superuser = await signIn(t, 'superuser');
    const transcript = await superuser.api.call('sessionTranscript', {
      params: { id: student.sessionIds[0]! },
    });
    expect(transcript.session.id).toBe(student.sessionIds[0]);
    const manager = await signIn(t, 'district');
    const log = await manager.api.call('studentAccessLog', { params: { id: student.id } });
    expect(log.map((entry) => [entry.viewer.role, entry.what])).toEqual([['superuser', 'transcript']]);
  });
});

describe("a district's retention", () => {
  it('should refuse a period under a month, naming the field and the rule', async () => {
    const manager = await signIn(t, 'district');
    const refused = await failure(
      manager.api.call('updateDistrictRetention', {
        params: { id: 1 },
        body: { chat_messages: 10, media: null, essays: null, whiteboards: null, recordings: null },
      }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.details)).toContain('chat_messages');
    expect(JSON.stringify(refused.details)).toContain('at least 30 days');
    expect((await failure(manager.api.call('districtRetention', { params: { id: 991 } }))).status).toBe(404);
  });

  it('should remove what is past each period, once however many instances run the hour', async () => {
    const student = await studentWithEverything(t);
    // The first session and essay are 100 days old; the second of each is today's.
    const [old] = student.sessionIds;
    await sql(`update session_messages set created_at = now() - interval '100 days' where session_id = ?`, [
      old,
    ]);
    await sql(`update whiteboard_strokes set drawn_at = now() - interval '100 days' where session_id = ?`, [
      old,
    ]);
    await sql(`update essays set created_at = now() - interval '100 days' where id = ?`, [
      student.essayIds[0],
    ]);
    const manager = await signIn(t, 'district');
    const set = await manager.api.call('updateDistrictRetention', {
      params: { id: 1 },
      body: { chat_messages: 60, media: 60, essays: 90, whiteboards: 60, recordings: 60 },
    });
    expect(set).toMatchObject({
      district_id: 1,
      periods: { chat_messages: 60, essays: 90 },
      updated_at: t.clock.now(),
    });
    expect(await manager.api.call('districtRetention', { params: { id: 1 } })).toEqual(set);

    // The same hour's run asked of both instances: the queue takes it once.
    const slot = `hour-${Date.now()}`;
    const sent = await Promise.all(
      [t.app, second.app].map((app) => app.get(JobsService).send(RETENTION_JOB, {}, { key: slot })),
    );
    expect(sent.filter(Boolean)).toHaveLength(1);
    const deadline = Date.now() + 60_000;
    let runs: { details: { removed: Record<string, number> } }[] = [];
    while (Date.now() < deadline && runs.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      runs = await sql(`select details from audit_events where action = 'privacy.retention.enforced'`);
    }
    expect(runs).toHaveLength(1);

    const left = async (query: string, params: unknown[]) => (await sql<{ n: number }>(query, params))[0]!.n;
    expect(await left(`select count(*)::int as n from session_messages where session_id = ?`, [old])).toBe(0);
    expect(await left(`select count(*)::int as n from whiteboard_strokes where session_id = ?`, [old])).toBe(
      0,
    );
    expect(await left(`select count(*)::int as n from essays where id = ?`, [student.essayIds[0]])).toBe(0);
    // Today's messages, drawings and essay stay.
    expect(
      await left(`select count(*)::int as n from session_messages where session_id = ?`, [
        student.sessionIds[1],
      ]),
    ).toBe(3);
    expect(
      await left(`select count(*)::int as n from whiteboard_strokes where session_id = ?`, [
        student.sessionIds[1],
      ]),
    ).toBe(1);
    expect(await left(`select count(*)::int as n from essays where id = ?`, [student.essayIds[1]])).toBe(1);
    // The old session's picture, its thumbnail and the voice note are gone from storage; today's are kept.
    const storage = t.app.get(FileStorage);
    const stored = async (key: string) =>
      storage.get(key).then(
        () => true,
        (error: unknown) => (error instanceof FileNotFound ? false : Promise.reject(error)),
      );
    expect(await Promise.all(student.fileKeys.slice(0, 3).map(stored))).toEqual([false, false, false]);
    expect(await Promise.all(student.fileKeys.slice(3, 6).map(stored))).toEqual([true, true, true]);
    expect(runs[0]!.details.removed).toMatchObject({
      essays: expect.any(Number),
      recordings: expect.any(Number),
    });
  });
});
