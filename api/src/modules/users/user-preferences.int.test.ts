import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, HttpSession } from '../../../test/http-session.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedIn(username: string) {
  const session = new HttpSession(t.baseUrl);
  await session.login(username);
  const me = await session.api.call('me');
  return { session, id: me.id };
}

describe('user preferences', () => {
  it('should have break chimes on for someone who never changed them', async () => {
    const { session, id } = await signedIn('tutor');
    expect(await session.api.call('userPreferences', { params: { id } })).toEqual({
      is_break_chimes_enabled: true,
    });
  });

  it('should keep a saved choice for the next sign-in, on another device', async () => {
    const { session, id } = await signedIn('tutor.lucia');
    const saved = await session.api.call('setUserPreferences', {
      params: { id },
      body: { is_break_chimes_enabled: false },
    });
    expect(saved).toEqual({ is_break_chimes_enabled: false });
    const { session: laptop } = await signedIn('tutor.lucia');
    expect(await laptop.api.call('userPreferences', { params: { id } })).toEqual({
      is_break_chimes_enabled: false,
    });
    await laptop.api.call('setUserPreferences', { params: { id }, body: { is_break_chimes_enabled: true } });
    expect(await session.api.call('userPreferences', { params: { id } })).toEqual({
      is_break_chimes_enabled: true,
    });
  });

  it('should land both of two saves sent at once, without a duplicate-key failure', async () => {
    const { session, id } = await signedIn('tutor.jordan');
    const results = await Promise.all(
      [false, false, true].map((on) =>
        session.api.call('setUserPreferences', { params: { id }, body: { is_break_chimes_enabled: on } }),
      ),
    );
    expect(results).toHaveLength(3);
  });

  it("should refuse another user's preferences, to read and to save", async () => {
    const { id: otherId } = await signedIn('tutor');
    const { session } = await signedIn('student');
    expect((await failure(session.api.call('userPreferences', { params: { id: otherId } }))).status).toBe(
      404,
    );
    const save = await failure(
      session.api.call('setUserPreferences', {
        params: { id: otherId },
        body: { is_break_chimes_enabled: false },
      }),
    );
    expect(save.status).toBe(404);
  });

  it('should name the field and the rule for a bad change, and refuse an empty one', async () => {
    const { session, id } = await signedIn('tutor');
    const wrongType = await failure(
      session.api.call('setUserPreferences', {
        params: { id },
        body: { is_break_chimes_enabled: 'yes' } as never,
      }),
    );
    expect(wrongType.status).toBe(400);
    expect(wrongType.validationIssues[0]).toMatchObject({ field: 'is_break_chimes_enabled' });
    const unknown = await failure(
      session.api.call('setUserPreferences', { params: { id }, body: { volume: 3 } as never }),
    );
    expect(unknown.status).toBe(400);
    const empty = await failure(
      session.api.call('setUserPreferences', { params: { id }, body: {} as never }),
    );
    expect(empty.status).toBe(400);
  });
});
