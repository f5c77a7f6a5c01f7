import { AVATAR_PALETTES } from '@lantern/shared/domain/profile/avatars';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_PASSWORD, makePerson } from '../../../test/account-kit.js';
import { failure, HttpSession } from '../../../test/http-session.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedIn(roles: string[] = ['student']) {
  const person = await makePerson(t, { roles });
  const http = new HttpSession(t.baseUrl);
  await http.login(person.username, KIT_PASSWORD);
  return { http, person };
}

const bee = { name: 'Bee' as const, colors: [...AVATAR_PALETTES.Bee[1]!] };
const issuesOf = async (promise: Promise<unknown>) => {
  const error = await failure(promise);
  return { status: error.status, issues: error.validationIssues.map(({ field, rule }) => ({ field, rule })) };
};

describe('a student’s profile and settings', () => {
  it('should start with every notification and the app sounds on, and no grade or avatar', async () => {
    const { http } = await signedIn();
    const profile = await http.api.call('profile');
    expect(profile).toMatchObject({
      first_name: 'Avery',
      avatar: null,
      student: {
        grade_id: null,
        email_notifications: true,
        event_email_notifications: true,
        mobile_push_notifications: true,
        app_sounds: true,
        sections: [],
      },
    });
  });

  it('should keep a changed avatar, name and grade for the next sign-in', async () => {
    const { http, person } = await signedIn();
    await http.api.call('updateProfile', {
      body: { avatar: bee, first_name: '  Robin ', last_name: 'Okafor', grade_id: 7 },
    });
    const again = new HttpSession(t.baseUrl);
    await again.login(person.username, KIT_PASSWORD);
    const profile = await again.api.call('profile');
    expect(profile).toMatchObject({ first_name: 'Robin', last_name: 'Okafor', avatar: bee });
    expect(profile.student?.grade_id).toBe(7);
    const me = await again.api.call('me');
    expect([me.first_name, me.avatar, me.student?.grade?.id]).toEqual(['Robin', bee, 7]);
  });

  it('should save only the notifications sent and keep the others', async () => {
    const { http } = await signedIn();
    expect(
      await http.api.call('setNotificationOptions', { body: { event_email_notifications: false } }),
    ).toEqual({
      email_notifications: true,
      event_email_notifications: false,
      mobile_push_notifications: true,
    });
    await http.api.call('setNotificationOptions', { body: { mobile_push_notifications: false } });
    expect(await http.api.call('setAppSounds', { body: { app_sounds: false } })).toEqual({
      app_sounds: false,
    });
    expect((await http.api.call('profile')).student).toMatchObject({
      email_notifications: true,
      event_email_notifications: false,
      mobile_push_notifications: false,
      app_sounds: false,
    });
  });

  it('should name the field and the rule of every refused change', async () => {
    const { http } = await signedIn();
    expect(await issuesOf(http.api.call('updateProfile', { body: { first_name: '   ' } }))).toEqual({
      status: 400,
      issues: [{ field: 'first_name', rule: 'too_small' }],
    });
    expect(await issuesOf(http.api.call('updateProfile', { body: { grade_id: 99 } }))).toEqual({
      status: 400,
      issues: [{ field: 'grade_id', rule: 'custom' }],
    });
    const wrongPalette = { name: 'Bee' as const, colors: [...AVATAR_PALETTES.Mouse[0]!] };
    expect(await issuesOf(http.api.call('updateProfile', { body: { avatar: wrongPalette } }))).toEqual({
      status: 400,
      issues: [{ field: 'avatar', rule: 'unknown_palette' }],
    });
    const tutorAvatar = { name: 'Tutor' as const, colors: [...AVATAR_PALETTES.Tutor[0]!] };
    expect(await issuesOf(http.api.call('updateProfile', { body: { avatar: tutorAvatar } }))).toEqual({
      status: 400,
      issues: [{ field: 'avatar', rule: 'not_for_role' }],
    });
    expect((await issuesOf(http.api.call('setNotificationOptions', { body: {} }))).status).toBe(400);
    const unknownKey = await issuesOf(
      http.api.call('setNotificationOptions', { body: { sms: true } as never }),
    );
    expect(unknownKey.status).toBe(400);
    expect((await http.api.call('profile')).avatar).toBeNull();
  });
});

describe('who may change what', () => {
  it('should refuse the student settings to a person signed in as another role', async () => {
    const { http } = await signedIn(['teacher']);
    expect(
      (await failure(http.api.call('setNotificationOptions', { body: { email_notifications: false } })))
        .status,
    ).toBe(403);
    expect((await failure(http.api.call('setAppSounds', { body: { app_sounds: false } }))).status).toBe(403);
    expect(await issuesOf(http.api.call('updateProfile', { body: { grade_id: 7 } }))).toEqual({
      status: 400,
      issues: [{ field: 'grade_id', rule: 'student_only' }],
    });
    expect((await http.api.call('profile')).student).toBeNull();
  });

  it('should let staff wear the Tutor avatar', async () => {
    const { http } = await signedIn(['tutor']);
    const tutorAvatar = { name: 'Tutor' as const, colors: [...AVATAR_PALETTES.Tutor[2]!] };
    expect((await http.api.call('updateProfile', { body: { avatar: tutorAvatar } })).avatar).toEqual(
      tutorAvatar,
    );
  });

  it('should change only the signed-in person, and nothing while viewing as someone', async () => {
    const { http: mine } = await signedIn();
    const { http: theirs, person: them } = await signedIn();
    await mine.api.call('setNotificationOptions', { body: { email_notifications: false } });
    expect((await theirs.api.call('profile')).student?.email_notifications).toBe(true);

    const superuser = new HttpSession(t.baseUrl);
    await superuser.login('superuser');
    const viewing = await superuser.api.call('impersonate', { body: { role: 'student', user_id: them.id } });
    superuser.accessToken = viewing.access_token;
    expect((await superuser.api.call('profile')).first_name).toBe('Avery');
    expect(
      (await failure(superuser.api.call('updateProfile', { body: { first_name: 'Mallory' } }))).status,
    ).toBe(403);
    expect(
      (await failure(superuser.api.call('setNotificationOptions', { body: { email_notifications: false } })))
        .status,
    ).toBe(403);
    expect((await theirs.api.call('profile')).first_name).toBe('Avery');
  });
});
