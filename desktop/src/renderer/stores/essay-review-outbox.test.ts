import { ApiError, NetworkError } from '@lantern/shared/client/api-error';
import { describe, expect, it } from 'vitest';
import { type OutboxEntry, type OutboxPorts, ReviewOutbox } from './essay-review-outbox.js';

function fakePorts() {
  const stored = new Map<string, string>();
  const timers: (() => void)[] = [];
  const ports: OutboxPorts = {
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    setTimeout: (run) => timers.push(run),
    clearTimeout: () => undefined,
  };
  return { ports, stored, runTimers: () => timers.splice(0).forEach((run) => run()) };
}

describe('the review outbox', () => {
  it('should keep a change that failed to send, show it as failed, and send it again later', async () => {
    const { ports, runTimers } = fakePorts();
    const sent: string[] = [];
    let online = false;
    const outbox = new ReviewOutbox<string>(
      'k',
      async (entry) => {
        if (!online) throw new NetworkError('offline');
        sent.push(entry.payload);
      },
      ports,
    );
    outbox.put({ key: 'a', payload: 'first' });
    await outbox.flush();
    expect(outbox.state('a')).toBe('failed');
    online = true;
    runTimers();
    await outbox.flush();
    expect(sent).toEqual(['first']);
    expect(outbox.state('a')).toBeNull();
  });

  it('should send only the newest change of a key', async () => {
    const { ports } = fakePorts();
    const sent: string[] = [];
    const outbox = new ReviewOutbox<string>('k', async (entry) => void sent.push(entry.payload), ports);
    outbox.put({ key: 'a', payload: 'one' }, 600);
    outbox.put({ key: 'a', payload: 'two' }, 600);
    await outbox.flush();
    expect(sent).toEqual(['two']);
  });

  it('should hand unsent changes to the next visit through storage', async () => {
    const { ports } = fakePorts();
    const first = new ReviewOutbox<string>('k', () => Promise.reject(new NetworkError('offline')), ports);
    first.put({ key: 'a', payload: 'kept' });
    await first.flush();
    const again = new ReviewOutbox<string>('k', () => Promise.resolve(), ports);
    expect(again.stored).toEqual<OutboxEntry<string>[]>([{ key: 'a', payload: 'kept' }]);
  });

  it('should stop resending a change the server refused for good, and go on with the others', async () => {
    const { ports } = fakePorts();
    const sent: string[] = [];
    const outbox = new ReviewOutbox<string>(
      'k',
      async (entry) => {
        if (entry.key === 'bad') throw new ApiError(403, 'forbidden', 'not yours');
        sent.push(entry.payload);
      },
      ports,
    );
    outbox.put({ key: 'bad', payload: 'x' });
    outbox.put({ key: 'good', payload: 'y' });
    await outbox.flush();
    expect(sent).toEqual(['y']);
    expect(outbox.state('bad')).toBe('failed');
    expect(outbox.settled).toBe(true);
  });

  it('should let a flush wait for the sending under way, so a submit comes after every edit', async () => {
    const { ports } = fakePorts();
    const sent: string[] = [];
    let release = () => undefined as void;
    const outbox = new ReviewOutbox<string>(
      'k',
      async (entry) => {
        if (entry.payload === 'slow') await new Promise<void>((resolve) => (release = resolve));
        sent.push(entry.payload);
      },
      ports,
    );
    outbox.put({ key: 'a', payload: 'slow' });
    const first = outbox.flush();
    outbox.put({ key: 'b', payload: 'typed' });
    const second = outbox.flush();
    release();
    await second;
    expect(sent).toEqual(['slow', 'typed']);
    expect(outbox.pendingCount).toBe(0);
    await first;
  });
});
