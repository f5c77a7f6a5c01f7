import { ApiError } from '@lantern/shared/client/api-error';
import type { District } from '@lantern/shared/contracts/customers';
import { FakeApi } from '@lantern/shared/state/test-support';
import { describe, expect, it } from 'vitest';
import { DistrictEditorStore } from './customers-store.js';

const district = (demographics_enabled: boolean): District => ({
  id: 7,
  name: 'Riverside',
  country_code: 'US',
  safety_contacts: [],
  demographics_enabled,
  school_count: 2,
  created_at: 1_790_000_000,
});

describe('DistrictEditorStore', () => {
  it("should switch the district's subgroups and show the district the server answers", async () => {
    const api = new FakeApi({
      district: () => district(false),
      licences: () => [],
      updateDistrict: ({ params, body }) => {
        expect(params).toEqual({ id: 7 });
        return district(body!.demographics_enabled === true);
      },
    });
    const store = new DistrictEditorStore(api, 7);
    await store.load();
    expect(store.district?.demographics_enabled).toBe(false);
    await store.setDemographics(true);
    expect(store.district?.demographics_enabled).toBe(true);
    expect(store.saving).toBe(false);
  });

  it('should keep the district as it was and say why when the server refuses', async () => {
    const api = new FakeApi({
      district: () => district(false),
      licences: () => [],
      updateDistrict: () => {
        throw new ApiError(403, 'forbidden', 'Your role cannot do this');
      },
    });
    const store = new DistrictEditorStore(api, 7);
    await store.load();
    await store.setDemographics(true);
    expect(store.district?.demographics_enabled).toBe(false);
    expect(store.refusal?.message).toBe('Your role cannot do this');
  });
});
