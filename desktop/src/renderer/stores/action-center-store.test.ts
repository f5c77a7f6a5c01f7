import { ApiError } from '@lantern/shared/client/api-error';
import type { ActionItemView } from '@lantern/shared/contracts/action-items';
import { describe, expect, it, vi } from 'vitest';
import { loginResponse, makeRoot, makeUser, settle } from './test-support.js';

const NOW = 1_800_000_000;
const ME = 40;

function item(id: number, overrides: Partial<ActionItemView> = {}): ActionItemView {
  return {
    id,
    type_id: 2,
    content: {
      version: '2.0',
      actionable_item_type: 'chat_message',
      data: {
        session_id: 500 + id,
        message_id: 900 + id,
        message_content: 'I want to die',
        message_content_type_id: 1,
        message_sent_at: NOW - id,
        message_sender_user_id: 12,
        message_sender_user_first_name: 'Ava',
        message_sender_role_id: 1,
      },
    },
    picked_up_at: null,
    picked_up_user_id: null,
    pickedUpUser: null,
    action_type_id: null,
    resolved_at: null,
    tags: ['Self-Harm'],
    drill: false,
    created_at: NOW - id,
    ...overrides,
  };
}

const page = (data: ActionItemView[]) => ({
  data,
  meta: {
    pagination: { total: data.length, count: data.length, per_page: 50, current_page: 1, total_pages: 1 },
  },
});

async function openCenter(role: 'tutor-manager' | 'tutor' = 'tutor-manager') {
  const open = { classroom: [item(1), item(2, { tags: [] })], essays: [item(3, { type_id: 1 })] };
  const harness = makeRoot({
    login: () =>
      loginResponse(makeUser({ id: ME, role, roles: [role], ...(role === 'tutor' ? {} : { tutor: null }) })),
    meHome: () => ({
      kind: 'tutor-manager',
      tutors_total: 0,
      tutors_active: 0,
      essay_reviewers: 0,
      tutors: [],
    }),
    platformManagerActionItems: ({ query }) =>
      page(query?.type_id === 2 ? [...open.classroom] : query?.type_id === 1 ? [...open.essays] : []),
  });
  const notify = vi.spyOn(harness.bridge, 'notify');
  const chime = vi.spyOn(harness.bridge, 'playChime');
  const stopRoot = harness.root.start();
  await harness.root.session.signIn({ username: 'manager', password: 'x' });
  await settle();
  const close = harness.root.actionCenter.open();
  await settle();
  const ids = (tab: 'classroom' | 'essay-review') => harness.root.actionCenter.list(tab).map((row) => row.id);
  return {
    ...harness,
    open,
    ids,
    notify,
    chime,
    center: harness.root.actionCenter,
    emit: (event: string, payload: unknown) => harness.realtime.last.emitFromServer(event, payload),
    stop: () => (close(), stopRoot()),
  };
}

describe('ActionCenterStore', () => {
  it('should list each tab newest first, essay review with both essay types, and narrow to self-harm', async () => {
    const { center, api, ids, stop } = await openCenter();
    expect(ids('classroom')).toEqual([1, 2]);
    expect(ids('essay-review')).toEqual([3]);
    expect(
      api.calls.filter((call) => call.name === 'platformManagerActionItems').map((c) => c.options.query),
    ).toEqual([{ type_id: 2 }, { type_id: 1 }, { type_id: 3 }]);
    center.setSelfHarmOnly(true);
    expect(ids('classroom')).toEqual([1]);
    stop();
  });

  it('should add a new item at the top and alert with a notification and a sound for self-harm only', async () => {
    const { emit, ids, notify, chime, stop } = await openCenter();
    emit('action-center.item.created', { item: item(0, { tags: [], created_at: NOW + 5 }), at: NOW });
    expect(ids('classroom')).toEqual([0, 1, 2]);
    expect(notify).not.toHaveBeenCalled();

    emit('action-center.item.created', { item: item(9, { created_at: NOW + 10 }), at: NOW });
    expect(ids('classroom')).toEqual([9, 0, 1, 2]);
    await settle();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Self-harm alert: Ava',
        path: '/tutor-manager/services/action-center/classroom',
      }),
    );
    expect(chime).toHaveBeenCalledWith('alert');
    stop();
  });

  it('should show who picked an item up and drop a resolved item, as other managers act', async () => {
    const { emit, center, ids, stop } = await openCenter();
    const holder = { id: 77, first_name: 'Rosa', last_name: 'Diaz' };
    emit('action-center.item.updated', {
      item: item(1, { picked_up_at: NOW, picked_up_user_id: 77, pickedUpUser: holder }),
      at: NOW,
    });
    expect(center.list('classroom')[0]?.pickedUpUser).toEqual(holder);
    emit('action-center.item.updated', {
      item: item(1, { picked_up_user_id: 77, pickedUpUser: holder, action_type_id: 6, resolved_at: NOW }),
      at: NOW,
    });
    expect(ids('classroom')).toEqual([2]);
    stop();
  });

  it('should pick up and resolve, and say who had the item when another manager was first', async () => {
    const { center, api, open, ids, stop } = await openCenter();
    const mine = { id: ME, first_name: 'Mo', last_name: 'Manager' };
    api.handlers.updatePlatformManagerActionItem = ({ params, body }) =>
      body?.action === 'pick_up'
        ? item(params?.id as number, { picked_up_at: NOW, picked_up_user_id: ME, pickedUpUser: mine })
        : item(params?.id as number, {
            picked_up_user_id: ME,
            pickedUpUser: mine,
            action_type_id: 1,
            resolved_at: NOW,
          });
    const first = center.list('classroom')[0] as ActionItemView;
    await center.pickUp(first);
    expect(center.list('classroom')[0]?.picked_up_user_id).toBe(ME);
    await center.resolve(first, 1);
    expect(ids('classroom')).toEqual([2]);

    const other = { id: 77, first_name: 'Rosa', last_name: 'Diaz' };
    open.classroom = [item(2, { tags: [], picked_up_user_id: 77, pickedUpUser: other })];
    api.handlers.updatePlatformManagerActionItem = () => {
      throw new ApiError(409, 'action_item_held_by_other', 'Rosa Diaz has picked this item up');
    };
    await center.pickUp(center.list('classroom')[0] as ActionItemView);
    expect(center.notice).toEqual({ kind: 'heldByOther', holder: 'Rosa Diaz' });
    expect(center.list('classroom')[0]?.pickedUpUser).toEqual(other);
    expect(center.busy).toBeNull();
    stop();
  });

  it('should report a failure without touching the list', async () => {
    const { center, api, ids, stop } = await openCenter();
    api.handlers.updatePlatformManagerActionItem = () => {
      throw new ApiError(500, 'internal_error', 'Boom');
    };
    await center.resolve(center.list('classroom')[0] as ActionItemView, 6);
    expect(center.notice).toEqual({ kind: 'failed' });
    expect(ids('classroom')).toEqual([1, 2]);
    stop();
  });

  it('should not alert a tutor who somehow hears a new item', async () => {
    const { emit, notify, chime, stop } = await openCenter('tutor');
    emit('action-center.item.created', { item: item(9), at: NOW });
    await settle();
    expect(notify).not.toHaveBeenCalled();
    expect(chime).not.toHaveBeenCalledWith('alert');
    stop();
  });
});
