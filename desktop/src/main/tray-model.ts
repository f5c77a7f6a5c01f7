import { trayLabel } from '@lantern/shared/domain/shifts/tray-label';
import type { TrayActions, TrayCommand, TrayShift, TrayState } from '../common/desktop-api.js';

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
 * What the tray shows for the console's tray state at `now`. The label and tooltip are the shared
 * rule (a countdown to or through the shift); Linux trays often show neither, so the menu repeats
 * who is signed in and the shift with its times.
 */
export function buildTrayModel(state: TrayState, clock: TrayClock): TrayModel {
  const { label, tooltip } = trayLabel({
    signedInName: state.signedInName,
    shift: state.shift && {
      start_time: state.shift.startTime,
      end_time: state.shift.endTime,
      state_id: state.shift.stateId,
    },
    now: clock.now,
  });
  const menu: TrayMenuItem[] = [];
  if (state.signedInName === null) {
    menu.push({ kind: 'info', label });
  } else {
    menu.push({ kind: 'info', label: `Signed in as ${state.signedInName}` });
    if (state.shift) menu.push({ kind: 'info', label: describeShift(state.shift, clock) });
    menu.push({ kind: 'info', label });
    if (state.shift && state.actions) menu.push({ kind: 'separator' }, ...shiftCommands(state.actions));
  }
  menu.push({ kind: 'separator' }, command('show-window', 'Show Lantern'));
  if (state.signedInName !== null) menu.push(command('sign-out', 'Sign out'));
  menu.push({ kind: 'separator' }, command('quit', 'Quit'));
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
 */
export function shiftCommands(actions: TrayActions): TrayMenuItem[] {
  return [
    command('punch-in', 'Punch in', actions.punchIn),
    command('punch-out', 'Punch out', actions.punchOut),
    command('start-bio-break', 'Take a bio break', actions.startBioBreak),
    command('return-to-segment', 'Return to my segment', actions.returnToSegment),
  ];
}

function describeShift(shift: TrayShift, { locale, timeZone }: TrayClock): string {
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  const at = (unixSeconds: number) => time.format(new Date(unixSeconds * 1000));
  return `${at(shift.startTime)}–${at(shift.endTime)} · ${shift.stateLabel}`;
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
