import type { AdministeredUser } from '@lantern/shared/contracts/customer-users';
import { FakeApi, settle } from '@lantern/shared/state/test-support';
import { describe, expect, it } from 'vitest';
import { PersonStore } from './people-store.js';

const person = (overrides: Partial<AdministeredUser> = {}): AdministeredUser => ({
  id: 5,
  username: 'kim.ode',
  email: 'kim@school.example',
  first_name: 'Kim',
  last_name: 'Ode',
  role: 'teacher',
  school_id: 3,
  school_ids: [3, 4],
  district_id: null,
  school: { id: 3, name: 'North' },
  grade_id: null,
  preferred_language: 'en',
  status: 'active',
  deactivated_at: null,
  password_changed: true,
  created_at: 1_800_000_000,
  last_sign_in_at: null,
  ...overrides,
});

const noHistory = {
  data: [],
  meta: { pagination: { total: 0, count: 0, per_page: 50, current_page: 1, total_pages: 1 } },
};

describe('PersonStore', () => {
  it('should read the person with their roles, schools and sections, and only the changes made to them', async () => {
    const api = new FakeApi({ user: () => person(), customerAudit: () => noHistory });
    const store = new PersonStore(api, 5);
    store.open();
    await settle();
    expect(store.person?.username).toBe('kim.ode');
    expect(api.calls.find((call) => call.name === 'user')!.options.query).toEqual({
      include: 'roles,schools.district,sections',
    });
    expect(api.calls.find((call) => call.name === 'customerAudit')!.options.query).toEqual({
      page: 1,
      user_id: 5,
    });
  });

  it('should deactivate, then read the person and their history again, and say so', async () => {
    let status: AdministeredUser['status'] = 'active';
    const api = new FakeApi({
      user: () => person({ status }),
      customerAudit: () => noHistory,
      updateUser: ({ body }) => {
        status = body!.is_active ? 'active' : 'deactivated';
        return person({ status });
      },
    });
    const store = new PersonStore(api, 5);
    expect(await store.actions.setActive(person(), false)).toBe(true);
    expect(api.calls.find((call) => call.name === 'updateUser')!.options.body).toEqual({ is_active: false });
    expect(store.person?.status).toBe('deactivated');
    expect(api.called('customerAudit')).toBe(1);
    expect(store.actions.notice).toEqual({ kind: 'deactivated', name: 'Kim Ode' });
    expect(store.actions.acting).toBeNull();
  });

  it('should move a person to a new main school, keeping the others asked for', async () => {
    const api = new FakeApi({
      user: () => person(),
      customerAudit: () => noHistory,
      moveUserSchools: () => person({ school_id: 6 }),
    });
    const store = new PersonStore(api, 5);
    expect(await store.actions.moveSchools(person(), 6, [4])).toBe(true);
    expect(api.calls[0]!.options).toMatchObject({
      params: { id: 5 },
      body: { school_id: 6, school_ids: [4] },
    });
    expect(store.actions.notice?.kind).toBe('moved');
  });

  it('should say a failed action failed, and read nothing again', async () => {
    const api = new FakeApi({
      sendPasswordLink: () => {
        throw new Error('offline');
      },
    });
    const store = new PersonStore(api, 5);
    expect(await store.actions.sendPasswordLink(person())).toBe(false);
    expect(store.actions.notice).toEqual({ kind: 'failed', name: 'Kim Ode' });
    expect(api.called('user')).toBe(0);
  });
});
