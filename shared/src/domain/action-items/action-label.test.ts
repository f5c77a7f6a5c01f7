import { describe, expect, it } from 'vitest';
import { actionLabel } from './action-label.js';

const ME = 5;
const OTHER = 9;

describe('actionLabel', () => {
  it('should say no action taken for an item nobody picked up', () => {
    expect(actionLabel({ action_type_id: null, picked_up_user_id: null }, ME)).toEqual({
      status: 'noAction',
      by: null,
    });
  });

  it('should say inspecting for a picked-up item, from me or from another manager', () => {
    expect(actionLabel({ action_type_id: null, picked_up_user_id: ME }, ME)).toEqual({
      status: 'inspecting',
      by: 'me',
    });
    expect(actionLabel({ action_type_id: null, picked_up_user_id: OTHER }, ME)).toEqual({
      status: 'inspecting',
      by: 'other',
    });
  });

  it.each([
    [1, 'escalated'],
    [2, 'transferred'],
    [4, 'slackMessaged'],
    [6, 'falseAlarm'],
    [7, 'hid'],
    [3, 'inspecting'],
    [5, 'inspecting'],
    [99, 'inspecting'],
  ])('should read action type %i as %s', (actionTypeId, status) => {
    expect(actionLabel({ action_type_id: actionTypeId, picked_up_user_id: OTHER }, ME).status).toBe(status);
  });

  it('should count an action as another manager’s while I am not known', () => {
    expect(actionLabel({ action_type_id: 1, picked_up_user_id: OTHER }, null).by).toBe('other');
  });
});
