import type { ApiClient } from '@lantern/shared/client/http-client';
import type { LoginResponse } from '@lantern/shared/contracts/auth';
import type { RoleName } from '@lantern/shared/contracts/roles';
import type { CurrentUser } from '@lantern/shared/contracts/users';
import { isRole, type Role, usesConsole } from '@lantern/shared/domain/roles/roles';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

export type PendingAction = 'switch-role' | 'view-as' | 'stop-view-as' | 'accept-agreement';

/** Who is signed in and in which role; the calls that change the role or identity. */
export class UserStore {
  user: CurrentUser | null = null;
  pending: PendingAction | null = null;
  /** The last role-changing call failed; the screen that asked offers to retry. */
  failed: PendingAction | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<UserStore, 'root' | 'api'>(this, { root: false, api: false });
  }

  get role(): RoleName | null {
    return this.user?.role ?? null;
  }

  get roles(): readonly RoleName[] {
    return this.user?.roles ?? [];
  }

  get displayName(): string {
    if (!this.user) return '';
    const full = `${this.user.first_name} ${this.user.last_name}`.trim();
    return full || this.user.username;
  }

  get needsAgreement(): boolean {
    return this.user !== null && !this.user.accepted_agreement;
  }

  /**
   * The console role to use: the current role when it belongs in the console, otherwise the
   * first held role that does (a superuser may sign in while their current role is teacher).
   * Null for people the console is not for: they are pointed at the web app.
   */
  get consoleRole(): Role | null {
    const current = this.role;
    if (current && isRole(current) && usesConsole(current)) return current;
    return this.roles.filter(isRole).find(usesConsole) ?? null;
  }

  setUser(user: CurrentUser): void {
    this.user = user;
    this.failed = null;
  }

  dismissFailure(): void {
    this.failed = null;
  }

  clear(): void {
    this.user = null;
    this.pending = null;
    this.failed = null;
  }

  /** The role guard's call: make a held role current without changing identity. */
  switchRole(role: RoleName): Promise<boolean> {
    return this.run('switch-role', () => this.api.call('switchRole', { body: { role } }));
  }

  viewAs(role: RoleName): Promise<boolean> {
    return this.run('view-as', () => this.api.call('impersonate', { body: { role } }));
  }

  stopViewAs(): Promise<boolean> {
    return this.run('stop-view-as', () => this.api.call('stopImpersonation'));
  }

  async acceptAgreement(): Promise<boolean> {
    if (this.pending) return false;
    this.pending = 'accept-agreement';
    this.failed = null;
    try {
      const user = await this.api.call('acceptAgreement');
      runInAction(() => this.setUser(user));
      return true;
    } catch {
      runInAction(() => {
        this.failed = 'accept-agreement';
      });
      return false;
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }

  private async run(action: PendingAction, call: () => Promise<LoginResponse>): Promise<boolean> {
    if (this.pending) return false;
    this.pending = action;
    this.failed = null;
    try {
      const response = await call();
      runInAction(() => this.root.session.accept(response));
      return true;
    } catch {
      runInAction(() => {
        this.failed = action;
      });
      return false;
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }
}
