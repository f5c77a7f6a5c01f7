import type { ApiClient } from '@lantern/shared/client/http-client';
import type {
  CreateDistrictInput,
  CreateSchoolInput,
  District,
  DistrictList,
  School,
  SchoolList,
  UpdateSchoolInput,
} from '@lantern/shared/contracts/customers';
import { OnceLoader } from '@lantern/shared/state/once-loader';
import { PagedRead } from '@lantern/shared/state/paged-read';
import { makeAutoObservable, runInAction } from 'mobx';
import { refusalOf, type SaveRefusal } from './customer-forms.js';
import { LicencesStore } from './licences-store.js';

/** The superuser's districts and schools: both lists, search and district filter, and creating. */
export class CustomersStore {
  search = '';
  districtId: number | null = null;
  saving = false;
  refusal: SaveRefusal | null = null;
  readonly schools: PagedRead<SchoolList>;
  readonly districts: PagedRead<DistrictList>;

  constructor(private readonly api: ApiClient) {
    this.schools = new PagedRead((page) =>
      this.api.call('schools', {
        query: {
          page,
          ...(this.search ? { search: this.search } : {}),
          ...(this.districtId ? { district_id: this.districtId } : {}),
        },
      }),
    );
    // Every district at once for the filter and the school form: a page holds the first 25.
    this.districts = new PagedRead((page) => this.api.call('districts', { query: { page } }));
    makeAutoObservable<CustomersStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  open(): void {
    this.schools.open();
    this.districts.open();
  }

  filter(search: string, districtId: number | null): Promise<void> {
    this.search = search.trim();
    this.districtId = districtId;
    return this.schools.load(1);
  }

  clearRefusal(): void {
    this.refusal = null;
  }

  /** Answers whether it was created; a refusal stays on the store for the form. */
  async createDistrict(input: CreateDistrictInput): Promise<boolean> {
    const created = await this.save(() => this.api.call('createDistrict', { body: input }));
    if (created) await Promise.all([this.districts.load(1), this.schools.load(this.schools.page)]);
    return created !== null;
  }

  async createSchool(input: CreateSchoolInput): Promise<School | null> {
    const created = await this.save(() => this.api.call('createSchool', { body: input }));
    if (created) void this.schools.load(this.schools.page);
    return created;
  }

  private async save<T>(call: () => Promise<T>): Promise<T | null> {
    this.saving = true;
    this.refusal = null;
    try {
      return await call();
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

/** One school on its own page: its settings to edit and its licences with their seats. */
export class SchoolEditorStore {
  school: School | null = null;
  saving = false;
  saved = false;
  refusal: SaveRefusal | null = null;
  readonly licences: LicencesStore;
  private readonly loader: OnceLoader<School>;

  constructor(
    private readonly api: ApiClient,
    readonly schoolId: number,
  ) {
    this.licences = new LicencesStore(api, { school_id: schoolId });
    this.loader = new OnceLoader(
      () => this.api.call('school', { params: { id: schoolId } }),
      (school) => {
        this.school = school;
      },
    );
    makeAutoObservable<SchoolEditorStore, 'api' | 'loader'>(
      this,
      { api: false, loader: false },
      { autoBind: true },
    );
  }

  get state() {
    return this.loader.status;
  }

  load(): Promise<void> {
    void this.licences.load();
    return this.loader.load(true);
  }

  async update(changes: UpdateSchoolInput): Promise<boolean> {
    this.saving = true;
    this.saved = false;
    this.refusal = null;
    try {
      const school = await this.api.call('updateSchool', { params: { id: this.schoolId }, body: changes });
      runInAction(() => {
        this.school = school;
        this.saved = true;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.refusal = refusalOf(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}

/** One district on its own page: its name and the licences it holds for all its schools. */
export class DistrictEditorStore {
  district: District | null = null;
  saving = false;
  refusal: SaveRefusal | null = null;
  readonly licences: LicencesStore;
  private readonly loader: OnceLoader<District>;

  constructor(
    private readonly api: ApiClient,
    readonly districtId: number,
  ) {
    this.licences = new LicencesStore(api, { district_id: districtId });
    this.loader = new OnceLoader(
      () => api.call('district', { params: { id: districtId } }),
      (district) => {
        this.district = district;
      },
    );
    makeAutoObservable<DistrictEditorStore, 'api' | 'loader'>(
      this,
      { api: false, loader: false },
      { autoBind: true },
    );
  }

  /** Reach by subgroup for the district's leaders: on only when the district asked for it. */
  async setDemographics(enabled: boolean): Promise<void> {
    this.saving = true;
    this.refusal = null;
    try {
      const district = await this.api.call('updateDistrict', {
        params: { id: this.districtId },
        body: { demographics_enabled: enabled },
      });
      runInAction(() => {
        this.district = district;
      });
    } catch (error) {
      runInAction(() => {
        this.refusal = refusalOf(error);
      });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  get state() {
    return this.loader.status;
  }

  load(): Promise<void> {
    void this.licences.load();
    return this.loader.load(true);
  }
}
