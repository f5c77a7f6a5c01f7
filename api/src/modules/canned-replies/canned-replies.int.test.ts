import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import { signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';

const { t } = useShiftTestApp();

const snippet = (
  shortcut: string,
  scope: 'personal' | 'team' | 'global',
  language: 'en' | 'es' | 'fr' = 'en',
) => ({
  shortcut,
  title: `${shortcut} (${scope})`,
  text: `Hello {student_first_name}, from ${scope}`,
  language,
  scope,
});

describe('canned replies', () => {
  it('should give the demo nine global snippets, greet, steps and bye in three languages', async () => {
    const jordan = (await signIn(t, 'tutor.jordan')).api;
    const globals = (await jordan.call('cannedReplies')).filter((reply) => reply.scope === 'global');
    expect(new Set(globals.map((reply) => `${reply.shortcut}.${reply.language}`))).toEqual(
      new Set(
        ['greet', 'steps', 'bye'].flatMap((shortcut) => ['en', 'es', 'fr'].map((l) => `${shortcut}.${l}`)),
      ),
    );
    expect(globals.every((reply) => !reply.editable)).toBe(true);
  });

  it('should show a tutor their own, the team’s and the global ones, and another tutor’s own to nobody else', async () => {
    const jordan = (await signIn(t, 'tutor.jordan')).api;
    const lucia = (await signIn(t, 'tutor.lucia')).api;
    const manager = (await signIn(t, 'manager')).api;
    const superuser = (await signIn(t, 'superuser')).api;

    const own = await jordan.call('createCannedReply', {
      body: { ...snippet('  Mine ', 'personal'), title: ' Mine ' },
    });
    expect(own).toMatchObject({
      shortcut: 'mine',
      title: 'Mine',
      scope: 'personal',
      editable: true,
      updated_at: t.clock.now(),
    });
    const team = await manager.call('createCannedReply', { body: snippet('team-hi', 'team', 'es') });
    const global = await superuser.call('createCannedReply', { body: snippet('everyone', 'global', 'fr') });
    expect([team.editable, global.editable]).toEqual([true, true]);

    const ids = async (api: typeof jordan) => (await api.call('cannedReplies')).map((reply) => reply.id);
    expect(await ids(jordan)).toEqual(expect.arrayContaining([own.id, team.id, global.id]));
    for (const other of [lucia, manager, superuser]) {
      const seen = await ids(other);
      expect(seen).toEqual(expect.arrayContaining([team.id, global.id]));
      expect(seen).not.toContain(own.id);
    }
    const managersView = await manager.call('cannedReplies');
    expect(managersView.find((reply) => reply.id === global.id)?.editable).toBe(true);
    const superusersView = await superuser.call('cannedReplies');
    expect(superusersView.find((reply) => reply.id === team.id)?.editable).toBe(false);
  });

  it('should let each role change only its scopes: 403 on a shared one, 404 on another tutor’s own', async () => {
    const jordan = (await signIn(t, 'tutor.jordan')).api;
    const lucia = (await signIn(t, 'tutor.lucia')).api;
    const manager = (await signIn(t, 'manager')).api;
    const superuser = (await signIn(t, 'superuser')).api;
    const own = await jordan.call('createCannedReply', { body: snippet('jordans', 'personal') });
    const team = await manager.call('createCannedReply', { body: snippet('team-only', 'team') });
    const global = await manager.call('createCannedReply', { body: snippet('for-all', 'global') });
    const change = { shortcut: 'changed', title: 'Changed', text: 'Changed', language: 'en' as const };
    const status = async (promise: Promise<unknown>) => (await failure(promise)).status;

    // A tutor writes only their own.
    expect(await status(jordan.call('updateCannedReply', { params: { id: global.id }, body: change }))).toBe(
      403,
    );
    expect(await status(jordan.call('deleteCannedReply', { params: { id: team.id } }))).toBe(403);
    expect(await status(jordan.call('createCannedReply', { body: snippet('nope', 'global') }))).toBe(403);
    expect(await status(jordan.call('createCannedReply', { body: snippet('nope', 'team') }))).toBe(403);
    // Another tutor's own is not even there for anyone else.
    for (const other of [lucia, manager, superuser]) {
      expect(await status(other.call('updateCannedReply', { params: { id: own.id }, body: change }))).toBe(
        404,
      );
      expect(await status(other.call('deleteCannedReply', { params: { id: own.id } }))).toBe(404);
    }
    expect(await status(jordan.call('updateCannedReply', { params: { id: 999_999 }, body: change }))).toBe(
      404,
    );
    // Managers write the team's and the global ones, but have none of their own; superusers the global ones.
    expect(await status(manager.call('createCannedReply', { body: snippet('mine', 'personal') }))).toBe(403);
    expect(await status(superuser.call('updateCannedReply', { params: { id: team.id }, body: change }))).toBe(
      403,
    );
    expect(await status(superuser.call('createCannedReply', { body: snippet('mine', 'team') }))).toBe(403);

    t.clock.advanceSeconds(60);
    const edited = await jordan.call('updateCannedReply', { params: { id: own.id }, body: change });
    expect(edited).toMatchObject({
      id: own.id,
      shortcut: 'changed',
      scope: 'personal',
      updated_at: t.clock.now(),
    });
    expect((await manager.call('updateCannedReply', { params: { id: team.id }, body: change })).title).toBe(
      'Changed',
    );
    expect(
      (await superuser.call('updateCannedReply', { params: { id: global.id }, body: change })).title,
    ).toBe('Changed');

    expect(await jordan.call('deleteCannedReply', { params: { id: own.id } })).toEqual({ ok: true });
    expect(await manager.call('deleteCannedReply', { params: { id: team.id } })).toEqual({ ok: true });
    const left = (await jordan.call('cannedReplies')).map((reply) => reply.id);
    expect(left).not.toContain(own.id);
    expect(left).not.toContain(team.id);
    expect(left).toContain(global.id);
  });

  it('should name the field and the rule of a snippet that breaks one', async () => {
    const jordan = (await signIn(t, 'tutor.jordan')).api;
    const refused = await failure(
      jordan.call('createCannedReply', {
        body: {
          shortcut: 'two words',
          title: '  ',
          text: 'x'.repeat(1501),
          language: 'de' as 'en',
          scope: 'personal',
        },
      }),
    );
    expect([refused.status, refused.code]).toEqual([400, 'validation_failed']);
    expect(refused.validationIssues.map(({ field, rule }) => ({ field, rule }))).toEqual([
      { field: 'shortcut', rule: 'invalid_format' },
      { field: 'title', rule: 'too_small' },
      { field: 'text', rule: 'too_big' },
      { field: 'language', rule: 'invalid_value' },
    ]);
  });

  it('should refuse students', async () => {
    const student = (await signIn(t, 'student')).api;
    expect((await failure(student.call('cannedReplies'))).status).toBe(403);
    expect(
      (await failure(student.call('createCannedReply', { body: snippet('hi', 'personal') }))).status,
    ).toBe(403);
  });
});
