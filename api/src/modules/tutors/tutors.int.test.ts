import { randomUUID } from 'node:crypto';
import type { CreateTutor, TutorListQueryInput } from '@lantern/shared/contracts/tutors-admin';
import { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { failure, HttpSession } from '../../../test/http-session.js';
import { freshDay, shiftFor, signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';

const { t } = useShiftTestApp();
const HOUR = 3600;

/** A word no demo name holds, so a test's search finds only the tutors it made. */
const marker = () => `Zq${randomUUID().slice(0, 8)}`;

function tutorInput(lastName: string, fields: Partial<CreateTutor> = {}): CreateTutor {
  const username = `${lastName.toLowerCase()}.${randomUUID().slice(0, 6)}`;
  return {
    username,
    password: 'Welcome#2026',
    first_name: 'Test',
    last_name: lastName,
    email: `${username}@lantern.example`,
    role: 'tutor',
    status: 1,
    max_weekly_hours: 20,
    essay_review: false,
    high_impact_tutoring: false,
    languages: [1],
    essay_languages: [],
    async_audio_session_languages: [],
    subjects: [],
    topics: [],
    concepts: [],
    adp_number: null,
    employment_country_code: 'US',
    employment_region_code: null,
    is_us_ca_fingerprinted: false,
    ...fields,
  };
}

async function topicIds(manager: HttpSession) {
  const subjects = await manager.api.call('subjects');
  const math = subjects.find((subject) => subject.availableTopics.length >= 2)!;
  return { subject: math.id, first: math.availableTopics[0]!, second: math.availableTopics[1]! };
}

const names = async (manager: HttpSession, query: TutorListQueryInput) =>
  (await manager.api.call('tutors', { query: query as Record<string, string> })).data.map((row) => row.name);

describe('the tutors screens over HTTP', () => {
  it('should refuse a tutor and a student with 403 on every manager call', async () => {
    const manager = await signIn(t, 'manager');
    const created = await manager.api.call('createTutor', { body: tutorInput(marker()) });
    for (const username of ['tutor', 'student']) {
      const session = await signIn(t, username);
      const calls = [
        () => session.api.call('tutors'),
        () => session.api.call('tutor', { params: { id: created.id } }),
        () => session.api.call('createTutor', { body: tutorInput(marker()) }),
        () => session.api.call('updateTutor', { params: { id: created.id }, body: { max_weekly_hours: 5 } }),
        () => session.api.call('serviceLiveTutors'),
        () => session.api.call('serviceUpcomingTutors'),
        () => session.api.call('serviceEssayTutors'),
        () => session.api.call('serviceTutorManagers'),
      ];
      for (const call of calls) expect(await failure(call())).toMatchObject({ status: 403 });
      const upload = new FormData();
      upload.append('file', new Blob([new Uint8Array([1])]), 'a.png');
      const response = await session.fetch(`${t.baseUrl}/api/tutors/${created.id}/headshot`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.accessToken}` },
        body: upload,
      });
      expect(response.status).toBe(403);
    }
    expect((await manager.api.call('tutor', { params: { id: created.id } })).max_weekly_hours).toBe(20);
  });

  it('should create a tutor with every field, who can then sign in as a tutor', async () => {
    const manager = await signIn(t, 'manager');
    const { subject, first } = await topicIds(manager);
    const input = tutorInput(marker(), {
      max_weekly_hours: 32,
      essay_review: true,
      high_impact_tutoring: true,
      languages: [1, 4],
      essay_languages: [2],
      async_audio_session_languages: [4],
      subjects: [subject],
      topics: [first.id],
      concepts: [first.concepts[0]!.id],
      adp_number: 'ADP-00042',
      employment_country_code: 'CA',
      employment_region_code: 'ON',
      is_us_ca_fingerprinted: true,
    });
    const created = await manager.api.call('createTutor', { body: input });
    expect(created).toMatchObject({
      username: input.username,
      email: input.email,
      first_name: 'Test',
      last_name: input.last_name,
      role: 'tutor',
      status: 1,
      max_weekly_hours: 32,
      essay_review: true,
      high_impact_tutoring: true,
      languages: [{ id: 1 }, { id: 4 }],
      essayLanguages: [{ id: 2 }],
      asyncAudioSessionLanguages: [{ id: 4 }],
      subjects: [{ id: subject }],
      topics: [{ id: first.id, subject_id: subject }],
      concepts: [{ id: first.concepts[0]!.id, topic_id: first.id }],
      profile_image: null,
      adp_number: 'ADP-00042',
      employment_country_code: 'CA',
      employment_region_code: 'ON',
      is_us_ca_fingerprinted: true,
    });
    expect(await manager.api.call('tutor', { params: { id: created.id } })).toEqual(created);

    const newcomer = new HttpSession(t.baseUrl);
    const signedIn = await newcomer.login(input.username, input.password);
    expect(signedIn.user).toMatchObject({ id: created.id, role: 'tutor' });
  });

  it('should narrow the list by each filter, and page it', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const { first, second } = await topicIds(manager);
    const word = marker();
    const make = (last: string, fields: Partial<CreateTutor>) =>
      manager.api.call('createTutor', { body: tutorInput(`${word}${last}`, fields) });
    const ada = await make('Ada', { languages: [1], essay_languages: [2], topics: [first.id] });
    await make('Bea', { role: 'tutor-manager', languages: [4], essay_languages: [1], topics: [second.id] });
    await make('Cal', { status: 0, languages: [1, 4], topics: [first.id, second.id] });
    const dee = await make('Dee', { languages: [1] });
    const day = new Date((t.clock.now() + 24 * HOUR) * 1000).toLocaleDateString('en-CA', {
      timeZone: 'America/New_York',
    });
    await shiftFor(t, dee.username, 24 * HOUR);
    const all = ['Ada', 'Bea', 'Cal', 'Dee'].map((name) => `Test ${word}${name}`);
    const [a, b, c, d] = all;

    expect(await names(manager, { search: word })).toEqual(all);
    expect(await names(manager, { search: `test ${word.toUpperCase()}ad` })).toEqual([a]);
    expect(await names(manager, { search: ada.username })).toEqual([a]);
    expect(await names(manager, { search: word, orderBy: '-name' })).toEqual([...all].reverse());
    expect(await names(manager, { search: word, roles: 'tutor-manager' })).toEqual([b]);
    expect(await names(manager, { search: word, roles: 'tutor,tutor-manager' })).toEqual(all);
    expect(await names(manager, { search: word, status: '0' })).toEqual([c]);
    expect(await names(manager, { search: word, status: '1' })).toEqual([a, b, d]);
    expect(await names(manager, { search: word, topics: String(first.id) })).toEqual([a, c]);
    expect(await names(manager, { search: word, topics: `${first.id},${second.id}` })).toEqual([a, b, c]);
    expect(await names(manager, { search: word, sessionLanguage: '4' })).toEqual([b, c]);
    expect(await names(manager, { search: word, essayLanguage: '2' })).toEqual([a]);
    expect(await names(manager, { search: word, notScheduledOn: day })).toEqual([a, b, c]);
    expect(await names(manager, { search: word, status: '1', sessionLanguage: '1' })).toEqual([a, d]);

    const page = await manager.api.call('tutors', { query: { search: word } });
    expect(page.data[0]).toMatchObject({ role: 'tutor', is_new: true, status: 1, pending_assessments: 0 });
    expect(page.data[1]!.role).toBe('tutor-manager');
    expect(page.meta.pagination).toEqual({
      total: 4,
      count: 4,
      per_page: 25,
      current_page: 1,
      total_pages: 1,
    });
    const past = await manager.api.call('tutors', { query: { search: word, page: 2 } });
    expect(past.data).toEqual([]);
    expect(past.meta.pagination.total).toBe(4);
    // More than a page of tutors, whatever the other tests made.
    const before = (await manager.api.call('tutors')).meta.pagination.total;
    for (let made = before; made <= 26; made += 1)
      await manager.api.call('createTutor', { body: tutorInput(marker()) });
    const everyone = await manager.api.call('tutors', { query: { showAll: true } });
    expect(everyone.meta.pagination.total).toBeGreaterThan(25);
    expect(everyone.data).toHaveLength(everyone.meta.pagination.total);
    const paged = await manager.api.call('tutors');
    expect(paged.data).toHaveLength(25);
    expect(paged.meta.pagination.total_pages).toBe(Math.ceil(everyone.meta.pagination.total / 25));

    expect(await failure(manager.api.call('tutors', { query: { roles: 'student' } }))).toMatchObject({
      status: 400,
    });
    expect(await failure(manager.api.call('tutors', { query: { notScheduledOn: 'soon' } }))).toMatchObject({
      status: 400,
    });
  });

  it("should count a tutor's assessments not yet submitted on the row", async () => {
    const manager = await signIn(t, 'manager');
    const word = marker();
    const created = await manager.api.call('createTutor', { body: tutorInput(word) });
    const em = t.app.get(MikroORM).em.fork();
    const [student] = await em.execute<{ id: number }[]>(`select id from users where username = 'student'`);
    for (const completed of [null, t.clock.date(), null]) {
      const [session] = await em.execute<{ id: number }[]>(
        `insert into sessions (student_id, tutor_id, status, chat_type, subject_id, question, language_id,
                               requested_at, matched_at, ended_at)
         values (?, ?, 'ended', 'tutor', 1, 'A question', 1, ?, ?, ?) returning id`,
        [student!.id, created.id, t.clock.date(), t.clock.date(), t.clock.date()],
      );
      await em.execute(
        `insert into assessments (session_id, tutor_id, step, recognitions, topic_ids, created_at, updated_at,
                                  completed_at)
         values (?, ?, 'recognitions', '[]', '[]', ?, ?, ?)`,
        [session!.id, created.id, t.clock.date(), t.clock.date(), completed],
      );
    }
    const [row] = (await manager.api.call('tutors', { query: { search: word } })).data;
    expect(row!.pending_assessments).toBe(2);
    const incomplete = await manager.api.call('incompleteAssessments', { params: { id: created.id } });
    expect(incomplete.count).toBe(2);
  });

  it('should edit the fields sent and keep the others; refuse unknown ids naming the field', async () => {
    const manager = await signIn(t, 'manager');
    const created = await manager.api.call('createTutor', {
      body: tutorInput(marker(), { languages: [1, 2], max_weekly_hours: 12 }),
    });
    const edited = await manager.api.call('updateTutor', {
      params: { id: created.id },
      body: { max_weekly_hours: 30, essay_languages: [1, 4], status: 0, role: 'tutor-manager' },
    });
    expect(edited).toMatchObject({
      max_weekly_hours: 30,
      essayLanguages: [{ id: 1 }, { id: 4 }],
      languages: [{ id: 1 }, { id: 2 }],
      status: 0,
      role: 'tutor-manager',
      first_name: created.first_name,
    });

    const unknown = await failure(
      manager.api.call('updateTutor', { params: { id: created.id }, body: { topics: [999_999] } }),
    );
    expect(unknown).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(JSON.stringify(unknown.details)).toContain('"field":"topics"');
    const tooMany = await failure(
      manager.api.call('updateTutor', { params: { id: created.id }, body: { max_weekly_hours: 61 } }),
    );
    expect(JSON.stringify(tooMany.details)).toContain('"field":"max_weekly_hours"');

    const taken = await failure(
      manager.api.call('createTutor', { body: { ...tutorInput(marker()), username: created.username } }),
    );
    expect(taken).toMatchObject({ status: 409 });
    expect(await failure(manager.api.call('tutor', { params: { id: 999_999 } }))).toMatchObject({
      status: 404,
    });
    const me = await manager.api.call('me');
    expect(
      await failure(manager.api.call('updateTutor', { params: { id: me.id }, body: { role: 'tutor' } })),
    ).toMatchObject({ status: 403 });
  });

  it('should keep a headshot as a small picture and refuse what is not one', async () => {
    const manager = await signIn(t, 'manager');
    const created = await manager.api.call('createTutor', { body: tutorInput(marker()) });
    const send = (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), name);
      return manager.fetch(`${t.baseUrl}/api/tutors/${created.id}/headshot`, {
        method: 'POST',
        headers: { authorization: `Bearer ${manager.accessToken}` },
        body: form,
      });
    };
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const ok = await send(png, 'me.png');
    expect(ok.status).toBe(200);
    const detail = await manager.api.call('tutor', { params: { id: created.id } });
    expect(detail.profile_image).toMatch(/^data:image\/webp;base64,/);
    const picture = Buffer.from(detail.profile_image!.split(',')[1]!, 'base64');
    expect(await sharp(picture).metadata()).toMatchObject({ width: 256, height: 256 });

    const text = await send(new TextEncoder().encode('not a picture at all'), 'me.png');
    expect(text.status).toBe(415);
  });
});
