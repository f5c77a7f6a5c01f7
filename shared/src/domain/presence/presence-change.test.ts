import { describe, expect, it } from 'vitest';
import { presenceChange } from './presence-change.js';

const NOW = 1_800_000_000;
const idle = { reason: 'idle', since: NOW - 300 } as const;

describe('a new presence against the one held', () => {
  it('should open an absence from its reported start', () => {
    expect(presenceChange(null, idle, NOW)).toEqual({ kind: 'went_away', away: idle });
  });

  it('should never start an absence after now', () => {
    expect(presenceChange(null, { reason: 'disconnected', since: NOW + 20 }, NOW)).toEqual({
      kind: 'went_away',
      away: { reason: 'disconnected', since: NOW },
    });
  });

  it('should close the absence when the tutor is back, and change nothing for a present tutor', () => {
    expect(presenceChange(idle, null, NOW)).toEqual({ kind: 'came_back', away: null });
    expect(presenceChange(null, null, NOW)).toEqual({ kind: 'unchanged', away: null });
  });

  it('should keep one absence with its first start when the reason changes', () => {
    expect(presenceChange(idle, { reason: 'locked', since: NOW - 5 }, NOW)).toEqual({
      kind: 'reason_changed',
      away: { reason: 'locked', since: NOW - 300 },
    });
  });

  it('should leave an absence as it is when the same reason is reported again', () => {
    expect(presenceChange(idle, { reason: 'idle', since: NOW - 320 }, NOW)).toEqual({
      kind: 'unchanged',
      away: idle,
    });
  });
});
