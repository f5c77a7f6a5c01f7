import { describe, expect, it } from 'vitest';
import { clearPunchOutKeys } from './punch-out-storage.js';
import { memoryStorage } from './test-support.js';

describe('clearPunchOutKeys', () => {
  it('should remove every key starting with hiddenMessage from each storage, and nothing else', () => {
    const local = memoryStorage({
      'hiddenMessage-12': '1',
      hiddenMessages: 'x',
      token: 't',
      xhiddenMessage: 'y',
    });
    const session = memoryStorage({ 'hiddenMessage-3': '1', lantern_redirect: '/tutor' });
    clearPunchOutKeys([local, session]);
    expect(local.keys()).toEqual(['token', 'xhiddenMessage']);
    expect(session.keys()).toEqual(['lantern_redirect']);
  });
});
