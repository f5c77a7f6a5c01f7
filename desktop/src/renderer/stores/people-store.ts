import type { ApiClient } from '@lantern/shared/client/http-client';
import type {
  AdministeredUser,
  CreateUserInput,
  UserList,
  UserListQuery,
} from '@lantern/shared/contracts/customer-users';
import type { AuditList, School } from '@lantern/shared/contracts/customers';
import { OnceLoader } from '@lantern/shared/state/once-loader';
import { PagedRead } from '@lantern/shared/state/paged-read';
import { makeAutoObservable, runInAction } from 'mobx';
import { refusalOf, type SaveRefusal } from './customer-forms.js';

export interface PeopleFilters {
  search?: string | undefined;
  role?: UserListQuery['role'];
  school_id?: number | undefined;
  status?: UserListQuery['status'];
}

export type PersonNotice = {
  kind: 'created' | 'deactivated' | 'reactivated' | 'linkSent' | 'moved' | 'failed';
  name: string;
};

/**
 * What a superuser does to one person, wherever they are shown (the list, their own page):
 * deactivating or reactivating and sending a set-password link. What each did is `notice`;
 * `after` refreshes what the screen shows of them.
 */
export class PersonActions {
  /** The person an action is on its way for. */
  acting: number | null = null;
  notice: PersonNotice | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly after: () => Promise<unknown>,
  ) {
    makeAutoObservable<PersonActions, 'api' | 'after'>(
      this,
      { api: false, after: false },
      { autoBind: true },
    );
  }

  tell(kind: PersonNotice['kind'], person: Pick<AdministeredUser, 'first_name' | 'last_name'>): void {
    this.notice = { kind, name: fullName(person) };
  }

  setActive(person: AdministeredUser, active: boolean): Promise<boolean> {
    return this.act(person, active ? 'reactivated' : 'deactivated', () =>
      this.api.call('updateUser', { params: { id: person.id }, body: { is_active: active } }),
    );
  }

  sendPasswordLink(person: AdministeredUser): Promise<boolean> {
    return this.act(person, 'linkSent', () =>
      this.api.call('sendPasswordLink', { body: { user_id: person.id } }),
    );
  }

  /** Moves a person: `schoolId` becomes their main school, `otherIds` the others they keep. */
  moveSchools(person: AdministeredUser, schoolId: number | null, otherIds: number[]): Promise<boolean> {
    return this.act(person, 'moved', () =>
      this.api.call('moveUserSchools', {
        params: { id: person.id },
        body: { school_id: schoolId, school_ids: otherIds },
      }),
    );
  }

  private async act(
    person: AdministeredUser,
    kind: PersonNotice['kind'],
    call: () => Promise<unknown>,
  ): Promise<boolean> {
    this.acting = person.id;
    try {
      await call();
      runInAction(() => this.tell(kind, person));
      await this.after();
      return true;
    } catch {
      runInAction(() => this.tell('failed', person));
      return false;
    } finally {
      runInAction(() => {
        this.acting = null;
      });
    }
  }
}

/** Schools to pick from in a form, found by words of their name. */
export class SchoolChoices {
  schools: School[] = [];

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<SchoolChoices, 'api'>(this, { api: false }, { autoBind: true });
  }

  async find(search: string): Promise<void> {
    try {
      const found = await this.api.call('schools', { query: search.trim() ? { search: search.trim() } : {} });
      runInAction(() => {
        this.schools = found.data;
      });
    } catch {
      // The picker keeps what it showed; the form still says which school is missing when saved.
    }
  }
}

/** People of any role: the filtered list a page at a time, creating someone, and acting on one. */
export class PeopleStore {
  filters: PeopleFilters = {};
  saving = false;
  refusal: SaveRefusal | null = null;
  readonly people: PagedRead<UserList>;
  readonly actions: PersonActions;
  readonly schoolChoices: SchoolChoices;

  constructor(private readonly api: ApiClient) {
    this.people = new PagedRead((page) => this.api.call('users', { query: { page, ...this.filters } }));
    this.actions = new PersonActions(api, () => this.people.load(this.people.page));
    this.schoolChoices = new SchoolChoices(api);
    makeAutoObservable<PeopleStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  filter(filters: PeopleFilters): Promise<void> {
    this.filters = Object.fromEntries(
      Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
    ) as PeopleFilters;
    return this.people.load(1);
  }

  clearRefusal(): void {
    this.refusal = null;
  }

  async create(input: CreateUserInput): Promise<AdministeredUser | null> {
    this.saving = true;
    this.refusal = null;
    try {
      const person = await this.api.call('createUser', { body: input });
      runInAction(() => this.actions.tell('created', person));
      void this.people.load(this.people.page);
      return person;
    } catch (error) {
      runInAction(() => {
        this.refusal = refusalOf(error);
      });
      return null;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}

/**
 * One person on their own page: who they are (roles, schools, sections, status), what can be done
 * to them, and their history (the changes made to them, newest first).
 */
export class PersonStore {
  person: AdministeredUser | null = null;
  readonly history: PagedRead<AuditList>;
  readonly actions: PersonActions;
  readonly schoolChoices: SchoolChoices;
  private readonly loader: OnceLoader<AdministeredUser>;

  constructor(
    api: ApiClient,
    readonly personId: number,
  ) {
    this.loader = new OnceLoader(
      () =>
        api.call('user', { params: { id: personId }, query: { include: 'roles,schools.district,sections' } }),
      (person) => {
        this.person = person;
      },
    );
    this.history = new PagedRead((page) => api.call('customerAudit', { query: { page, user_id: personId } }));
    this.actions = new PersonActions(api, () => Promise.all([this.loader.load(true), this.history.load(1)]));
    this.schoolChoices = new SchoolChoices(api);
    makeAutoObservable<PersonStore, 'loader'>(this, { loader: false }, { autoBind: true });
  }

  get state() {
    return this.loader.status;
  }

  open(): void {
    void this.loader.load(true);
    this.history.open();
  }
}

export function fullName(person: Pick<AdministeredUser, 'first_name' | 'last_name'>): string {
  return `${person.first_name} ${person.last_name}`;
}

/** The trail of customer changes, newest first, narrowed by the start of an action. */
export class CustomerAuditStore {
  action = '';
  readonly entries: PagedRead<AuditList>;

  constructor(private readonly api: ApiClient) {
    this.entries = new PagedRead((page) =>
      this.api.call('customerAudit', { query: { page, ...(this.action ? { action: this.action } : {}) } }),
    );
    makeAutoObservable<CustomerAuditStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  filter(action: string): Promise<void> {
    this.action = action;
    return this.entries.load(1);
  }
}
