import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type {
  RosterImport,
  RosterImportPreview,
  RosterImportState,
  RosterRefusalView,
} from '@lantern/shared/contracts/rostering';
import { ROSTER_KINDS } from '@lantern/shared/domain/rostering/roster-records';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';

export interface PollPorts {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserPorts: PollPorts = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** How often an import being applied is asked where it stands. */
export const STATUS_POLL_MS = 1000;

/** Why an upload or an apply was refused: the catalogue's code and the API's words. */
export interface RosteringFailure {
  code: string;
  message: string;
}

const failureOf = (error: unknown): RosteringFailure =>
  error instanceof ApiError
    ? { code: String(error.code), message: error.message }
    : { code: 'network', message: '' };

const running = (status: RosterImport['status']) =>
  status === 'syncing' || status === 'queued' || status === 'applying';

/**
 * The superuser's roster imports: the latest ones (uploads and API syncs' runs), and the one on
 * screen with its preview and refused rows. Uploading reads the export and shows its preview;
 * applying it asks once, then follows its status every second until it is applied or has failed.
 * A sync stopped by the safety rule is approved (then followed as an apply) or discarded.
 */
export class RosteringStore {
  imports: RosterImport[] = [];
  current: RosterImportPreview | null = null;
  uploading = false;
  /** The share of the upload sent, 0 to 1. */
  uploadSent = 0;
  applying = false;
  /** An approve or discard of a stopped sync on its way. */
  deciding = false;
  failure: RosteringFailure | null = null;
  private readonly list: OnceLoader<RosterImport[]>;
  private timer: unknown = null;
  private readonly api: ApiClient;
  private readonly ports: PollPorts;

  constructor(api: ApiClient, ports: PollPorts = browserPorts) {
    this.api = api;
    this.ports = ports;
    this.list = new OnceLoader(
      () => this.api.call('rosterImports'),
      (imports) => {
        this.imports = imports;
      },
      { quiet: 'loading' },
    );
    makeAutoObservable<RosteringStore, 'list' | 'timer' | 'api' | 'ports'>(
      this,
      { list: false, timer: false, api: false, ports: false },
      { autoBind: true },
    );
  }

  get listState(): LoadStatus {
    return this.list.status;
  }

  get refusals(): RosterRefusalView[] {
    return this.current?.refusals ?? [];
  }

  /** Whether the import on screen may be applied now (again, after a failure). */
  get canApply(): boolean {
    return !this.applying && (this.current?.status === 'previewed' || this.current?.status === 'failed');
  }

  /** Whether the import on screen is a sync stopped by the safety rule, waiting for a decision. */
  get canDecide(): boolean {
    return !this.deciding && this.current?.status === 'needs_approval';
  }

  /** People the import on screen would deactivate: asked about before it is applied. */
  get deactivations(): number {
    const preview = this.current?.preview;
    return preview ? preview.people.deactivate + preview.enrollments.deactivate : 0;
  }

  /** Records to write in all, as planned. */
  get plannedChanges(): number {
    const preview = this.current?.preview;
    return preview
      ? ROSTER_KINDS.reduce(
          (sum, kind) => sum + preview[kind].create + preview[kind].update + preview[kind].deactivate,
          0,
        )
      : 0;
  }

  /** The latest imports, and the newest of them on screen if none is yet. */
  async load(): Promise<void> {
    await this.list.load(true);
    const newest = this.imports[0];
    if (!this.current && newest) await this.open(newest.id);
  }

  async open(id: number): Promise<void> {
    this.stopPolling();
    this.failure = null;
    try {
      const found = await this.api.call('rosterImport', { params: { id } });
      runInAction(() => {
        this.current = found;
      });
      if (running(found.status)) this.poll();
    } catch (error) {
      runInAction(() => {
        this.failure = failureOf(error);
      });
    }
  }

  async upload(file: File): Promise<void> {
    this.stopPolling();
    this.uploading = true;
    this.uploadSent = 0;
    this.failure = null;
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const preview = await this.api.upload('uploadRosterImport', form, {
        onProgress: (fraction) => runInAction(() => (this.uploadSent = fraction)),
      });
      runInAction(() => {
        this.current = preview;
      });
      void this.list.load(true);
    } catch (error) {
      runInAction(() => {
        this.failure = failureOf(error);
      });
    } finally {
      runInAction(() => {
        this.uploading = false;
      });
    }
  }

  async apply(): Promise<void> {
    const current = this.current;
    if (!current || !this.canApply) return;
    this.applying = true;
    this.failure = null;
    try {
      this.take(await this.api.call('applyRosterImport', { params: { id: current.id } }));
      this.poll();
    } catch (error) {
      runInAction(() => {
        this.failure = failureOf(error);
      });
    } finally {
      runInAction(() => {
        this.applying = false;
      });
    }
  }

  /** Applies the stopped sync on screen, then follows it as an apply. */
  async approve(): Promise<void> {
    await this.decide('approveRosterImport');
  }

  /** Leaves the stopped sync on screen unapplied. */
  async discard(): Promise<void> {
    await this.decide('discardRosterImport');
  }

  private async decide(route: 'approveRosterImport' | 'discardRosterImport'): Promise<void> {
    const current = this.current;
    if (!current || !this.canDecide) return;
    this.deciding = true;
    this.failure = null;
    try {
      this.take(await this.api.call(route, { params: { id: current.id } }));
      if (this.current && running(this.current.status)) this.poll();
      else void this.list.load(true);
    } catch (error) {
      runInAction(() => {
        this.failure = failureOf(error);
      });
    } finally {
      runInAction(() => {
        this.deciding = false;
      });
    }
  }

  /** Stops following the import (the page closed). */
  dispose(): void {
    this.stopPolling();
  }

  private poll(): void {
    this.stopPolling();
    this.timer = this.ports.setTimeout(() => void this.follow(), STATUS_POLL_MS);
  }

  private async follow(): Promise<void> {
    const current = this.current;
    if (!current) return;
    try {
      this.take(await this.api.call('rosterImportStatus', { params: { id: current.id } }));
    } catch {
      // A missed answer is asked again at the next tick.
    }
    if (this.current && running(this.current.status)) this.poll();
    else if (this.current?.sync) {
      // A sync's run reads its roster after it starts: its preview and refused rows come with it.
      void this.open(this.current.id);
      void this.list.load(true);
    } else void this.list.load(true);
  }

  private take(state: RosterImportState): void {
    if (this.current?.id === state.id) this.current = { ...this.current, ...state };
  }

  private stopPolling(): void {
    if (this.timer !== null) this.ports.clearTimeout(this.timer);
    this.timer = null;
  }
}
