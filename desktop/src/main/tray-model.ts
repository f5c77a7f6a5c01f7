import { punchClockCountdown } from '@lantern/shared/domain/shifts/punch-clock-tooltip';
import type { TrayActions, TrayCommand, TrayShift, TrayState, TrayWords } from '../common/desktop-api.js';
import { ENGLISH_TRAY_WORDS, fillTrayText, wordCountdown } from '../common/tray-words.js';
import { localeFormat } from '@lantern/shared/i18n/format/locale-format';

export type TrayMenuCommand = TrayCommand | 'quit';

export type TrayMenuItem =
  | { readonly kind: 'info'; readonly label: string }
  | { readonly kind: 'separator' }
  | {
      readonly kind: 'command';
      readonly command: TrayMenuCommand;
      readonly label: string;
      readonly enabled: boolean;
    };

export interface TrayModel {
  /** Text beside the icon where the OS shows one (the macOS menu bar). */
  readonly label: string;
  readonly tooltip: string;
  readonly menu: readonly TrayMenuItem[];
}

export interface TrayClock {
  /** Unix seconds. */
  readonly now: number;
  readonly locale: string;
  readonly timeZone: string;
}

/**
 * What the tray shows for the console's tray state at `now`, in the console's words (English until
 * it sends them). The label and tooltip are the shared countdown rule, to or through the shift;
 * Linux trays often show neither, so the menu repeats who is signed in and the shift with its times.
 */
export function buildTrayModel(state: TrayState, clock: TrayClock): TrayModel {
  const words = state.words ?? ENGLISH_TRAY_WORDS;
  const menu: TrayMenuItem[] = [];
  if (state.signedInName === null) {
    menu.push({ kind: 'info', label: words.signedOut });
    menu.push({ kind: 'separator' }, command('show-window', words.showWindow));
    menu.push({ kind: 'separator' }, command('quit', words.quit));
    return { label: words.signedOut, tooltip: words.signedOutTooltip, menu };
  }
  const shift = state.shift;
  const label = shift
    ? wordCountdown(
        punchClockCountdown(
          { start_time: shift.startTime, end_time: shift.endTime, state_id: shift.stateId },
          clock.now,
        ),
        words,
      )
    : words.noShift;
  menu.push({ kind: 'info', label: fillTrayText(words.signedInAs, { name: state.signedInName }) });
  if (shift) menu.push({ kind: 'info', label: describeShift(shift, clock) });
  menu.push({ kind: 'info', label });
  if (shift && state.actions) menu.push({ kind: 'separator' }, ...shiftCommands(state.actions, words));
  menu.push({ kind: 'separator' }, command('show-window', words.showWindow));
  menu.push(command('sign-out', words.signOut));
  menu.push({ kind: 'separator' }, command('quit', words.quit));
  const tooltip = fillTrayText(words.tooltip, { name: state.signedInName, status: label });
  return { label, tooltip, menu };
}

const command = (name: TrayMenuCommand, label: string, enabled = true): TrayMenuItem => ({
  kind: 'command',
  command: name,
  label,
  enabled,
});

/**
 * The shift's commands, listed whether or not they may run now: a greyed-out "Punch in" tells the
 * tutor the punch window is not open yet, where a missing one would leave them looking for it.
 * The rest and meal items open the console's break planner, where the tutor picks the start; a
 * console that does not say whether they may (served before the tray offered them) greys them out.
 */
function shiftCommands(actions: TrayActions, words: TrayWords): TrayMenuItem[] {
  return [
    command('punch-in', words.punchIn, actions.punchIn),
    command('punch-out', words.punchOut, actions.punchOut),
    command('start-bio-break', words.startBioBreak, actions.startBioBreak),
    command('return-to-segment', words.returnToSegment, actions.returnToSegment),
    command(
      'book-rest-break',
      words.bookRestBreak ?? ENGLISH_TRAY_WORDS.bookRestBreak,
      actions.bookRestBreak ?? false,
    ),
    command(
      'request-meal-break',
      words.requestMealBreak ?? ENGLISH_TRAY_WORDS.requestMealBreak,
      actions.requestMealBreak ?? false,
    ),
  ];
}

function describeShift(shift: TrayShift, { locale, timeZone }: TrayClock): string {
  const { time } = localeFormat(locale, timeZone);
  return `${time(shift.startTime)}–${time(shift.endTime)} · ${shift.stateLabel}`;
}

/** The subset of Electron's MenuItemConstructorOptions the tray uses. */
export interface TrayMenuTemplateItem {
  readonly label?: string;
  readonly type?: 'separator';
  readonly enabled?: boolean;
  readonly click?: () => void;
}

/** The menu template for Menu.buildFromTemplate; informational lines are greyed out. */
export function trayMenuTemplate(
  menu: readonly TrayMenuItem[],
  onCommand: (command: TrayMenuCommand) => void,
): TrayMenuTemplateItem[] {
  return menu.map((item): TrayMenuTemplateItem => {
    if (item.kind === 'separator') return { type: 'separator' };
    if (item.kind === 'info') return { label: item.label, enabled: false };
    return { label: item.label, enabled: item.enabled, click: () => onCommand(item.command) };
  });
}
