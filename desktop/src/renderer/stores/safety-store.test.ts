import { ApiError } from '@lantern/shared/client/api-error';
import type { ActionItemView } from '@lantern/shared/contracts/action-items';
import type { SafetyDrillSent, SafetyEscalation } from '@lantern/shared/contracts/safety-escalations';
import { describe, expect, it, vi } from 'vitest';
import { loginResponse, makeRoot, makeUser, settle } from './test-support.js';

const NOW = 1_800_000_000;

const drillItem: ActionItemView = {
  id: 31,
  type_id: 2,
  content: {
    version: '2.0',
    actionable_item_type: 'safety_drill',
    data: { school_id: 4, school_name: 'Lincoln High', sent_by_user_id: 40, sent_by_first_name: 'Rosa' },
  },
  picked_up_at: null,
  picked_up_user_id: null,
  pickedUpUser: null,
  action_type_id: null,
  resolved_at: null,
  tags: ['Self-Harm'],
  drill: true,
  created_at: NOW,
};

function escalation(overrides: Partial<SafetyEscalation> = {}): SafetyEscalation {
  return {
    action_item_id: 31,
    drill: false,
    school: { id: 4, name: 'Lincoln High' },
    created_at: NOW,
    escalates_at: NOW + 120,
    escalated_at: NOW + 120,
    notified_managers: [{ id: 40, first_name: 'Rosa', last_name: 'Diaz' }],
    mailed_contacts: [{ name: 'Dana Safe', email: 'dana@school.test' }],
    acknowledged_at: null,
    acknowledged_by: null,
    ...overrides,
  };
}

async function signedIn(role: 'tutor-manager' | 'tutor', sendSafetyDrill?: () => SafetyDrillSent) {
  const harness = makeRoot({
    login: () =>
      loginResponse(makeUser({ id: 40, role, roles: [role], ...(role === 'tutor' ? {} : { tutor: null }) })),
    meHome: () => ({
      kind: 'tutor-manager',
      tutors_total: 0,
      tutors_active: 0,
      essay_reviewers: 0,
      tutors: [],
    }),
    ...(sendSafetyDrill ? { sendSafetyDrill } : {}),
  });
  const notify = vi.spyOn(harness.bridge, 'notify');
  const chime = vi.spyOn(harness.bridge, 'playChime');
  const stop = harness.root.start();
  await harness.root.session.signIn({ username: 'manager', password: 'x' });
  await settle();
  const emit = (event: string, payload: unknown) => harness.realtime.last.emitFromServer(event, payload);
  return { ...harness, notify, chime, stop, emit, safety: harness.root.safety };
}

describe('SafetyStore', () => {
  it('should notify every manager of an escalation with its school, and keep its trail', async () => {
    const { emit, notify, chime, safety, stop } = await signedIn('tutor-manager');
    emit('action-center.escalation.updated', { escalation: escalation(), cause: 'escalated', at: NOW + 120 });
    await settle();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Safety escalation: Lincoln High',
        path: '/tutor-manager/services/action-center/classroom',
      }),
    );
    expect(chime).toHaveBeenCalledWith('alert');
    expect(safety.trail(31)?.mailed_contacts).toEqual([{ name: 'Dana Safe', email: 'dana@school.test' }]);
    stop();
  });

  it('should say DRILL on a drill, both when it arrives and when it escalates', async () => {
    const { emit, notify, stop } = await signedIn('tutor-manager');
    emit('action-center.item.created', { item: drillItem, at: NOW });
    emit('action-center.escalation.updated', {
      escalation: escalation({ drill: true }),
      cause: 'escalated',
      at: NOW,
    });
    await settle();
    const titles = notify.mock.calls.map(([request]) => request.title);
    expect(titles).toEqual([
      'DRILL — self-harm alert test: Lincoln High',
      'DRILL — safety escalation: Lincoln High',
    ]);
    stop();
  });

  it('should record an acknowledgement without raising another alarm', async () => {
    const { emit, notify, safety, stop } = await signedIn('tutor-manager');
    const by = { id: 41, first_name: 'Sam', last_name: 'Lee' };
    emit('action-center.escalation.updated', {
      escalation: escalation({ acknowledged_at: NOW + 150, acknowledged_by: by }),
      cause: 'acknowledged',
      at: NOW + 150,
    });
    await settle();
    expect(notify).not.toHaveBeenCalled();
    expect(safety.trail(31)?.acknowledged_by).toEqual(by);
    stop();
  });

  it('should not alarm a tutor who somehow hears an escalation', async () => {
    const { emit, notify, chime, safety, stop } = await signedIn('tutor');
    emit('action-center.escalation.updated', { escalation: escalation(), cause: 'escalated', at: NOW });
    await settle();
    expect(notify).not.toHaveBeenCalled();
    expect(chime).not.toHaveBeenCalledWith('alert');
    expect(safety.trail(31)).toBeUndefined();
    stop();
  });

  it('should send a drill and say why one was refused', async () => {
    let refuse = false;
    const { safety, api, stop } = await signedIn('tutor-manager', () => {
      if (refuse)
        throw new ApiError(422, 'validation_failed', 'school_id: the school has no safety contacts');
      return { item: drillItem, escalation: escalation({ drill: true, escalated_at: null }) };
    });
    expect(await safety.sendDrill({ school_id: 4, escalate: 'timer' })).toBe(true);
    expect(api.calls.find((call) => call.name === 'sendSafetyDrill')?.options.body).toEqual({
      school_id: 4,
      escalate: 'timer',
    });
    expect(safety.trail(31)?.escalated_at).toBeNull();
    refuse = true;
    expect(await safety.sendDrill({ school_id: 4, escalate: 'now' })).toBe(false);
    expect(safety.drillProblem).toBe('noContacts');
    stop();
  });
});
