import { describe, expect, it } from 'vitest';
import { KeyedLoads } from './keyed-loads.js';
import { settle } from './test-support.js';

describe('KeyedLoads', () => {
  it('should ask once per key, keep each answer apart, and ask again when forced', async () => {
    const asked: string[] = [];
    const loads = new KeyedLoads(async (key: string) => {
      asked.push(key);
      return `${key} #${asked.length}`;
    });
    await Promise.all([loads.load('a'), loads.load('a'), loads.load('b')]);
    expect(asked).toEqual(['a', 'b']);
    expect([loads.get('a')?.value, loads.get('b')?.value]).toEqual(['a #1', 'b #2']);
    await loads.load('a', true);
    expect(loads.get('a')?.value).toBe('a #3');
    expect(loads.get('c')).toBeUndefined();
  });

  it('should say why a key failed, keep what it held, and ask again on the next load', async () => {
    let fail = false;
    const loads = new KeyedLoads(
      async (key: number) => {
        if (fail) throw new Error(`no ${key}`);
        return key * 10;
      },
      (error) => (error instanceof Error ? error.message : 'failed'),
    );
    await loads.load(1);
    fail = true;
    await loads.load(1, true);
    expect([loads.get(1)?.status, loads.get(1)?.value, loads.get(1)?.problem]).toEqual(['error', 10, 'no 1']);
    fail = false;
    await loads.load(1);
    expect([loads.get(1)?.status, loads.get(1)?.problem]).toEqual(['loaded', null]);
  });

  it('should forget every key when cleared, dropping answers on their way', async () => {
    let answer: (value: string) => void = () => undefined;
    const loads = new KeyedLoads((_key: string) => new Promise<string>((resolve) => (answer = resolve)));
    void loads.load('a');
    loads.clear();
    answer('late');
    await settle();
    expect(loads.get('a')).toBeUndefined();
  });
});
