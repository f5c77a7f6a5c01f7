import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from './load-chunk.js';

function browser() {
  const stored = new Map<string, string>();
  const reload = vi.fn();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  vi.stubGlobal('window', { location: { reload } });
  return { reload };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loading a lazily loaded part', () => {
  it('reloads the page once when a part fails to load, and lets a second failure through', async () => {
    const { reload } = browser();
    const missing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(loadChunk(missing)).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(loadChunk(missing)).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('forgets the reload once a part loads, so a later deploy gets its own reload', async () => {
    const { reload } = browser();
    const missing = () => Promise.reject(new Error('gone'));
    await expect(loadChunk(missing)).rejects.toThrow('gone');
    expect(await loadChunk(async () => ({ page: 1 }))).toEqual({ page: 1 });
    await expect(loadChunk(missing)).rejects.toThrow('gone');
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
