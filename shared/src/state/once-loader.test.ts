import { describe, expect, it } from 'vitest';
import { OnceLoader, type OnceLoaderOptions } from './once-loader.js';
import { settle } from './test-support.js';

/** A fetch whose answers the test gives, one per question, in any order. */
function scripted<T>() {
  const waiting: { answer: (value: T) => void; fail: (error: Error) => void }[] = [];
  const fetch = () =>
    new Promise<T>((answer, fail) => {
      waiting.push({ answer, fail });
    });
  return { fetch, asked: () => waiting.length, question: (index: number) => waiting[index]! };
}

function loaderOf(options: OnceLoaderOptions = {}) {
  const script = scripted<string>();
  const taken: string[] = [];
  const loader = new OnceLoader(script.fetch, (value) => taken.push(value), options);
  return { loader, script, taken };
}

describe('OnceLoader', () => {
  it('should ask once, share the question in flight, and be loaded with the answer', async () => {
    const { loader, script, taken } = loaderOf();
    const first = loader.load();
    const second = loader.load();
    expect(loader.status).toBe('loading');
    expect(script.asked()).toBe(1);
    script.question(0).answer('a');
    await Promise.all([first, second]);
    expect(loader.status).toBe('loaded');
    expect(taken).toEqual(['a']);
    await loader.load();
    expect(script.asked()).toBe(1);
  });

  it('should ask again when forced, and take only the newest answer whatever the order they come in', async () => {
    const { loader, script, taken } = loaderOf();
    const older = loader.load();
    const newer = loader.load(true);
    script.question(1).answer('newer');
    await newer;
    script.question(0).answer('older');
    await older;
    expect(taken).toEqual(['newer']);
    expect(loader.status).toBe('loaded');
  });

  it('should let the caller of an overtaken question wait for the answer that counts', async () => {
    const { loader, script } = loaderOf();
    let settled = false;
    void loader.load().then(() => (settled = true));
    void loader.load(true);
    script.question(0).answer('older');
    await settle();
    expect(settled).toBe(false);
    script.question(1).answer('newer');
    await settle();
    expect(settled).toBe(true);
  });

  it('should fail without losing what was taken, say why, and ask again on retry', async () => {
    const failures: unknown[] = [];
    const { loader, script, taken } = loaderOf({ failed: (error) => failures.push(error) });
    void loader.load();
    script.question(0).answer('a');
    await settle();
    void loader.load(true);
    script.question(1).fail(new Error('offline'));
    await settle();
    expect(loader.status).toBe('error');
    expect(taken).toEqual(['a']);
    expect(failures).toEqual([new Error('offline')]);
    void loader.load();
    expect(script.asked()).toBe(3);
  });

  it('should not say an overtaken question failed', async () => {
    const failures: unknown[] = [];
    const { loader, script } = loaderOf({ failed: (error) => failures.push(error) });
    void loader.load();
    void loader.load(true);
    script.question(0).fail(new Error('older'));
    await settle();
    expect(loader.status).toBe('loading');
    expect(failures).toEqual([]);
  });

  it('should stay loaded while a quiet loader asks again, and when that fails', async () => {
    const failures: unknown[] = [];
    const { loader, script } = loaderOf({ quiet: true, failed: (error) => failures.push(error) });
    void loader.load();
    expect(loader.status).toBe('loading');
    script.question(0).answer('a');
    await settle();
    void loader.load(true);
    expect(loader.status).toBe('loaded');
    script.question(1).fail(new Error('offline'));
    await settle();
    expect(loader.status).toBe('loaded');
    expect(failures).toHaveLength(1);
  });

  it('should say a failure when quiet only while loading', async () => {
    const { loader, script } = loaderOf({ quiet: 'loading' });
    void loader.load();
    script.question(0).answer('a');
    await settle();
    void loader.load(true);
    expect(loader.status).toBe('loaded');
    script.question(1).fail(new Error('offline'));
    await settle();
    expect(loader.status).toBe('error');
    void loader.load(true);
    expect(loader.status).toBe('loading');
  });

  it('should say a quiet loader failed while it had nothing to show', async () => {
    const { loader, script } = loaderOf({ quiet: true });
    void loader.load();
    script.question(0).fail(new Error('offline'));
    await settle();
    expect(loader.status).toBe('error');
  });

  it('should drop the answers on their way when reset, and ask again on the next load', async () => {
    const { loader, script, taken } = loaderOf();
    void loader.load();
    loader.reset();
    expect(loader.status).toBe('idle');
    script.question(0).answer('stale');
    await settle();
    expect(taken).toEqual([]);
    expect(loader.status).toBe('idle');
    void loader.load();
    expect(script.asked()).toBe(2);
  });
});
