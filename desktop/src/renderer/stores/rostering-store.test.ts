import { ApiError } from '@lantern/shared/client/api-error';
import type {
  RosterCounts,
  RosterImportPreview,
  RosterImportState,
} from '@lantern/shared/contracts/rostering';
import { ROSTER_KINDS } from '@lantern/shared/domain/rostering/roster-records';
import { FakeApi, settle } from '@lantern/shared/state/test-support';
import { describe, expect, it } from 'vitest';
import { type PollPorts, RosteringStore, STATUS_POLL_MS } from './rostering-store.js';

const counts = (people: Partial<RosterCounts['people']> = {}): RosterCounts =>
  Object.fromEntries(
    ROSTER_KINDS.map((kind) => [
      kind,
      { create: 1, update: 0, deactivate: 0, unchanged: 0, ...(kind === 'people' ? people : {}) },
    ]),
  ) as RosterCounts;

const preview = (id: number, overrides: Partial<RosterImportPreview> = {}): RosterImportPreview => ({
  id,
  status: 'previewed',
  progress: null,
  result: null,
  error: null,
  started_at: null,
  finished_at: null,
  file_name: `district-${id}.zip`,
  uploaded_at: 1_800_000_000,
  uploaded_by: { id: 1, first_name: 'Sam', last_name: 'Super' },
  district: { sourced_id: 'd1', name: 'Riverbend' },
  files: [],
  preview: counts(),
  refused_total: 0,
  refusals: [],
  sync: null,
  stop: null,
  ...overrides,
});

const state = (id: number, status: RosterImportState['status'], processed = 0): RosterImportState => ({
  id,
  status,
  progress: status === 'applying' ? { phase: 'people', processed, total: 6 } : null,
  result: status === 'applied' ? counts() : null,
  error: null,
  started_at: null,
  finished_at: null,
  stop: null,
});

/** Timers the test runs by hand. */
function fakeTimers(): PollPorts & { fire(): void; pending: number } {
  const waiting = new Map<number, () => void>();
  let next = 1;
  return {
    setTimeout: (run, ms) => {
      expect(ms).toBe(STATUS_POLL_MS);
      waiting.set(next, run);
      return next++;
    },
    clearTimeout: (handle) => waiting.delete(handle as number),
    fire() {
      const runs = [...waiting.values()];
      waiting.clear();
      for (const run of runs) run();
    },
    get pending() {
      return waiting.size;
    },
  };
}

describe('RosteringStore', () => {
  it('should show the newest import with its refused rows when the page opens', async () => {
    const refused = preview(3, {
      refused_total: 1,
      refusals: [
        {
          file: 'users.csv',
          line: 4,
          field: 'email',
          rule: 'not_an_email',
          value: 'x',
          params: {},
          message: 'email "x" is not an e-mail address',
        },
      ],
    });
    const api = new FakeApi({ rosterImports: () => [refused, preview(2)], rosterImport: () => refused });
    const store = new RosteringStore(api, fakeTimers());
    await store.load();
    expect(store.imports.map((found) => found.id)).toEqual([3, 2]);
    expect(store.current?.id).toBe(3);
    expect(store.refusals.map((r) => `${r.file}:${r.line} ${r.field}`)).toEqual(['users.csv:4 email']);
    expect(store.canApply).toBe(true);
  });

  it('should show the preview of an upload, and say why one was refused', async () => {
    const api = new FakeApi({
      uploadRosterImport: ({ form }) => {
        expect((form?.get('file') as File).name).toBe('district.zip');
        return preview(4, { preview: counts({ deactivate: 2 }) });
      },
      rosterImports: () => [],
    });
    const store = new RosteringStore(api, fakeTimers());
    await store.upload(new File([new Uint8Array([1])], 'district.zip'));
    expect([store.current?.id, store.deactivations, store.uploading]).toEqual([4, 2, false]);

    api.handlers.uploadRosterImport = () => {
      throw new ApiError(422, 'upload_archive_refused', 'bomb.zip was refused: it unpacks to 1024 MB');
    };
    await store.upload(new File([new Uint8Array([1])], 'bomb.zip'));
    expect(store.failure).toEqual({
      code: 'upload_archive_refused',
      message: 'bomb.zip was refused: it unpacks to 1024 MB',
    });
    expect(store.current?.id).toBe(4);
  });

  it('should apply once and follow the progress every second until it is applied', async () => {
    const timers = fakeTimers();
    const answers = [state(5, 'applying', 2), state(5, 'applying', 6), state(5, 'applied')];
    const api = new FakeApi({
      rosterImports: () => [],
      rosterImport: () => preview(5),
      applyRosterImport: () => state(5, 'queued'),
      rosterImportStatus: () => answers.shift()!,
    });
    const store = new RosteringStore(api, timers);
    await store.open(5);
    await store.apply();
    expect([store.current?.status, store.canApply]).toEqual(['queued', false]);
    // Asked twice while it runs: still once.
    await store.apply();
    expect(api.called('applyRosterImport')).toBe(1);

    timers.fire();
    await settle();
    expect(store.current?.progress).toEqual({ phase: 'people', processed: 2, total: 6 });
    timers.fire();
    await settle();
    timers.fire();
    await settle();
    expect(store.current).toMatchObject({ status: 'applied', result: counts(), file_name: 'district-5.zip' });
    expect(timers.pending).toBe(0);
    expect(api.called('rosterImports')).toBe(1);
  });

  it('should keep following an import that was already being applied when opened, until the page closes', async () => {
    const timers = fakeTimers();
    const api = new FakeApi({
      rosterImport: () => preview(6, { status: 'applying' }),
      rosterImportStatus: () => state(6, 'applying', 3),
    });
    const store = new RosteringStore(api, timers);
    await store.open(6);
    timers.fire();
    await settle();
    expect([store.current?.progress?.processed, timers.pending]).toEqual([3, 1]);
    store.dispose();
    expect(timers.pending).toBe(0);
  });
});
