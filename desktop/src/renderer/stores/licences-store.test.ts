import { ApiError } from '@lantern/shared/client/api-error';
import type { LicenceRow } from '@lantern/shared/contracts/customers';
import { FakeApi } from '@lantern/shared/state/test-support';
import { describe, expect, it } from 'vitest';
import { LicencesStore } from './licences-store.js';

const licence = (overrides: Partial<LicenceRow> = {}): LicenceRow => ({
  id: 7,
  kind: 'LIVE_HELP',
  school_id: 3,
  district_id: null,
  starts_on: '2026-01-01',
  ends_on: '2026-12-31',
  seats: 30,
  seats_used: 12,
  seats_remaining: 18,
  state: 'active',
  ...overrides,
});

describe('LicencesStore', () => {
  it("should read a district's licences by its id and add one held by the district", async () => {
    const api = new FakeApi({
      licences: () => [],
      createLicence: ({ body }) => licence({ id: 8, school_id: null, district_id: body!.district_id }),
    });
    const store = new LicencesStore(api, { district_id: 4 });
    await store.load();
    expect(api.calls[0]!.options.query).toEqual({ district_id: 4 });
    expect(store.holdsSchool).toBe(false);
    expect(
      await store.add({ kind: 'READING', starts_on: '2026-01-01', ends_on: '2026-12-31', seats: 500 }),
    ).toBe(true);
    expect(api.calls[1]!.options.body).toMatchObject({ kind: 'READING', district_id: 4 });
    expect(store.rows.map((row) => row.district_id)).toEqual([4]);
  });

  it('should replace an edited licence with the row the server counted again', async () => {
    const api = new FakeApi({
      licences: () => [licence(), licence({ id: 9, kind: 'READING' })],
      updateLicence: ({ body }) => licence({ ...body, seats_remaining: body!.seats! - 12 }),
    });
    const store = new LicencesStore(api, { school_id: 3 });
    await store.load();
    expect(await store.update(7, { starts_on: '2026-01-01', ends_on: '2027-06-30', seats: 40 })).toBe(true);
    expect(store.rows.map((row) => [row.id, row.ends_on, row.seats_remaining])).toEqual([
      [7, '2027-06-30', 28],
      [9, '2026-12-31', 18],
    ]);
    expect(store.editRefusal).toBeNull();
  });

  it('should keep a refused edit on its field and leave the row as it was', async () => {
    const api = new FakeApi({
      licences: () => [licence()],
      updateLicence: () => {
        throw new ApiError(400, 'validation_failed', 'bad', {
          issues: [{ field: 'ends_on', rule: 'custom', message: 'ends_on: must be on or after starts_on' }],
        });
      },
    });
    const store = new LicencesStore(api, { school_id: 3 });
    await store.load();
    expect(await store.update(7, { starts_on: '2026-01-01', ends_on: '2025-01-01', seats: 30 })).toBe(false);
    expect(store.editRefusal?.fields).toEqual({ ends_on: 'ends_on: must be on or after starts_on' });
    expect(store.rows[0]!.ends_on).toBe('2026-12-31');
    expect(store.saving).toBe(false);
    store.clearEditRefusal();
    expect(store.editRefusal).toBeNull();
  });
});
