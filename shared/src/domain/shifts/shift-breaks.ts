import { MEAL_BREAK_MINUTES, REST_BREAK_MINUTES } from './shift-constants.js';
import type { BreakKind } from './segment-types.js';

export type BreakStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

/** A break on a shift. Bio breaks have no planned end; rest and meal breaks are planned ahead. */
export interface ShiftBreak {
  id: number | string;
  kind: BreakKind | 'bio';
  status: BreakStatus;
  start_time: number;
  end_time: number | null;
  started_at?: number | null;
  ended_at?: number | null;
}

export const BREAK_LENGTH_SECONDS: Readonly<Record<BreakKind, number>> = {
  rest: REST_BREAK_MINUTES * 60,
  meal: MEAL_BREAK_MINUTES * 60,
};

export function breakEndTime(kind: BreakKind, startTime: number): number {
  return startTime + BREAK_LENGTH_SECONDS[kind];
}

/** Rest breaks are the tutor's to schedule; meal breaks wait for a platform manager's approval. */
export function initialBreakStatus(kind: BreakKind): BreakStatus {
  return kind === 'rest' ? 'approved' : 'pending';
}

/** A break still on the books: asked for or approved, not rejected or cancelled. */
export function isBreakStanding(shiftBreak: ShiftBreak): boolean {
  return shiftBreak.status === 'pending' || shiftBreak.status === 'approved';
}

/** The break the tutor is on right now, if any. */
export function runningBreak(breaks: readonly ShiftBreak[]): ShiftBreak | undefined {
  return breaks.find((b) => b.started_at != null && b.ended_at == null);
}

/** At most one break of each kind is on the books at a time; the next can be asked for once it has ended. */
export function hasStandingBreak(breaks: readonly ShiftBreak[], kind: BreakKind): boolean {
  return breaks.some((b) => b.kind === kind && isBreakStanding(b) && b.ended_at == null);
}
