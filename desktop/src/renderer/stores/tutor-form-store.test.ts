import { ApiError, NetworkError } from '@lantern/shared/client/api-error';
import type { TutorDetail, TutorFields } from '@lantern/shared/contracts/tutors-admin';
import type { ApiScript } from '@lantern/shared/state/test-support';
import { describe, expect, it } from 'vitest';
import { makeRoot, managerSignIn, settle } from './test-support.js';

const ME = 7;

function tutor(id: number, overrides: Partial<TutorDetail> = {}): TutorDetail {
  return {
    id,
    username: `tutor.${id}`,
    email: null,
    first_name: 'Jordan',
    last_name: 'Lee',
    role: 'tutor',
    held_roles: ['tutor'],
    status: 1,
    tutor_since: 1_700_000_000,
    max_weekly_hours: 20,
    essay_review: false,
    high_impact_tutoring: false,
    languages: [{ id: 1, name: 'English' }],
    essayLanguages: [],
    asyncAudioSessionLanguages: [],
    subjects: [{ id: 1, name: 'Math' }],
    topics: [{ id: 10, name: 'Algebra', subject_id: 1 }],
    concepts: [{ id: 100, name: 'Linear equations', topic_id: 10 }],
    profile_image: null,
    adp_number: null,
    employment_country_code: 'US',
    employment_region_code: null,
    is_us_ca_fingerprinted: false,
    ...overrides,
  };
}

const refused = (status: number, code: string, details?: unknown) => () => {
  throw new ApiError(status, code, code, details);
};

async function signedIn(script: ApiScript = {}) {
  const harness = makeRoot({
    ...managerSignIn(),
    languages: () => [{ id: 1, language: 'English', abbreviation: 'en', tutorable: true }],
    subjects: () => [
      {
        id: 1,
        name: 'Math',
        availableTopics: [
          { id: 10, name: 'Algebra', concepts: [{ id: 100, name: 'Linear equations' }] },
          { id: 11, name: 'Geometry', concepts: [{ id: 110, name: 'Angles' }] },
        ],
      },
      { id: 2, name: 'Science', availableTopics: [{ id: 20, name: 'Biology', concepts: [] }] },
    ],
    tutor: ({ params }) => tutor(Number(params!.id)),
    ...script,
  });
  await harness.root.session.signIn({ username: 'manager', password: 'x' });
  return harness;
}

async function editing(id: number, script: ApiScript = {}) {
  const harness = await signedIn(script);
  harness.root.tutorForm.open(id);
  await settle();
  return { ...harness, form: harness.root.tutorForm };
}

describe('TutorFormStore', () => {
  it('should read the tutor on each opening and copy them into a draft the manager types into, apart from what is saved', async () => {
    const { form, api } = await editing(12);
    expect(form.status).toBe('loaded');
    expect(form.isOpenFor(12)).toBe(true);
    expect(form.draft).toMatchObject({ first_name: 'Jordan', subjects: [1], topics: [10], concepts: [100] });
    form.set('first_name', 'Jordy');
    expect(form.saved?.first_name).toBe('Jordan');

    form.close();
    form.open(12);
    await settle();
    expect(form.draft.first_name).toBe('Jordan');
    expect(api.called('tutor')).toBe(2);
  });

  it('should keep the tutor the manager went on to when an earlier tutor answers late', async () => {
    const waiting: ((detail: TutorDetail) => void)[] = [];
    const { form } = await editing(12, {
      tutor: ({ params }) =>
        params!.id === 12 ? new Promise<TutorDetail>((resolve) => waiting.push(resolve)) : tutor(13),
    });
    form.open(13);
    await settle();
    waiting[0]!(tutor(12, { first_name: 'Late' }));
    await settle();
    expect(form.saved?.id).toBe(13);
    expect(form.draft.first_name).toBe('Jordan');
  });

  it('should name each broken field with its rule, go to the tab of the first, and send nothing', async () => {
    const { root, api } = await signedIn();
    const form = root.tutorForm;
    form.open(null);
    form.setTab('employment');
    form.set('max_weekly_hours', '75');
    expect(await form.submit()).toBeNull();
    expect(form.problems).toEqual([
      { field: 'first_name', rule: 'required' },
      { field: 'last_name', rule: 'required' },
      { field: 'username', rule: 'required' },
      { field: 'password', rule: 'required' },
      { field: 'max_weekly_hours', rule: 'max_value', limit: 60 },
    ]);
    expect(form.tab).toBe('profile');
    expect(form.problemsOn('profile')).toBe(4);
    expect(form.problemsOn('teaching')).toBe(1);
    expect(form.problemOf('password')).toEqual({ field: 'password', rule: 'required' });
    expect(api.called('createTutor')).toBe(0);
  });

  it('should create a tutor and greet them on the edit form opened next, and only there', async () => {
    const sent: unknown[] = [];
    const { root } = await signedIn({
      createTutor: ({ body }) => {
        sent.push(body);
        return tutor(40, { username: 'nia.okafor', first_name: 'Nia', last_name: 'Okafor' });
      },
    });
    const form = root.tutorForm;
    form.open(null);
    form.set('first_name', 'Nia');
    form.set('last_name', 'Okafor');
    form.set('username', 'Nia.Okafor');
    form.set('password', 'Welcome#2026');
    form.set('employment_region_code', 'on');
    const created = await form.submit();
    expect(created?.id).toBe(40);
    expect(sent[0]).toMatchObject({ username: 'nia.okafor', employment_region_code: 'ON', email: null });

    form.close();
    form.open(40);
    await settle();
    expect(form.notice).toEqual({ kind: 'created', username: 'nia.okafor', linkTo: null });
    form.close();
    form.open(40);
    expect(form.notice).toBeNull();
  });

  it('should send a set-password link instead of a password, and say where it went', async () => {
    const sent: unknown[] = [];
    const { root } = await signedIn({
      createTutor: ({ body }) => {
        sent.push(body);
        return tutor(41, { username: 'ade.bello', email: 'ade@example.org' });
      },
    });
    const form = root.tutorForm;
    form.open(null);
    form.set('first_name', 'Ade');
    form.set('last_name', 'Bello');
    form.set('username', 'ade.bello');
    form.set('email', 'ade@example.org');
    form.set('password_link', true);
    expect((await form.submit())?.id).toBe(41);
    expect(sent[0]).toMatchObject({ send_password_link: true });
    expect(sent[0]).not.toHaveProperty('password');

    form.close();
    form.open(41);
    await settle();
    expect(form.notice).toEqual({ kind: 'created', username: 'ade.bello', linkTo: 'ade@example.org' });
  });

  it('should save the changes, take the tutor as saved back into the draft and say so', async () => {
    let body: Partial<TutorFields> = {};
    const { form } = await editing(12, {
      updateTutor: (options) => {
        body = options.body!;
        return tutor(12, { first_name: body.first_name!, max_weekly_hours: body.max_weekly_hours! });
      },
    });
    form.set('first_name', 'Jordy');
    form.set('max_weekly_hours', ' 25 ');
    const saving = form.submit();
    expect(form.saving).toBe(true);
    expect(await saving).toBeNull();
    expect(body).toMatchObject({ first_name: 'Jordy', max_weekly_hours: 25 });
    expect(form.saving).toBe(false);
    expect(form.notice).toEqual({ kind: 'saved' });
    expect(form.saved?.first_name).toBe('Jordy');
    expect(form.draft.max_weekly_hours).toBe('25');
  });

  it("should put the server's refusal beside its field and on its tab, keeping the draft", async () => {
    const { root } = await signedIn({
      createTutor: refused(409, 'conflict', {
        issues: [{ field: 'username', rule: 'unique', message: 'username: another account already uses it' }],
      }),
    });
    const form = root.tutorForm;
    form.open(null);
    Object.entries({
      first_name: 'Nia',
      last_name: 'Okafor',
      username: 'tutor',
      password: 'Welcome#2026',
    }).forEach(([key, value]) => form.set(key as 'username', value));
    form.setTab('teaching');
    expect(await form.submit()).toBeNull();
    expect(form.problems).toEqual([{ field: 'username', rule: 'unique' }]);
    expect(form.tab).toBe('profile');
    expect(form.failure).toBeNull();
    expect(form.draft.username).toBe('tutor');
  });

  it.each([
    ['offline', () => Promise.reject(new NetworkError('fetch failed'))],
    ['forbidden', refused(403, 'forbidden')],
    ['gone', refused(404, 'not_found')],
    ['failed', refused(500, 'internal')],
  ] as const)('should say the save failed as %s when no field is to blame', async (failure, answer) => {
    const { form } = await editing(12, { updateTutor: answer });
    form.set('last_name', 'Lee-Park');
    await form.submit();
    expect(form.failure).toBe(failure);
    expect(form.problems).toEqual([]);
    expect(form.notice).toBeNull();
    expect(form.saving).toBe(false);
    expect(form.draft.last_name).toBe('Lee-Park');
  });

  it('should be read-only for an account above the manager: nothing changes and nothing is sent', async () => {
    const { form, api } = await editing(3, {
      tutor: () => tutor(3, { first_name: 'Alex', held_roles: ['tutor-manager', 'superuser'] }),
    });
    expect(form.readOnly).toBe(true);
    form.set('first_name', 'Changed');
    expect(form.draft.first_name).toBe('Alex');
    expect(await form.submit()).toBeNull();
    await form.uploadHeadshot(new File(['x'], 'me.png', { type: 'image/png' }));
    expect(api.called('updateTutor') + api.called('tutorHeadshot')).toBe(0);
  });

  it('should let peers manage each other', async () => {
    const { form } = await editing(5, { tutor: () => tutor(5, { held_roles: ['tutor-manager'] }) });
    expect(form.readOnly).toBe(false);
  });

  it('should refuse a manager changing their own role before asking the server', async () => {
    const { form, api } = await editing(ME, {
      tutor: () => tutor(ME, { role: 'tutor-manager', held_roles: ['tutor-manager'] }),
    });
    form.set('role', 'tutor');
    await form.submit();
    expect(form.problems).toEqual([{ field: 'role', rule: 'own_role' }]);
    expect(api.called('updateTutor')).toBe(0);
  });

  it('should drop the topics of an unticked subject, and the concepts of an unticked topic', async () => {
    const { form } = await editing(12);
    form.setSubjects([1, 2]);
    form.setTopics([10, 11, 20]);
    form.set('concepts', [100, 110]);
    expect(form.topicChoices.map((topic) => `${topic.subject.name} · ${topic.name}`)).toEqual([
      'Math · Algebra',
      'Math · Geometry',
      'Science · Biology',
    ]);
    form.setTopics([10, 20]);
    expect(form.draft.concepts).toEqual([100]);
    form.setSubjects([2]);
    expect(form.draft).toMatchObject({ subjects: [2], topics: [20], concepts: [] });
    expect(form.conceptChoices).toEqual([]);
  });

  it('should tell a tutor who is gone from a load that failed, and load again on retry', async () => {
    const gone = await editing(99, { tutor: refused(404, 'not_found') });
    expect(gone.form.status).toBe('error');
    expect(gone.form.loadFailure).toBe('gone');

    let fail = true;
    const { form } = await editing(12, {
      tutor: ({ params }) => {
        if (fail) throw new NetworkError('offline');
        return tutor(Number(params!.id));
      },
    });
    expect(form.loadFailure).toBe('failed');
    fail = false;
    await form.retry();
    expect(form.status).toBe('loaded');
    expect(form.loadFailure).toBeNull();
  });

  it("should replace the headshot at once, and name the server's reason when it refuses", async () => {
    const answers = [
      () => tutor(12, { profile_image: 'data:image/webp;base64,AAAA' }),
      refused(413, 'upload_too_large'),
      refused(500, 'internal'),
    ];
    const { form } = await editing(12, { tutorHeadshot: () => answers.shift()!() });
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    const sending = form.uploadHeadshot(file);
    expect(form.headshotSending).toBe(true);
    await sending;
    expect(form.saved?.profile_image).toBe('data:image/webp;base64,AAAA');
    await form.uploadHeadshot(file);
    expect(form.headshotRefusal).toBe('upload_too_large');
    await form.uploadHeadshot(file);
    expect(form.headshotRefusal).toBe('refused');
    expect(form.headshotSending).toBe(false);
  });

  it('should forget the form when someone else signs in', async () => {
    const { root, form } = await editing(12, { logout: () => ({ ok: true }) });
    const stop = root.start();
    form.set('first_name', 'Jordy');
    await root.session.signOut();
    await settle();
    stop();
    expect(form.saved).toBeNull();
    expect(form.draft.first_name).toBe('');
    expect(form.isOpenFor(12)).toBe(false);
  });
});
