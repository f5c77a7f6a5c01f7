import type { ApiClient } from '@lantern/shared/client/http-client';
import type {
  AdministeredUser,
  CreateUserInput,
  UserList,
  UserListQuery,
} from '@lantern/shared/contracts/customer-users';
import type { AuditList, School } from '@lantern/shared/contracts/customers';
import { PagedRead } from '@lantern/shared/state/paged-read';
import { makeAutoObservable, runInAction } from 'mobx';
import { refusalOf, type SaveRefusal } from './customer-forms.js';

export interface PeopleFilters {
  search?: string | undefined;
  role?: UserListQuery['role'];
  school_id?: number | undefined;
  status?: UserListQuery['status'];
}

/**
 * People of any role: the filtered list a page at a time, creating someone (with a set-password
 * link), deactivating or reactivating, and sending a new link. What each action did is `notice`.
 */
export class PeopleStore {
  filters: PeopleFilters = {};
  saving = false;
  refusal: SaveRefusal | null = null;
  /** The person an action is on its way for. */
  acting: number | null = null;
  notice: { kind: 'created' | 'deactivated' | 'reactivated' | 'linkSent' | 'failed'; name: string } | null =
    null;
  /** Schools to pick from in the new person's form, found by name. */
  schoolChoices: School[] = [];
  readonly people: PagedRead<UserList>;

  constructor(private readonly api: ApiClient) {
    this.people = new PagedRead((page) => this.api.call('users', { query: { page, ...this.filters } }));
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

  async findSchools(search: string): Promise<void> {
    try {
      const found = await this.api.call('schools', { query: search.trim() ? { search: search.trim() } : {} });
      runInAction(() => {
        this.schoolChoices = found.data;
      });
    } catch {
      // The picker keeps what it showed; the form still says which school is missing when saved.
    }
  }

  async create(input: CreateUserInput): Promise<AdministeredUser | null> {
    this.saving = true;
    this.refusal = null;
    try {
      const person = await this.api.call('createUser', { body: input });
      runInAction(() => {
        this.notice = { kind: 'created', name: fullName(person) };
      });
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

  setActive(person: AdministeredUser, active: boolean): Promise<void> {
    return this.act(person, active ? 'reactivated' : 'deactivated', () =>
      this.api.call('updateUser', { params: { id: person.id }, body: { is_active: active } }),
    );
  }

  sendPasswordLink(person: AdministeredUser): Promise<void> {
    return this.act(person, 'linkSent', () =>
      this.api.call('sendPasswordLink', { body: { user_id: person.id } }),
    );
  }

  private async act(
    person: AdministeredUser,
    kind: 'deactivated' | 'reactivated' | 'linkSent',
    call: () => Promise<unknown>,
  ): Promise<void> {
    this.acting = person.id;
    try {
      await call();
      runInAction(() => {
        this.notice = { kind, name: fullName(person) };
      });
      await this.people.load(this.people.page);
    } catch {
      runInAction(() => {
        this.notice = { kind: 'failed', name: fullName(person) };
      });
    } finally {
      runInAction(() => {
        this.acting = null;
      });
    }
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
