import type { BreakKind } from './segment-types.js';
import { SHIFT_STATE_IDS } from './shift-constants.js';
import { isBioBreakState, isPunchedInState } from './shift-states.js';

/** The shift commands of the tray's menu (the desktop tray and the console's in-page stand-in). */
export type ShiftMenuCommand =
  | 'punch-in'
  | 'punch-out'
  | 'start-bio-break'
  | 'return-to-segment'
  | 'book-rest-break'
  | 'request-meal-break';

/** Why a shift command is greyed out, for the menu to say beside it. */
export type ShiftActionBlock =
  | 'busy'
  | 'noShift'
  | 'punchInNotYet'
  | 'punchInClosed'
  | 'alreadyPunchedIn'
  | 'notPunchedIn'
  | 'punchOutNotYet'
  | 'onBreak'
  | 'notWorking'
  | 'notOnBreak'
  | 'breakStanding'
  | 'breakWindowClosed';

export interface ShiftActionFacts {
  /** The current shift's state; null when there is no shift. */
  stateId: number | null;
  /** Another action's request is still running. */
  busy: boolean;
  /** When the punch-in window opens (unix seconds); null when there is no shift. */
  punchInOpensAt: number | null;
  /** The rest or meal break already asked for or approved on the shift. */
  standing: Readonly<Record<BreakKind, boolean>>;
  now: number;
}

const onABreak = (stateId: number) => stateId === SHIFT_STATE_IDS.IN_TRANSITION || isBioBreakState(stateId);

/**
 * Why a greyed-out command cannot run now, from the same facts the menu greys it by. Asked only of
 * a disabled command: it names the first thing in the way.
 */
export function shiftActionBlock(command: ShiftMenuCommand, facts: ShiftActionFacts): ShiftActionBlock {
  const { stateId } = facts;
  if (facts.busy) return 'busy';
  if (stateId === null) return 'noShift';
  switch (command) {
    case 'punch-in':
      if (isPunchedInState(stateId)) return 'alreadyPunchedIn';
      return stateId === SHIFT_STATE_IDS.UPCOMING &&
        facts.punchInOpensAt !== null &&
        facts.now < facts.punchInOpensAt
        ? 'punchInNotYet'
        : 'punchInClosed';
    case 'punch-out':
      if (onABreak(stateId)) return 'onBreak';
      // At work, the only thing in the way is the time: punching out opens near the shift's end.
      return isPunchedInState(stateId) ? 'punchOutNotYet' : 'notPunchedIn';
    case 'start-bio-break':
      if (onABreak(stateId)) return 'onBreak';
      return isPunchedInState(stateId) ? 'notWorking' : 'notPunchedIn';
    case 'return-to-segment':
      return 'notOnBreak';
    case 'book-rest-break':
      return facts.standing.rest ? 'breakStanding' : 'breakWindowClosed';
    case 'request-meal-break':
      return facts.standing.meal ? 'breakStanding' : 'breakWindowClosed';
  }
}
