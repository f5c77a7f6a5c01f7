import { describe, expect, it } from 'vitest';
import { decideAfterInvalidToken } from './socket-retry-policy.js';

describe('socket invalid_token policy', () => {
  it('should retry the first five refusals one second apart', () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(decideAfterInvalidToken(attempt, null, 0)).toEqual({ action: 'retry', delayMs: 1000 });
    }
  });

  it('should reload after the fifth retry when no reload happened yet', () => {
    expect(decideAfterInvalidToken(5, null, 100_000)).toEqual({ action: 'reload' });
  });

  it('should not reload twice within thirty seconds', () => {
    expect(decideAfterInvalidToken(5, 100_000, 129_999)).toEqual({ action: 'give-up' });
    expect(decideAfterInvalidToken(5, 100_000, 130_000)).toEqual({ action: 'reload' });
  });
});
