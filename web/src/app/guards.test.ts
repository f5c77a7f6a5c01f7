import { describe, expect, it } from 'vitest';
import { POST_LOGIN_REDIRECT_KEY } from '../stores/redirect-store.js';
import { makeStores, makeUser, signInAs } from '../stores/test-support.js';
import { areaRedirect, libraryCompletionRedirect } from './guards.js';

const url = (path: string) => new URL(path, 'http://localhost');
const row = (key: string, enabled: boolean) => ({ key, enabled, description: '', updated_at: 1 });

async function signedIn(user = makeUser(), flags: ReturnType<typeof row>[] = []) {
  const context = makeStores();
  context.api.handlers.featureFlags = () => flags;
  await context.stores.flags.load();
  await signInAs(context.stores, context.api, user);
  return context;
}

describe('area guard', () => {
  it('should send a signed-out visitor to login and remember the page', async () => {
    const { stores, env } = makeStores();
    expect(await areaRedirect(stores, url('/teacher/dashboard?tab=2'), 'teacher')).toBe('/login');
    expect(env.storage.get(POST_LOGIN_REDIRECT_KEY)).toBe('/teacher/dashboard?tab=2');
    expect(await areaRedirect(stores, url('/student/dashboard'), 'student')).toBe('/login/student');
  });

  it('should let the holder of the current role in', async () => {
    const { stores } = await signedIn();
    expect(await areaRedirect(stores, url('/student/dashboard'), 'student')).toBeNull();
  });

  it('should make a held role current before letting the user in', async () => {
    const user = makeUser({ role: 'administrator', roles: ['administrator', 'teacher'], student: null });
    const { stores, api } = await signedIn(user);
    api.handlers.switchRole = () => ({
      access_token: 'a2',
      token_type: 'Bearer',
      expires_in: 900,
      user: { ...user, role: 'teacher' },
    });
    expect(await areaRedirect(stores, url('/teacher/dashboard'), 'teacher')).toBeNull();
    expect(stores.user.current?.role).toBe('teacher');
  });

  it('should open the superuser area to a superuser-creator', async () => {
    const { stores, api } = await signedIn(
      makeUser({ role: 'superuser-creator', roles: ['superuser-creator'], student: null }),
    );
    expect(await areaRedirect(stores, url('/superuser'), 'superuser')).toBeNull();
    expect(api.called('switchRole')).toBe(0);
  });

  it('should send a user who does not hold the role back to login', async () => {
    const { stores, api } = await signedIn();
    expect(await areaRedirect(stores, url('/teacher/dashboard'), 'teacher')).toBe('/login');
    expect(api.called('switchRole')).toBe(0);
  });

  it('should force a new student into onboarding and keep others out of it', async () => {
    const newcomer = await signedIn(
      makeUser({ accepted_agreement: false, student: { is_new: true, grade: null } }),
    );
    expect(await areaRedirect(newcomer.stores, url('/student/dashboard'), 'student')).toBe(
      '/student/onboarding',
    );
    expect(await areaRedirect(newcomer.stores, url('/student/onboarding'), 'student')).toBeNull();
    const regular = await signedIn();
    expect(await areaRedirect(regular.stores, url('/student/onboarding'), 'student')).toBe(
      '/student/dashboard',
    );
  });

  it('should ask for the code of conduct when it is not accepted yet', async () => {
    const { stores } = await signedIn(
      makeUser({ role: 'teacher', roles: ['teacher'], accepted_agreement: false, student: null }),
    );
    expect(await areaRedirect(stores, url('/teacher/dashboard'), 'teacher')).toBe('/code-of-conduct');
  });

  it('should apply the school rules: 134 classroom to review center, 285 to library completion', async () => {
    const school134 = await signedIn(
      makeUser({ school: { ...makeUser().school!, id: 134, features_live_help: false } }),
    );
    expect(await areaRedirect(school134.stores, url('/student/classroom'), 'student')).toBe(
      '/student/review-center',
    );
    const school285 = await signedIn(makeUser({ email: null, school: { ...makeUser().school!, id: 285 } }));
    expect(await areaRedirect(school285.stores, url('/student/dashboard'), 'student')).toBe(
      '/fulton-account-library-completion',
    );
    await expect(libraryCompletionRedirect(school285.stores)).resolves.toBeNull();
  });

  it('should block district 991 from starting live sessions only while its flag is on', async () => {
    const user = makeUser({ district_id: 991 });
    const off = await signedIn(user);
    expect(await areaRedirect(off.stores, url('/student/start-session'), 'student')).toBeNull();
    const on = await signedIn(user, [row('core-245-block-start-live-session', true)]);
    expect(await areaRedirect(on.stores, url('/student/start-session'), 'student')).toBe(
      '/student/dashboard',
    );
  });

  it('should turn a teacher without the licence back to the dashboard when licensing is on', async () => {
    const user = makeUser({
      role: 'teacher',
      roles: ['teacher'],
      student: null,
      school: { ...makeUser().school!, licences: ['ASSIGN'] },
    });
    const { stores } = await signedIn(user, [row('licensing', true)]);
    expect(await areaRedirect(stores, url('/teacher/students'), 'teacher')).toBe('/teacher/dashboard');
  });

  it('should show maintenance to everyone but superusers', async () => {
    const flags = [row('maintenance-mode', true)];
    const student = await signedIn(makeUser(), flags);
    expect(await areaRedirect(student.stores, url('/student/dashboard'), 'student')).toBe('/maintenance');
    const superuser = await signedIn(
      makeUser({ role: 'superuser', roles: ['superuser'], student: null }),
      flags,
    );
    expect(await areaRedirect(superuser.stores, url('/superuser'), 'superuser')).toBeNull();
  });
});
