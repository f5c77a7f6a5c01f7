import type { ApiClient } from '@lantern/shared/client/http-client';
import type { CurrentUser, Licence } from '@lantern/shared/contracts/users';
import type { GradeGroup } from '@lantern/shared/domain/grades/grades';
import { type Locale, pickLanguage, resolveLocale } from '@lantern/shared/domain/languages/languages';
import { type ViewAsTarget, viewAsTargets } from '@lantern/shared/domain/roles/view-as';
import { languageCookie } from '@lantern/shared/i18n/setup';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

const GRADE_GROUPS: readonly GradeGroup[] = ['elementary', 'middleAndHigh', 'postSecondary'];

export type SaveStatus = 'idle' | 'saving' | 'error';

/** The signed-in person in their current role, and the changes they make to their own account. */
export class UserStore {
  current: CurrentUser | null = null;
  agreementStatus: SaveStatus = 'idle';
  languageStatus: SaveStatus = 'idle';

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<UserStore, 'root' | 'api'>(this, { root: false, api: false }, { autoBind: true });
  }

  set(user: CurrentUser): void {
    this.current = user;
  }

  clear(): void {
    this.current = null;
    this.agreementStatus = 'idle';
    this.languageStatus = 'idle';
  }

  get displayName(): string {
    const user = this.current;
    return user ? `${user.first_name} ${user.last_name}`.trim() || user.username : '';
  }

  get isNewStudent(): boolean {
    return this.current?.role === 'student' && this.current.student?.is_new === true;
  }

  get isImpersonating(): boolean {
    return (this.current?.impersonation ?? null) !== null;
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

  /** Held roles to "View as", never while already viewing as one (the API refuses nesting). */
  viewAsTargets(clipsEditorEnabled: boolean): ViewAsTarget[] {
    const user = this.current;
    if (!user || this.isImpersonating) return [];
    return viewAsTargets(user.roles, user.role, { clipsEditorEnabled });
  }

  async acceptAgreement(): Promise<boolean> {
    this.agreementStatus = 'saving';
    try {
      const user = await this.api.call('acceptAgreement');
      runInAction(() => {
        this.current = user;
        this.agreementStatus = 'idle';
      });
      return true;
    } catch {
      runInAction(() => {
        this.agreementStatus = 'error';
      });
      return false;
    }
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
}
