import type { ApiClient } from '@lantern/shared/client/http-client';
import type { CreateLicenceInput, LicenceRow, UpdateLicence } from '@lantern/shared/contracts/customers';
import { OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';
import { refusalOf, type SaveRefusal } from './customer-forms.js';

/** Whose licences: a school's (which also lists its district's) or a district's own. */
export type LicenceHolder = { school_id: number } | { district_id: number };

/**
 * The licences of one school or district with their seats used and left: listed, added, and their
 * dates and seats changed. The server answers each changed row with its seats counted again.
 */
export class LicencesStore {
  rows: LicenceRow[] = [];
  /** The add form's refusal. */
  refusal: SaveRefusal | null = null;
  /** The edit dialog's refusal. */
  editRefusal: SaveRefusal | null = null;
  saving = false;
  private readonly loader: OnceLoader<LicenceRow[]>;

  constructor(
    private readonly api: ApiClient,
    readonly holder: LicenceHolder,
  ) {
    this.loader = new OnceLoader(
      () => this.api.call('licences', { query: holder }),
      (rows) => {
        this.rows = rows;
      },
    );
    makeAutoObservable<LicencesStore, 'api' | 'loader'>(
      this,
      { api: false, loader: false },
      { autoBind: true },
    );
  }

  get state() {
    return this.loader.status;
  }

  get holdsSchool(): boolean {
    return 'school_id' in this.holder;
  }

  load(): Promise<void> {
    return this.loader.load(true);
  }

  async add(input: Omit<CreateLicenceInput, 'school_id' | 'district_id'>): Promise<boolean> {
    this.refusal = null;
    const licence = await this.save(
      () => this.api.call('createLicence', { body: { ...input, ...this.holder } }),
      (refusal) => (this.refusal = refusal),
    );
    if (licence)
      runInAction(() => {
        this.rows = [...this.rows, licence];
      });
    return licence !== null;
  }

  /** Answers whether it was saved; a refusal stays for the dialog to show on its fields. */
  async update(id: number, changes: UpdateLicence): Promise<boolean> {
    this.editRefusal = null;
    const licence = await this.save(
      () => this.api.call('updateLicence', { params: { id }, body: changes }),
      (refusal) => (this.editRefusal = refusal),
    );
    if (licence)
      runInAction(() => {
        this.rows = this.rows.map((row) => (row.id === id ? licence : row));
      });
    return licence !== null;
  }

  clearEditRefusal(): void {
    this.editRefusal = null;
  }

  private async save(
    call: () => Promise<LicenceRow>,
    refused: (refusal: SaveRefusal) => void,
  ): Promise<LicenceRow | null> {
    this.saving = true;
    try {
      return await call();
    } catch (error) {
      runInAction(() => refused(refusalOf(error)));
      return null;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
