import type { ApiClient } from '../client/http-client.js';
import type { LoginResponse } from '../contracts/auth.js';
import type { RoleName } from '../contracts/roles.js';
import type { CurrentUser, Licence } from '../contracts/users.js';
import type { GradeGroup } from '../domain/grades/grades.js';
import { type Locale, pickLanguage, resolveLocale } from '../domain/languages/languages.js';
import { isRole, type Role, usesConsole } from '../domain/roles/roles.js';
import { type ViewAsTarget, viewAsTargets } from '../domain/roles/view-as.js';
import { languageCookie } from '../i18n/setup.js';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StateRoot } from './state-root.js';

const GRADE_GROUPS: readonly GradeGroup[] = ['elementary', 'middleAndHigh', 'postSecondary'];

export type PendingAction = 'switch-role' | 'view-as' | 'stop-view-as' | 'accept-agreement';
export type SaveStatus = 'idle' | 'saving' | 'error';

/** Who is signed in and in which role; the calls that change the role, the identity or the account. */
export class UserStore {
  current: CurrentUser | null = null;
  /** One account or identity change at a time; a second one while this is set is refused. */
  pending: PendingAction | null = null;
  /** The last such change failed; the screen that asked offers to retry. */
  failed: PendingAction | null = null;
  languageStatus: SaveStatus = 'idle';

  constructor(
    private readonly root: StateRoot,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<UserStore, 'root' | 'api'>(this, { root: false, api: false }, { autoBind: true });
  }

  get role(): RoleName | null {
    return this.current?.role ?? null;
  }

  get roles(): readonly RoleName[] {
    return this.current?.roles ?? [];
  }

  get displayName(): string {
    const user = this.current;
    return user ? `${user.first_name} ${user.last_name}`.trim() || user.username : '';
  }

  /** Changes whenever the socket has to present a new token: another person, role or view-as. */
  get identityKey(): string | null {
    const user = this.current;
    return user ? `${user.id}:${user.role}:${user.impersonation?.by_user_id ?? ''}` : null;
  }

  get isNewStudent(): boolean {
    return this.current?.role === 'student' && this.current.student?.is_new === true;
  }

  get isImpersonating(): boolean {
    return (this.current?.impersonation ?? null) !== null;
  }

  get needsAgreement(): boolean {
    return this.current !== null && !this.current.accepted_agreement;
  }

  get licences(): readonly Licence[] {
    return this.current?.school?.licences ?? [];
  }

  get gradeGroup(): GradeGroup | null {
    const group = this.current?.student?.grade?.group;
    return GRADE_GROUPS.find((known) => known === group) ?? null;
  }

  get language(): Locale {
    return resolveLocale(this.current?.preferred_language);
  }

  /**
   * The console role to use: the current role when it belongs in the console, otherwise the
   * first held role that does (a superuser may sign in while their current role is teacher).
   * Null for people the console is not for.
   */
  get consoleRole(): Role | null {
    const current = this.role;
    if (current && isRole(current) && usesConsole(current)) return current;
    return this.roles.filter(isRole).find(usesConsole) ?? null;
  }

  /** Held roles to "View as", by the rule the API applies (so never while already viewing as one). */
  viewAsTargets(clipsEditorEnabled: boolean): ViewAsTarget[] {
    const user = this.current;
    if (!user) return [];
    const viewer = {
      userId: user.id,
      roles: user.roles,
      currentRole: user.role,
      impersonating: this.isImpersonating,
    };
    return viewAsTargets(viewer, { clipsEditorEnabled });
  }

  set(user: CurrentUser): void {
    this.current = user;
    this.failed = null;
  }

  dismissFailure(): void {
    this.failed = null;
  }

  clear(): void {
    this.current = null;
    this.pending = null;
    this.failed = null;
    this.languageStatus = 'idle';
  }

  /** The role guard's call: make a held role current without changing identity. */
  switchRole(role: RoleName): Promise<boolean> {
    return this.changeIdentity('switch-role', () => this.api.call('switchRole', { body: { role } }));
  }

  viewAs(role: RoleName): Promise<boolean> {
    return this.changeIdentity('view-as', () => this.api.call('impersonate', { body: { role } }));
  }

  stopViewAs(): Promise<boolean> {
    return this.changeIdentity('stop-view-as', () => this.api.call('stopImpersonation'));
  }

  acceptAgreement(): Promise<boolean> {
    return this.run('accept-agreement', async () => {
      const user = await this.api.call('acceptAgreement');
      runInAction(() => this.set(user));
      return true;
    });
  }

  /**
   * Onboarding done: the agreement is accepted (which also ends "new student" on the server),
   * then the token is refreshed so it carries the new status.
   */
  async completeOnboarding(): Promise<boolean> {
    if (!(await this.acceptAgreement())) return false;
    await this.api.refresh().catch(() => undefined);
    return true;
  }

  /**
   * Saves the choice to the profile (when signed in) and the cookie (which decides before sign-in),
   * then reloads so every screen renders in the new language. The current language does nothing.
   */
  async changeLanguage(chosen: Locale, current: Locale): Promise<void> {
    const next = pickLanguage(current, chosen);
    if (next === null) return;
    this.languageStatus = 'saving';
    if (this.current) {
      try {
        await this.api.call('setLanguage', { body: { preferred_language: next } });
      } catch {
        runInAction(() => {
          this.languageStatus = 'error';
        });
        return;
      }
    }
    this.root.env.writeCookie(languageCookie(next));
    this.root.env.reload();
  }

  private changeIdentity(action: PendingAction, call: () => Promise<LoginResponse>): Promise<boolean> {
    return this.run(action, async () => {
      const response = await call();
      return runInAction(() => this.root.session.accept(response));
    });
  }

  private async run(action: PendingAction, work: () => Promise<boolean>): Promise<boolean> {
    if (this.pending) return false;
    this.pending = action;
    this.failed = null;
    try {
      const done = await work();
      if (!done) runInAction(() => (this.failed = action));
      return done;
    } catch {
      // Refused (role not held, already viewing as someone) or unreachable: the caller decides where to go.
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
