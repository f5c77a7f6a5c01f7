import { ApiError } from '@lantern/shared/client/api-error';
import type { CannedReply } from '@lantern/shared/contracts/canned-replies';
import { describe, expect, it } from 'vitest';
import { loginResponse, makeRoot, makeUser, settle } from './test-support.js';

const reply = (id: number, shortcut: string, editable: boolean): CannedReply => ({
  id,
  shortcut,
  title: shortcut,
  text: `Hi {student_first_name} (${shortcut})`,
  language: 'en',
  scope: editable ? 'personal' : 'global',
  editable,
  updated_at: 1_700_000_000,
});

describe('CannedRepliesStore', () => {
  it('should keep every snippet for the composer, the editable ones for the screen, and the fields a refusal names', async () => {
    const { root } = makeRoot({
      login: () => loginResponse(makeUser()),
      logout: () => ({ ok: true }) as never,
      cannedReplies: () => [reply(2, 'greet', false), reply(1, 'bye', true)],
      createCannedReply: () => {
        throw new ApiError(400, 'validation_failed', 'Invalid', {
          issues: [{ field: 'shortcut', rule: 'invalid_format', message: 'shortcut: bad' }],
        });
      },
      deleteCannedReply: () => {
        throw new ApiError(404, 'not_found', 'No such canned reply');
      },
    });
    const stop = root.start();
    await root.session.signIn({ username: 'tutor', password: 'x' });
    await settle();
    const replies = root.cannedReplies;
    await replies.load();
    expect(replies.all.map((found) => found.shortcut)).toEqual(['bye', 'greet']);
    expect(replies.editable.map((found) => found.id)).toEqual([1]);

    const body = { shortcut: 'a b', title: 'T', text: 'x', language: 'en', scope: 'personal' } as const;
    expect(await replies.create(body)).toBeNull();
    expect(replies.problem).toEqual({
      issues: [{ field: 'shortcut', rule: 'invalid_format', message: 'shortcut: bad' }],
    });
    // Gone already elsewhere: what was asked for is done.
    expect(await replies.remove(1)).toBe(true);
    expect([replies.items.has(1), replies.problem]).toEqual([false, null]);

    await root.session.signOut();
    await settle();
    stop();
    expect([replies.items.size, replies.state]).toEqual([0, 'idle']);
  });
});
