import { punchClockTooltip } from './punch-clock-tooltip.js';
import type { ShiftTiming } from './shift-timing.js';

export interface TrayInput {
  signedInName: string | null;
  shift: ShiftTiming | null;
  now: number;
}

export interface TrayLabel {
  /** Short text beside the tray icon (macOS title) and first menu line. */
  label: string;
  /** Hover text of the tray icon. */
  tooltip: string;
}

export const TRAY_PRODUCT_NAME = 'Lantern';

/** What the desktop tray shows: who is signed in and where their shift stands. */
export function trayLabel({ signedInName, shift, now }: TrayInput): TrayLabel {
  if (signedInName === null) return { label: 'Signed out', tooltip: `${TRAY_PRODUCT_NAME} — signed out` };
  const label = shift ? (punchClockTooltip(shift, now) ?? 'Shift ended') : 'No shift';
  return { label, tooltip: `${TRAY_PRODUCT_NAME} — ${signedInName}: ${label}` };
}
