import { makeAutoObservable } from 'mobx';
import { ApiError } from '../client/api-error.js';
import type { ApiClient } from '../client/http-client.js';
import type { Account } from '../contracts/account.js';
import type { AccountLinkState } from '../domain/account/account-links.js';
import { PASSWORD_SERVER_ERRORS, type PasswordServerError } from '../domain/auth/password-rules.js';
import { type LoadStatus, OnceLoader } from './once-loader.js';

/** Why an account change did not happen, as the apps word it. */
export type AccountFailure =
  | PasswordServerError
  | 'link_expired'
  | 'link_used'
  | 'link_unknown'
  | 'email_taken'
  | 'email_same'
  | 'something_wrong';

type Pending = 'reset' | 'link' | 'password' | 'email' | 'confirm';

/**
 * A person's password and e-mail address: asking for a reset link, setting a password from one,
 * changing either in settings, confirming a new address. Each action answers the failures it met
 * (none: it worked); the API's codes become the spec's words in the apps.
 */
export class AccountStore {
  account: Account | null = null;
  /** The password link being opened: whether it still works, and whose password it sets. */
  link: { state: AccountLinkState | 'checking' | 'failed'; username: string | null } = {
    state: 'checking',
    username: null,
  };
  /** The new address being confirmed from its link, and how that went. */
  confirmation: 'confirming' | 'done' | AccountFailure = 'confirming';
  pending: Pending | null = null;
  private readonly loader: OnceLoader<Account>;

  constructor(private readonly api: ApiClient) {
    this.loader = new OnceLoader(
      () => this.api.call('account'),
      (account) => {
        this.account = account;
      },
    );
    makeAutoObservable<AccountStore, 'api' | 'loader'>(
      this,
      { api: false, loader: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus {
    return this.loader.status;
  }

  load(force = false): Promise<void> {
    return this.loader.load(force);
  }

  /** Another person or role signed in: nothing of the previous one's stays. */
  clear(): void {
    this.loader.reset();
    this.account = null;
  }

  /** True once the request was taken (the answer never says whether the account exists). */
  async requestReset(login: string): Promise<boolean> {
    return (
      (await this.run('reset', () => this.api.call('requestPasswordReset', { body: { login } }))) === null
    );
  }

  async checkLink(token: string): Promise<void> {
    this.link = { state: 'checking', username: null };
    try {
      const status = await this.api.call('checkPasswordLink', { body: { token } });
      this.setLink(status.state, status.username);
    } catch {
      this.setLink('failed', null);
    }
  }

  setPassword(token: string, password: string, confirmation: string): Promise<AccountFailure[] | null> {
    return this.run('link', () =>
      this.api.call('setPassword', { body: { token, password, password_confirmation: confirmation } }),
    );
  }

  changePassword(
    oldPassword: string,
    password: string,
    confirmation: string,
  ): Promise<AccountFailure[] | null> {
    return this.run('password', () =>
      this.api.call('changePassword', {
        body: { old_password: oldPassword, password, password_confirmation: confirmation },
      }),
    );
  }

  changeEmail(newEmail: string, password: string): Promise<AccountFailure[] | null> {
    return this.run('email', async () => {
      const account = await this.api.call('changeEmail', { body: { new_email: newEmail, password } });
      this.setAccount(account);
    });
  }

  async confirmEmail(token: string, newEmail: string): Promise<void> {
    this.confirmation = 'confirming';
    const failures = await this.run('confirm', () =>
      this.api.call('confirmEmail', { body: { verification_token: token, new_email: newEmail } }),
    );
    this.setConfirmation(failures === null ? 'done' : failures[0]!);
  }

  private setLink(state: AccountStore['link']['state'], username: string | null) {
    this.link = { state, username };
  }

  private setConfirmation(outcome: AccountStore['confirmation']) {
    this.confirmation = outcome;
  }

  private setAccount(account: Account) {
    this.account = account;
  }

  private setPending(pending: Pending | null) {
    this.pending = pending;
  }

  private async run(pending: Pending, call: () => Promise<unknown>): Promise<AccountFailure[] | null> {
    this.setPending(pending);
    try {
      await call();
      return null;
    } catch (error) {
      return failuresOf(error);
    } finally {
      this.setPending(null);
    }
  }
}

/** The API's refusal as the failures the apps have words for. */
export function failuresOf(error: unknown): AccountFailure[] {
  if (!(error instanceof ApiError)) return ['something_wrong'];
  const details = error.details as { errors?: unknown; state?: unknown } | undefined;
  if (Array.isArray(details?.errors)) {
    const known = details.errors.filter((code): code is PasswordServerError =>
      PASSWORD_SERVER_ERRORS.includes(code as PasswordServerError),
    );
    if (known.length) return known;
  }
  if (error.code === 'password_incorrect') return ['password_incorrect'];
  if (error.code === 'email_taken') return ['email_taken'];
  if (error.code === 'conflict') return ['email_same'];
  if (error.code === 'account_link_invalid') {
    const state = details?.state;
    return [state === 'expired' ? 'link_expired' : state === 'used' ? 'link_used' : 'link_unknown'];
  }
  return ['something_wrong'];
}
