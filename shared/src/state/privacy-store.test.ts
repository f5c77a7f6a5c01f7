import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/api-error.js';
import type { PrivacyDeletion } from '../contracts/privacy.js';
import { KEEP_FOR_GOOD } from '../domain/privacy/retention.js';
import { type PrivacyPorts, PrivacyStore } from './privacy-store.js';
import { FakeApi } from './test-support.js';

const deletion = (
  status: PrivacyDeletion['status'],
  overrides: Partial<PrivacyDeletion> = {},
): PrivacyDeletion => ({
  id: 7,
  scope: 'student',
  target_id: 42,
  district_id: 1,
  status,
  requested_by: { id: 3, role: 'district-manager' },
  requested_at: 1_800_000_000,
  started_at: null,
  finished_at: status === 'done' ? 1_800_000_060 : null,
  students: status === 'done' ? 1 : 0,
  removed: status === 'done' ? { essays: 1 } : {},
  certificate_ready: status === 'done',
  error: null,
  ...overrides,
});

/** A timer the test runs by hand, and the files the store saved. */
function ports() {
  const timers: (() => void)[] = [];
  const saved: string[] = [];
  const value: PrivacyPorts = {
    save: (_blob, name) => saved.push(name),
    setTimeout: (run) => timers.push(run),
    clearTimeout: () => timers.splice(0),
  };
  return { value, timers, saved };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PrivacyStore', () => {
  it('should refuse a retention period under a month or not in whole days before asking the server', async () => {
    const api = new FakeApi({
      districtRetention: () => ({ district_id: 1, periods: KEEP_FOR_GOOD, updated_at: null }),
      privacyDeletions: () => [],
      updateDistrictRetention: ({ body }) => ({ district_id: 1, periods: body!, updated_at: 1_800_000_000 }),
    });
    const store = new PrivacyStore(api, ports().value);
    store.openDistrict(1);
    await settle();
    store.setDraft('chat_messages', '10');
    store.setDraft('essays', '1.5');
    expect(store.draftErrors).toEqual({ chat_messages: 'too_short', essays: 'not_whole_days' });
    expect(await store.saveRetention()).toBe(false);
    expect(api.called('updateDistrictRetention')).toBe(0);

    store.setDraft('chat_messages', '365');
    store.setDraft('essays', '');
    expect(await store.saveRetention()).toBe(true);
    expect(api.calls.at(-1)!.options.body).toEqual({ ...KEEP_FOR_GOOD, chat_messages: 365 });
    expect(store.retentionSaved).toBe(true);
    expect(store.retention!.updated_at).toBe(1_800_000_000);
  });

  it('should say why the server refused a period', async () => {
    const api = new FakeApi({
      districtRetention: () => ({ district_id: 1, periods: KEEP_FOR_GOOD, updated_at: null }),
      privacyDeletions: () => [],
      updateDistrictRetention: () => {
        throw new ApiError(403, 'forbidden', 'This district is not yours');
      },
    });
    const store = new PrivacyStore(api, ports().value);
    store.openDistrict(1);
    await settle();
    store.setDraft('media', '90');
    expect(await store.saveRetention()).toBe(false);
    expect(store.retentionFailure).toBe('This district is not yours');
  });

  it('should follow a deletion until it is done, then read the student’s access log again and offer the certificate', async () => {
    const answers = [deletion('queued'), deletion('running'), deletion('done')];
    let logReads = 0;
    const api = new FakeApi({
      studentAccessLog: () =>
        (logReads += 1) === 1
          ? [{ viewer: { id: 3, name: 'Sam Patel', role: 'tutor' }, what: 'transcript', at: 1_800_000_000 }]
          : [],
      requestPrivacyDeletion: () => answers.shift()!,
      privacyDeletion: () => answers.shift()!,
      privacyDeletionCertificate: () => ({
        blob: new Blob(['%PDF-']),
        name: 'lantern-deletion-certificate-7.pdf',
      }),
    });
    const timer = ports();
    const store = new PrivacyStore(api, timer.value);
    store.openStudent(42);
    await settle();
    expect(store.accessLog).toHaveLength(1);

    expect(await store.requestDeletion('student', 42)).toBe(true);
    expect(store.studentDeletion!.status).toBe('queued');
    for (const status of ['running', 'done']) {
      expect(timer.timers).toHaveLength(1);
      timer.timers.shift()!();
      await settle();
      expect(store.studentDeletion!.status).toBe(status);
    }
    // Done: nothing more to follow, and the erased log is read again.
    expect(timer.timers).toHaveLength(0);
    await settle();
    expect(store.accessLog).toEqual([]);
    await store.downloadCertificate(7);
    expect(timer.saved).toEqual(['lantern-deletion-certificate-7.pdf']);
  });

  it('should keep a refused request’s reason, and a failed download’s', async () => {
    const api = new FakeApi({
      studentAccessLog: () => [],
      requestPrivacyDeletion: () => {
        throw new ApiError(403, 'forbidden', 'This student is not in your district');
      },
      studentDataExport: () => {
        throw new ApiError(422, 'conflict', 'Too many files');
      },
    });
    const store = new PrivacyStore(api, ports().value);
    store.openStudent(9);
    expect(await store.requestDeletion('student', 9)).toBe(false);
    expect(store.requestFailure).toEqual({
      scope: 'student',
      reason: 'This student is not in your district',
    });
    await store.downloadExport(9);
    expect(store.downloadFailed).toBe('export:9');
    expect(store.downloading).toBeNull();
  });
});
