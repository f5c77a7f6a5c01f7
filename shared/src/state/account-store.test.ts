import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../client/api-error.js';
import { AccountStore, failuresOf } from './account-store.js';
import { FakeApi } from './test-support.js';

describe('AccountStore', () => {
  it('should say which of the spec’s password rules the server refused, in its order', async () => {
    const api = new FakeApi({
      changePassword: () => {
        throw new ApiError(422, 'password_too_short', 'short', {
          errors: ['password_too_short', 'passwords_dont_match'],
        });
      },
    });
    const store = new AccountStore(api);
    expect(await store.changePassword('old', 'a', 'b')).toEqual([
      'password_too_short',
      'passwords_dont_match',
    ]);
    expect(store.pending).toBeNull();
  });

  it('should tell an expired, used or unknown link apart', () => {
    const link = (state: string) => failuresOf(new ApiError(410, 'account_link_invalid', '', { state }));
    expect([link('expired'), link('used'), link('unknown')]).toEqual([
      ['link_expired'],
      ['link_used'],
      ['link_unknown'],
    ]);
  });

  it('should keep the pending address the server answers after an e-mail change', async () => {
    const api = new FakeApi({
      changeEmail: () => ({ username: 'ana', email: 'ana@x.example', pending_email: 'ana@y.example' }),
    });
    const store = new AccountStore(api);
    expect(await store.changeEmail('ana@y.example', 'pw')).toBeNull();
    expect(store.account?.pending_email).toBe('ana@y.example');
  });

  it('should call a failed link check failed, not invalid, so the page offers to try again', async () => {
    const store = new AccountStore(
      new FakeApi({
        checkPasswordLink: () => {
          throw new NetworkError('offline');
        },
      }),
    );
    await store.checkLink('t'.repeat(43));
    expect(store.link).toEqual({ state: 'failed', username: null });
    expect(failuresOf(new NetworkError('offline'))).toEqual(['something_wrong']);
  });

  it('should say a confirmation link was used when the server says so', async () => {
    const store = new AccountStore(
      new FakeApi({
        confirmEmail: () => {
          throw new ApiError(410, 'account_link_invalid', '', { state: 'used' });
        },
      }),
    );
    const confirming = store.confirmEmail('t'.repeat(43), 'ana@y.example');
    expect(store.confirmation).toBe('confirming');
    await confirming;
    expect(store.confirmation).toBe('link_used');
  });
});
