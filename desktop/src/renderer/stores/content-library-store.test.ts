import { ApiError } from '@lantern/shared/client/api-error';
import type { ContentLibraryItem } from '@lantern/shared/contracts/essay-review';
import { describe, expect, it } from 'vitest';
import { loginResponse, makeRoot, makeUser, settle } from './test-support.js';

const item = (id: number, category: ContentLibraryItem['category'], text: string): ContentLibraryItem => ({
  id,
  category,
  text,
  created_at: 1_700_000_000 + id,
  updated_at: 1_700_000_000 + id,
});

async function signedInTutor(script: Parameters<typeof makeRoot>[0] = {}) {
  const harness = makeRoot({
    login: () => loginResponse(makeUser()),
    contentLibrary: () => [item(3, 6, 'Great hook!'), item(1, 3, 'Cite the élan vital source.')],
    ...script,
  });
  await harness.root.session.signIn({ username: 'tutor', password: 'x' });
  await harness.root.contentLibrary.load();
  return harness;
}

describe('ContentLibraryStore', () => {
  it('should list the comments by category and find them by category and by words, accents or not', async () => {
    const { root } = await signedInTutor();
    const library = root.contentLibrary;
    expect(library.shown.map((entry) => entry.id)).toEqual([1, 3]);
    expect(library.counts.get(3)).toBe(1);

    library.setSearch('ELAN  source');
    expect(library.shown.map((entry) => entry.id)).toEqual([1]);
    library.setSearch('');
    library.setCategory(6);
    expect(library.shown.map((entry) => entry.text)).toEqual(['Great hook!']);
    expect(library.filtered).toBe(true);
    library.clearFilters();
    expect(library.shown).toHaveLength(2);
  });

  it('should add, change and delete comments as the server answers, and keep them when it refuses', async () => {
    const { root, api } = await signedInTutor({
      createContentLibraryItem: ({ body }) => item(9, body!.category, body!.text),
      updateContentLibraryItem: ({ params, body }) => ({
        ...item(Number(params!.id), 6, 'Great hook!'),
        ...body,
      }),
      deleteContentLibraryItem: () => {
        throw new ApiError(500, 'server_error', 'down');
      },
    });
    const library = root.contentLibrary;
    expect(await library.create({ category: 2, text: 'Double-space it.' })).toMatchObject({ id: 9 });
    await library.update(3, { text: 'Great hook, it made me read on!' });
    expect(library.items.get(3)?.text).toBe('Great hook, it made me read on!');

    expect(await library.remove(3)).toBe(false);
    expect([library.problem, library.items.has(3), library.busy]).toEqual(['delete', true, null]);

    api.handlers.deleteContentLibraryItem = () => ({ ok: true });
    expect(await library.remove(3)).toBe(true);
    expect(library.ordered.map((entry) => entry.id)).toEqual([9, 1]);
    expect(library.problem).toBeNull();
  });

  it('should count a comment deleted elsewhere as deleted', async () => {
    const { root } = await signedInTutor({
      deleteContentLibraryItem: () => {
        throw new ApiError(404, 'not_found', 'No such comment in your library');
      },
    });
    expect(await root.contentLibrary.remove(1)).toBe(true);
    expect(root.contentLibrary.items.has(1)).toBe(false);
  });

  it('should forget the library and its filters when the tutor signs out', async () => {
    const { root } = makeRoot({
      login: () => loginResponse(makeUser()),
      logout: () => ({ ok: true }) as never,
      contentLibrary: () => [item(3, 6, 'Great hook!')],
    });
    const stop = root.start();
    await root.session.signIn({ username: 'tutor', password: 'x' });
    await settle();
    await root.contentLibrary.load();
    root.contentLibrary.setSearch('hook');
    expect(root.contentLibrary.items.size).toBe(1);
    await root.session.signOut();
    await settle();
    stop();
    expect([root.contentLibrary.items.size, root.contentLibrary.search, root.contentLibrary.state]).toEqual([
      0,
      '',
      'idle',
    ]);
  });
});
