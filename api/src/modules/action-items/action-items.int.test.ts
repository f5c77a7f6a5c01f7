import type { ActionItemTag } from '@lantern/shared/contracts/action-items';
import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import {
  type ClientSocket,
  nextEvent,
  ready,
  signIn,
  useShiftTestApp,
} from '../../../test/shift-test-kit.js';
import { ActionItemsService } from './action-items.service.js';
import { ActionItem } from './entities/action-item.entity.js';

const { t, sockets } = useShiftTestApp();

let nextMessageId = 9_000_000;

/** What the sessions module passes for a student's flagged message. */
function alertFor(sessionId: number, text: string, tags: ActionItemTag[] = ['Self-Harm']) {
  nextMessageId += 1;
  return {
    sessionId,
    message: {
      id: nextMessageId,
      text,
      sender_user_id: 42,
      sender_first_name: 'Sam',
      sender_role_id: 1 as const,
      sent_at: t.clock.now() - 5,
    },
    tags,
  };
}

const raise = (alert: ReturnType<typeof alertFor>) =>
  t.app.get(ActionItemsService).raiseClassroomAlert(alert);

/** Every `action-center.item.created` the socket hears from now on. */
function recorder(socket: ClientSocket) {
  const heard: unknown[] = [];
  socket.on('action-center.item.created', (payload) => heard.push(payload));
  return heard;
}

describe('raising a classroom alert', () => {
  it('should store an item of type 2 with the message in content version 2.0', async () => {
    const alert = alertFor(501, 'I want to die');
    const item = await raise(alert);
    expect(item).toEqual({
      id: expect.any(Number),
      type_id: 2,
      content: {
        version: '2.0',
        actionable_item_type: 'chat_message',
        data: {
          session_id: 501,
          message_id: alert.message.id,
          message_content: 'I want to die',
          message_content_type_id: 1,
          message_sent_at: alert.message.sent_at,
          message_sender_user_id: 42,
          message_sender_user_first_name: 'Sam',
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
      created_at: t.clock.now(),
    });
    const stored = await t.app.get(MikroORM).em.fork().findOneOrFail(ActionItem, { id: item.id });
    expect(stored).toMatchObject({
      typeId: 2,
      tags: ['Self-Harm'],
      messageId: alert.message.id,
      resolvedAt: null,
    });
  });

  it("should tell the managers' sockets and not a tutor's", async () => {
    const [manager, superuser, tutor] = await Promise.all([
      signIn(t, 'manager'),
      signIn(t, 'superuser'),
      signIn(t, 'tutor'),
    ]);
    const managerSocket = sockets.connect(manager.accessToken);
    const superuserSocket = sockets.connect(superuser.accessToken);
    const tutorSocket = sockets.connect(tutor.accessToken);
    await Promise.all([ready(managerSocket), ready(superuserSocket), ready(tutorSocket)]);
    const tutorHeard = recorder(tutorSocket);

    const alert = alertFor(502, 'je veux mourir');
    const [managerHeard, superuserHeard, item] = await Promise.all([
      nextEvent(
        managerSocket,
        'action-center.item.created',
        (event) =>
          event.item.content.actionable_item_type === 'chat_message' &&
          event.item.content.data.session_id === 502,
      ),
      nextEvent(
        superuserSocket,
        'action-center.item.created',
        (event) =>
          event.item.content.actionable_item_type === 'chat_message' &&
          event.item.content.data.session_id === 502,
      ),
      raise(alert),
    ]);
    expect(managerHeard).toEqual({ item, at: t.clock.now() });
    expect(superuserHeard).toEqual(managerHeard);

    // The managers heard it; an event on its way to the tutor would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tutorHeard).toEqual([]);
  });

  it('should raise one item per message, however often it is raised', async () => {
    const alert = alertFor(503, 'I want to kill myself');
    const first = await raise(alert);
    const again = await raise(alert);
    expect(again).toEqual(first);
    const count = await t.app.get(MikroORM).em.fork().count(ActionItem, { messageId: alert.message.id });
    expect(count).toBe(1);
  });
});

describe('GET /platform-manager-action-items', () => {
  it('should list open items for managers and superusers, newest first, filtered by type and self-harm', async () => {
    t.clock.advanceSeconds(60);
    const flagged = await raise(alertFor(601, 'quiero morirme'));
    t.clock.advanceSeconds(1);
    const untagged = await raise(alertFor(602, 'a message a manager should see', []));
    const manager = await signIn(t, 'manager');

    const all = await manager.api.call('platformManagerActionItems');
    expect(all.data.slice(0, 2).map((item) => item.id)).toEqual([untagged.id, flagged.id]);
    expect(all.meta.pagination).toMatchObject({ current_page: 1, per_page: 50, total: all.data.length });

    const selfHarm = await manager.api.call('platformManagerActionItems', {
      query: { self_harm_only: true },
    });
    expect(selfHarm.data.map((item) => item.id)).toContain(flagged.id);
    expect(selfHarm.data.map((item) => item.id)).not.toContain(untagged.id);
    expect(selfHarm.data.every((item) => item.tags.includes('Self-Harm'))).toBe(true);

    const classroom = await manager.api.call('platformManagerActionItems', { query: { type_id: 2 } });
    expect(classroom.data.map((item) => item.id)).toContain(untagged.id);
    const essays = await manager.api.call('platformManagerActionItems', { query: { type_id: 1 } });
    expect(essays.data).toEqual([]);

    const superuser = await signIn(t, 'superuser');
    const seenBySuperuser = await superuser.api.call('platformManagerActionItems', {
      query: { self_harm_only: true, type_id: 2 },
    });
    expect(seenBySuperuser.data.map((item) => item.id)).toContain(flagged.id);
  });

  it('should leave resolved items out', async () => {
    const item = await raise(alertFor(603, 'I want to die'));
    await t.app
      .get(MikroORM)
      .em.fork()
      .nativeUpdate(ActionItem, { id: item.id }, { resolvedAt: t.clock.date(), actionTypeId: 6 });
    const manager = await signIn(t, 'manager');
    const open = await manager.api.call('platformManagerActionItems');
    expect(open.data.map((row) => row.id)).not.toContain(item.id);
  });

  it('should show an item stored before content version 2.0 in version 2.0', async () => {
    const em = t.app.get(MikroORM).em.fork();
    const old = em.create(ActionItem, {
      typeId: 2,
      content: {
        actionable_item_type: 'chat_message',
        data: {
          session_id: 604,
          message_id: 77,
          message_content: 'an item from before version 2.0',
          created_at: t.clock.now() - 30,
          user_first_name: 'Lee',
          user_id: 12,
          user_role: 'tutor',
        },
      },
      tags: [],
      createdAt: t.clock.date(),
    });
    await em.flush();
    const manager = await signIn(t, 'manager');
    const listed = await manager.api.call('platformManagerActionItems');
    expect(listed.data.find((item) => item.id === old.id)?.content).toEqual({
      version: '2.0',
      actionable_item_type: 'chat_message',
      data: {
        session_id: 604,
        message_id: 77,
        message_content: 'an item from before version 2.0',
        message_content_type_id: 1,
        message_sent_at: t.clock.now() - 30,
        message_sender_user_id: 12,
        message_sender_user_first_name: 'Lee',
        message_sender_role_id: 2,
      },
    });
  });

  it('should refuse tutors and students with 403', async () => {
    for (const username of ['tutor', 'student']) {
      const session = await signIn(t, username);
      expect(await failure(session.api.call('platformManagerActionItems'))).toMatchObject({ status: 403 });
    }
  });

  it('should refuse a bad filter with 400 naming it', async () => {
    const manager = await signIn(t, 'manager');
    const error = await failure(manager.api.call('platformManagerActionItems', { query: { type_id: 9 } }));
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error.message).toMatch(/type_id/);
  });
});

describe('PUT /platform-manager-action-items/{id}', () => {
  it('should let one of two managers racing pick an item up, and tell the other who has it', async () => {
    const item = await raise(alertFor(701, 'I want to die'));
    const [manager, superuser] = await Promise.all([signIn(t, 'manager'), signIn(t, 'superuser')]);
    const pickUp = (session: typeof manager) =>
      session.api
        .call('updatePlatformManagerActionItem', { params: { id: item.id }, body: { action: 'pick_up' } })
        .then(
          (view) => ({ ok: true as const, view }),
          (error: unknown) => ({ ok: false as const, error }),
        );
    const results = await Promise.all([pickUp(manager), pickUp(superuser)]);
    const won = results.filter((result) => result.ok);
    expect(won).toHaveLength(1);
    const lost = results.find((result) => !result.ok);
    const refusal = await failure(Promise.reject(lost?.error));
    expect(refusal).toMatchObject({ status: 409, code: 'action_item_held_by_other' });
    const holder = won[0]?.ok ? won[0].view.pickedUpUser : null;
    expect(refusal.message).toBe(`${holder?.first_name} ${holder?.last_name} has picked this item up`);

    const seen = await manager.api.call('platformManagerActionItem', { params: { id: item.id } });
    expect(seen).toMatchObject({ picked_up_at: t.clock.now(), resolved_at: null, action_type_id: null });
    expect(seen.pickedUpUser?.id).toBe(holder?.id);
  });

  it('should tell every manager of a pick-up and a resolution, and drop the resolved item from the list', async () => {
    const item = await raise(alertFor(702, 'I want to hurt myself'));
    const [manager, superuser] = await Promise.all([signIn(t, 'manager'), signIn(t, 'superuser')]);
    const watching = sockets.connect(superuser.accessToken);
    await ready(watching);

    const [pickedUpHeard, pickedUp] = await Promise.all([
      nextEvent(watching, 'action-center.item.updated', (event) => event.item.id === item.id),
      manager.api.call('updatePlatformManagerActionItem', {
        params: { id: item.id },
        body: { action: 'pick_up' },
      }),
    ]);
    expect(pickedUpHeard.item).toEqual(pickedUp);
    expect(pickedUp.pickedUpUser?.first_name).toBeTruthy();

    t.clock.advanceSeconds(90);
    const [resolvedHeard, resolved] = await Promise.all([
      nextEvent(watching, 'action-center.item.updated', (event) => event.item.resolved_at !== null),
      manager.api.call('updatePlatformManagerActionItem', {
        params: { id: item.id },
        body: { action: 'resolve', action_type_id: 1 },
      }),
    ]);
    expect(resolved).toMatchObject({
      action_type_id: 1,
      resolved_at: t.clock.now(),
      picked_up_at: t.clock.now() - 90,
    });
    expect(resolvedHeard.item).toEqual(resolved);

    const open = await superuser.api.call('platformManagerActionItems');
    expect(open.data.map((row) => row.id)).not.toContain(item.id);
    const again = await failure(
      superuser.api.call('updatePlatformManagerActionItem', {
        params: { id: item.id },
        body: { action: 'pick_up' },
      }),
    );
    expect(again).toMatchObject({ status: 409, code: 'action_item_resolved' });
  });

  it("should refuse to resolve another manager's item, and pick up a free one on resolving it", async () => {
    const held = await raise(alertFor(703, 'something to look at'));
    const free = await raise(alertFor(704, 'something else to look at'));
    const [manager, superuser] = await Promise.all([signIn(t, 'manager'), signIn(t, 'superuser')]);
    await manager.api.call('updatePlatformManagerActionItem', {
      params: { id: held.id },
      body: { action: 'pick_up' },
    });
    const refused = await failure(
      superuser.api.call('updatePlatformManagerActionItem', {
        params: { id: held.id },
        body: { action: 'resolve', action_type_id: 6 },
      }),
    );
    expect(refused).toMatchObject({ status: 409, code: 'action_item_held_by_other' });

    const resolved = await superuser.api.call('updatePlatformManagerActionItem', {
      params: { id: free.id },
      body: { action: 'resolve', action_type_id: 7 },
    });
    expect(resolved).toMatchObject({ action_type_id: 7, picked_up_at: t.clock.now() });
    expect(resolved.pickedUpUser?.id).toBeDefined();
  });

  it('should refuse an action type that does not resolve, naming the field', async () => {
    const item = await raise(alertFor(705, 'a message'));
    const manager = await signIn(t, 'manager');
    const error = await failure(
      manager.api.call('updatePlatformManagerActionItem', {
        params: { id: item.id },
        body: { action: 'resolve', action_type_id: 3 as 1 },
      }),
    );
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error.message).toMatch(/action_type_id/);
  });

  it('should answer 404 for an unknown item and 403 to tutors and students', async () => {
    const manager = await signIn(t, 'manager');
    expect(
      await failure(manager.api.call('platformManagerActionItem', { params: { id: 987_654 } })),
    ).toMatchObject({ status: 404 });
    const item = await raise(alertFor(706, 'a message'));
    for (const username of ['tutor', 'student']) {
      const session = await signIn(t, username);
      expect(
        await failure(session.api.call('platformManagerActionItem', { params: { id: item.id } })),
      ).toMatchObject({ status: 403 });
      expect(
        await failure(
          session.api.call('updatePlatformManagerActionItem', {
            params: { id: item.id },
            body: { action: 'pick_up' },
          }),
        ),
      ).toMatchObject({ status: 403 });
    }
  });
});
