import type { ApiClient } from '@lantern/shared/client/http-client';
import type { Home, HomeOf, TutorsOverview } from '@lantern/shared/contracts/home';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable } from 'mobx';
import type { RootStore } from './root-store.js';

export type ManagedTutor = TutorsOverview['tutors'][number];
export type TutorStatusFilter = 'all' | ManagedTutor['status'];
export type RoleCount = HomeOf<'superuser'>['users_by_role'][number];

/** The current role's home page data (`GET /me/home`), reloaded whenever the role changes. */
export class HomeStore {
  private home: Home | null = null;
  /** The manager's tutors by id, so later live updates replace one row without a reload. */
  readonly tutors = new Map<number, ManagedTutor>();
  // Asked again for each role: an answer for the role before (still on its way) is dropped.
  private readonly loader: OnceLoader<Home>;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.loader = new OnceLoader(
      () => this.api.call('meHome'),
      (home) => this.set(home),
    );
    makeAutoObservable<HomeStore, 'api' | 'loader'>(this, {
      root: false,
      api: false,
      loader: false,
    });
  }

  get state(): LoadStatus {
    return this.loader.status;
  }

  get tutorHome(): HomeOf<'tutor'> | null {
    return this.home?.kind === 'tutor' ? this.home : null;
  }

  /** The tutors at a glance: both managers' homes carry it (the services summary opens with it). */
  get tutorsOverview(): TutorsOverview | null {
    return this.home?.kind === 'tutor-manager' || this.home?.kind === 'superuser' ? this.home : null;
  }

  get superuserHome(): HomeOf<'superuser'> | null {
    return this.home?.kind === 'superuser' ? this.home : null;
  }

  /** Active tutors first, then by name, so the people on shift are at the top of the list. */
  get tutorList(): ManagedTutor[] {
    return [...this.tutors.values()].sort(
      (a, b) => statusRank(a) - statusRank(b) || a.name.localeCompare(b.name) || a.id - b.id,
    );
  }

  /**
   * The list narrowed by a name or language and a status, in the list's order. Languages match by
   * code and by the name the reader sees (`languageName`), so "fran" finds a tutor with "fr".
   */
  tutorsMatching(
    query: string,
    status: TutorStatusFilter,
    languageName: (code: string) => string = (code) => code,
  ): ManagedTutor[] {
    const needle = query.trim().toLocaleLowerCase();
    const matches = (text: string) => text.toLocaleLowerCase().includes(needle);
    return this.tutorList.filter(
      (tutor) =>
        (status === 'all' || tutor.status === status) &&
        (needle === '' ||
          matches(tutor.name) ||
          tutor.languages.some((code) => matches(code) || matches(languageName(code)))),
    );
  }

  /** Largest groups first; ties by role name so the order never shuffles between loads. */
  get roleCounts(): RoleCount[] {
    return [...(this.superuserHome?.users_by_role ?? [])].sort(
      (a, b) => b.count - a.count || a.role.localeCompare(b.role),
    );
  }

  get totalUsers(): number {
    return this.roleCounts.reduce((sum, entry) => sum + entry.count, 0);
  }

  load(): Promise<void> {
    return this.loader.load(true);
  }

  clear(): void {
    this.loader.reset();
    this.home = null;
    this.tutors.clear();
  }

  private set(home: Home): void {
    this.home = home;
    this.tutors.clear();
    if (home.kind === 'tutor-manager' || home.kind === 'superuser')
      for (const tutor of home.tutors) this.tutors.set(tutor.id, tutor);
  }
}

function statusRank(tutor: ManagedTutor): number {
  return tutor.status === 'active' ? 0 : 1;
}
