import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/api-error.js';
import { EditableItems, type ItemChange } from './editable-items.js';
import { settle } from './test-support.js';

interface Note {
  id: number;
  text: string;
}

function notes(fetch: () => Promise<Note[]> = async () => [{ id: 1, text: 'one' }]) {
  return new EditableItems<Note, ItemChange>({ fetch, problemOf: (_error, change) => change });
}

describe('EditableItems', () => {
  it('should load the list once, by id, and again when forced', async () => {
    let loads = 0;
    const list = notes(async () => [{ id: ++loads, text: `load ${loads}` }]);
    await list.load();
    await list.load();
    expect([...list.items.keys()]).toEqual([1]);
    await list.load(true);
    expect([...list.items.keys()]).toEqual([2]);
    expect(list.status).toBe('loaded');
  });

  it('should keep a saved item and show which one is on its way meanwhile', async () => {
    const list = notes();
    await list.load();
    let answer: (note: Note) => void = () => undefined;
    const saved = list.save('new', () => new Promise<Note>((resolve) => (answer = resolve)));
    expect(list.busy).toBe('new');
    answer({ id: 2, text: 'two' });
    expect(await saved).toEqual({ id: 2, text: 'two' });
    expect(list.busy).toBeNull();
    expect(list.items.get(2)?.text).toBe('two');
  });

  it('should say why a change failed until the next change or a dismissal, keeping the items', async () => {
    const list = notes();
    await list.load();
    expect(
      await list.save(1, async () => {
        throw new Error('offline');
      }),
    ).toBeNull();
    expect(list.problem).toBe('save');
    expect(list.items.get(1)?.text).toBe('one');
    expect(
      await list.remove(1, async () => {
        throw new ApiError(500, 'internal', 'Boom');
      }),
    ).toBe(false);
    expect(list.problem).toBe('delete');
    expect(list.items.has(1)).toBe(true);
    list.dismissProblem();
    expect(list.problem).toBeNull();
  });

  it('should count an item deleted elsewhere already as deleted', async () => {
    const list = notes();
    await list.load();
    expect(
      await list.remove(1, async () => {
        throw new ApiError(404, 'not_found', 'Gone');
      }),
    ).toBe(true);
    expect([list.items.size, list.problem]).toEqual([0, null]);
  });

  it('should forget everything when cleared, even a list still on its way', async () => {
    let answer: (notes: Note[]) => void = () => undefined;
    const list = notes(() => new Promise<Note[]>((resolve) => (answer = resolve)));
    void list.load();
    list.clear();
    answer([{ id: 1, text: 'one' }]);
    await settle();
    expect([list.items.size, list.status]).toEqual([0, 'idle']);
  });
});
