import { ACTION_TYPE_IDS } from '../../contracts/action-items.js';

export type ActionStatus =
  'noAction' | 'inspecting' | 'escalated' | 'transferred' | 'slackMessaged' | 'falseAlarm' | 'hid';

const STATUS_BY_ACTION_TYPE: Readonly<Record<number, ActionStatus>> = {
  [ACTION_TYPE_IDS.escalated]: 'escalated',
  [ACTION_TYPE_IDS.transferred]: 'transferred',
  [ACTION_TYPE_IDS.slackMessaged]: 'slackMessaged',
  [ACTION_TYPE_IDS.falseAlarm]: 'falseAlarm',
  [ACTION_TYPE_IDS.hid]: 'hid',
};

export interface ActionLabel {
  status: ActionStatus;
  /** Whose action it is: mine, another platform manager's, or nobody's yet (no action taken). */
  by: 'me' | 'other' | null;
}

/**
 * The spec's action-center label: no action taken, one of the five actions, or inspecting (picked
 * up, or any other action type), each from me or from another platform manager.
 */
export function actionLabel(
  item: { action_type_id: number | null; picked_up_user_id: number | null },
  myId: number | null,
): ActionLabel {
  if (item.picked_up_user_id === null && item.action_type_id === null)
    return { status: 'noAction', by: null };
  const status =
    item.action_type_id === null
      ? 'inspecting'
      : (STATUS_BY_ACTION_TYPE[item.action_type_id] ?? 'inspecting');
  return { status, by: item.picked_up_user_id !== null && item.picked_up_user_id === myId ? 'me' : 'other' };
}
