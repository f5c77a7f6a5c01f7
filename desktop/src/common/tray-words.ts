import type { PunchClockCountdown } from '@lantern/shared/domain/shifts/punch-clock-tooltip';
import { LOCKED_OUT_TOOLTIP } from '@lantern/shared/domain/shifts/punch-clock-tooltip';
import type { TrayWords } from './desktop-api.js';

/** The tray's words until the console sends its own: the spec's English texts. */
export const ENGLISH_TRAY_WORDS: Required<TrayWords> = {
  signedOut: 'Signed out',
  signedOutTooltip: 'Lantern — signed out',
  tooltip: 'Lantern — {{name}}: {{status}}',
  signedInAs: 'Signed in as {{name}}',
  noShift: 'No shift',
  shiftEnded: 'Shift ended',
  showWindow: 'Show Lantern',
  signOut: 'Sign out',
  quit: 'Quit',
  punchIn: 'Punch in',
  punchOut: 'Punch out',
  startBioBreak: 'Take a bio break',
  returnToSegment: 'Return to my segment',
  bookRestBreak: 'Book a rest break…',
  requestMealBreak: 'Ask for a meal break…',
  lockedOut: LOCKED_OUT_TOOLTIP,
  late: '{{minutes}} min late',
  startingIn: 'Shift starting in {{minutes}} min',
  startingInHours: 'Shift starting in {{hours}} h {{minutes}} min',
  startingInWholeHours: 'Shift starting in {{hours}} h',
  underAMinuteLeft: '<1 min left',
  minutesLeft: '{{minutes}} mins left',
};

/** A tray text with its `{{placeholders}}` filled; an unknown one is left as written. */
export function fillTrayText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** The countdown in the tray's words; null (the shift is over) says so. */
export function wordCountdown(countdown: PunchClockCountdown | null, words: TrayWords): string {
  if (countdown === null) return words.shiftEnded;
  switch (countdown.kind) {
    case 'lockedOut':
      return words.lockedOut;
    case 'late':
      return fillTrayText(words.late, countdown);
    case 'startingIn':
      if (countdown.hours === 0) return fillTrayText(words.startingIn, countdown);
      return fillTrayText(
        countdown.minutes === 0 ? words.startingInWholeHours : words.startingInHours,
        countdown,
      );
    case 'underAMinuteLeft':
      return words.underAMinuteLeft;
    case 'minutesLeft':
      return fillTrayText(words.minutesLeft, countdown);
  }
}
