import type { BreakRequestItem } from '@lantern/shared/contracts/breaks';
import { breakStartsSoon } from '@lantern/shared/domain/shifts/break-eligibility';
import type { ChimeKind } from '../../common/desktop-api.js';
import type { Notice } from './notice.js';

/** An approved rest or meal break the console was told of, with its planned times (unix seconds). */
export interface PlannedBreak {
  id: number;
  shiftId: number;
  kind: 'rest' | 'meal';
  startTime: number;
  endTime: number;
}

export type BreakAlertKind = 'approved' | 'rejected' | 'starts-soon' | 'ending' | 'over';

export interface BreakAlert {
  kind: BreakAlertKind;
  /** One per break and kind: the notification's tag, and how the console remembers it was sent. */
  key: string;
  notification: Notice | null;
  chime: ChimeKind | null;
}

/** The "about to end" chime sounds this long before a break's end. */
export const BREAK_ENDING_CHIME_SECONDS = 60;
// A moment this far past is not announced: a console opened after a break ended stays quiet about it.
export const BREAK_ALERT_STALE_SECONDS = 120;

/** Break alerts open the tutor's dashboard, where the break's card and the punch clock are. */
const BREAK_SCREEN = '/tutor';

const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

export type FormatTime = (unixSeconds: number) => string;

/** The notification for a manager's decision on the tutor's break request. */
export function breakDecisionAlert(
  request: Pick<BreakRequestItem, 'id' | 'kind' | 'status' | 'start_time'>,
  formatTime: FormatTime,
): BreakAlert | null {
  if (request.status !== 'approved' && request.status !== 'rejected') return null;
  const key = `break-${request.id}-${request.status}`;
  return {
    kind: request.status,
    key,
    chime: null,
    notification: {
      key: request.status === 'approved' ? 'breakApproved' : 'breakRejected',
      params: { time: formatTime(request.start_time) },
      context: request.kind,
      tag: key,
      path: BREAK_SCREEN,
    },
  };
}

/**
 * The alerts due for an approved break at `now`: the "starts soon" notification (the spec's 15
 * minutes), the "about to end" chime in its last minute, and the "break over" notification with
 * its chime once it has ended.
 */
export function dueBreakAlerts(planned: PlannedBreak, now: number): BreakAlert[] {
  const alerts: BreakAlert[] = [];
  if (breakStartsSoon(planned.startTime, now)) {
    const key = `break-${planned.id}-starts-soon`;
    alerts.push({
      kind: 'starts-soon',
      key,
      chime: null,
      notification: {
        key: 'breakStartsSoon',
        params: { minutes: minutes(planned.startTime - now) },
        context: planned.kind,
        tag: key,
        path: BREAK_SCREEN,
      },
    });
  }
  if (now >= planned.endTime - BREAK_ENDING_CHIME_SECONDS && now < planned.endTime) {
    alerts.push({
      kind: 'ending',
      key: `break-${planned.id}-ending`,
      chime: 'break-ending',
      notification: null,
    });
  }
  if (now >= planned.endTime && now < planned.endTime + BREAK_ALERT_STALE_SECONDS) {
    alerts.push(breakOverAlert(`break-${planned.id}-over`));
  }
  return alerts;
}

/**
 * The server's word that a break on `shiftId` ended at `at`. It is the same moment as a planned
 * break's end when the console knew of the break, so it takes that break's key and is sent once.
 */
export function breakEndedAlert(planned: readonly PlannedBreak[], shiftId: number, at: number): BreakAlert {
  const known = planned.find(
    (candidate) =>
      candidate.shiftId === shiftId && Math.abs(candidate.endTime - at) < BREAK_ALERT_STALE_SECONDS,
  );
  return breakOverAlert(known ? `break-${known.id}-over` : `shift-${shiftId}-break-over-${at}`);
}

function breakOverAlert(key: string): BreakAlert {
  return {
    kind: 'over',
    key,
    chime: 'break-end',
    notification: { key: 'breakOver', tag: key, path: BREAK_SCREEN },
  };
}
