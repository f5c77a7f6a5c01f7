import type { ShiftStateId } from './shift-constants.js';
import { shiftStateModifier } from './shift-states.js';
import type { ShiftRecord, ShiftTransitionAccepted } from './shift-transition.js';

export function accept(stateId: ShiftStateId, record: ShiftRecord): ShiftTransitionAccepted {
  return { ok: true, state_id: stateId, modifier_id: shiftStateModifier(stateId), record };
}
