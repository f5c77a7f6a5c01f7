import { SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import { describe, expect, it } from 'vitest';
import { NO_TRAY_ACTIONS, type TrayActions, type TrayState, type TrayWords } from '../common/desktop-api.js';
import { ENGLISH_TRAY_WORDS } from '../common/tray-words.js';
import { buildTrayModel, type TrayMenuCommand, trayMenuTemplate } from './tray-model.js';

// 2026-11-23 09:00 and 13:30 UTC.
const nineAm = Date.UTC(2026, 10, 23, 9) / 1000;
const halfPastOne = Date.UTC(2026, 10, 23, 13, 30) / 1000;
const utcAt = (now: number) => ({ now, locale: 'en-GB', timeZone: 'UTC' });

const signedOut: TrayState = { signedInName: null, shift: null };
const noShift: TrayState = { signedInName: 'Ana Lopez', shift: null };
const onShift: TrayState = {
  signedInName: 'Ana Lopez',
  shift: {
    startTime: nineAm,
    endTime: halfPastOne,
    stateId: SHIFT_STATE_IDS.IN_PROGRESS,
    stateLabel: 'In progress',
  },
};
const upcoming: TrayState = {
  signedInName: 'Ana Lopez',
  shift: {
    startTime: nineAm,
    endTime: halfPastOne,
    stateId: SHIFT_STATE_IDS.UPCOMING,
    stateLabel: 'Upcoming',
  },
};

const menuLabels = (state: TrayState, now = nineAm) =>
  buildTrayModel(state, utcAt(now)).menu.map((item) => ('label' in item ? item.label : '—'));

describe('tray model', () => {
  it('says signed out and offers no sign-out while nobody is signed in', () => {
    const model = buildTrayModel(signedOut, utcAt(nineAm));
    expect(model.label).toBe('Signed out');
    expect(model.tooltip).toBe('Lantern — signed out');
    expect(menuLabels(signedOut)).toEqual(['Signed out', '—', 'Show Lantern', '—', 'Quit']);
  });

  it("shows the tutor's name and 'No shift' when signed in without a shift", () => {
    const model = buildTrayModel(noShift, utcAt(nineAm));
    expect(model.label).toBe('No shift');
    expect(model.tooltip).toBe('Lantern — Ana Lopez: No shift');
    expect(menuLabels(noShift)).toEqual([
      'Signed in as Ana Lopez',
      'No shift',
      '—',
      'Show Lantern',
      'Sign out',
      '—',
      'Quit',
    ]);
  });

  it("lists the shift's time range and state, and counts down what is left of it", () => {
    const elevenAm = nineAm + 2 * 3600;
    const model = buildTrayModel(onShift, utcAt(elevenAm));
    expect(model.label).toBe('150 mins left');
    expect(model.tooltip).toBe('Lantern — Ana Lopez: 150 mins left');
    expect(menuLabels(onShift, elevenAm).slice(0, 3)).toEqual([
      'Signed in as Ana Lopez',
      '09:00–13:30 · In progress',
      '150 mins left',
    ]);
  });

  it('counts down to a shift that has not started and warns once the tutor is late', () => {
    expect(buildTrayModel(upcoming, utcAt(nineAm - 600)).label).toBe('Shift starting in 10 min');
    expect(buildTrayModel(upcoming, utcAt(nineAm + 120)).label).toBe('2 min late');
  });

  it("writes the shift's times in the user's time zone and locale", () => {
    const [, shiftLine] = buildTrayModel(onShift, {
      now: nineAm,
      locale: 'en-US',
      timeZone: 'America/New_York',
    }).menu;
    expect(shiftLine).toEqual({
      kind: 'info',
      label: expect.stringMatching(/^4:00\sAM–8:30\sAM · In progress$/),
    });
  });

  it('writes an overnight shift as two clock times', () => {
    const overnight: TrayState = {
      signedInName: 'Ana Lopez',
      shift: {
        startTime: Date.UTC(2026, 10, 23, 22) / 1000,
        endTime: Date.UTC(2026, 10, 24, 2) / 1000,
        stateId: SHIFT_STATE_IDS.UPCOMING,
        stateLabel: 'Upcoming',
      },
    };
    expect(menuLabels(overnight)[1]).toBe('22:00–02:00 · Upcoming');
  });
});

describe('tray menu template', () => {
  const click = (template: ReturnType<typeof trayMenuTemplate>, label: string) => {
    template.find((entry) => entry.label === label)?.click?.();
  };

  it('runs the command of the item the user clicks', () => {
    const commands: TrayMenuCommand[] = [];
    const template = trayMenuTemplate(buildTrayModel(noShift, utcAt(nineAm)).menu, (command) =>
      commands.push(command),
    );
    click(template, 'Show Lantern');
    click(template, 'Sign out');
    click(template, 'Quit');
    expect(commands).toEqual(['show-window', 'sign-out', 'quit']);
  });

  it('greys out the lines that only inform', () => {
    const template = trayMenuTemplate(buildTrayModel(onShift, utcAt(nineAm)).menu, () => {});
    expect(template.filter((entry) => entry.enabled === false).map((entry) => entry.label)).toEqual([
      'Signed in as Ana Lopez',
      '09:00–13:30 · In progress',
      '270 mins left',
    ]);
  });
});

describe('tray shift commands', () => {
  const withActions = (actions: TrayActions): TrayState => ({ ...upcoming, actions });
  const commands = (state: TrayState) =>
    buildTrayModel(state, utcAt(nineAm))
      .menu.filter((item) => item.kind === 'command')
      .map((item) => `${item.label}:${item.enabled ? 'on' : 'off'}`);

  it('enables punching in only while the punch button would, and greys out the rest', () => {
    expect(commands(withActions({ ...NO_TRAY_ACTIONS, punchIn: true })).slice(0, 4)).toEqual([
      'Punch in:on',
      'Punch out:off',
      'Take a bio break:off',
      'Return to my segment:off',
    ]);
  });

  it('enables punching out, the bio break and the return as the state allows', () => {
    const all = { punchIn: false, punchOut: true, startBioBreak: true, returnToSegment: false };
    expect(commands(withActions(all)).slice(0, 4)).toEqual([
      'Punch in:off',
      'Punch out:on',
      'Take a bio break:on',
      'Return to my segment:off',
    ]);
    const onBreak = { ...NO_TRAY_ACTIONS, returnToSegment: true };
    expect(commands(withActions(onBreak))[3]).toBe('Return to my segment:on');
  });

  it("enables booking a rest break and asking for a meal break only as the state's eligible actions allow", () => {
    const breakItems = (actions: TrayActions) => commands(withActions(actions)).slice(4, 6);
    expect(breakItems(NO_TRAY_ACTIONS)).toEqual(['Book a rest break…:off', 'Ask for a meal break…:off']);
    expect(breakItems({ ...NO_TRAY_ACTIONS, bookRestBreak: true })).toEqual([
      'Book a rest break…:on',
      'Ask for a meal break…:off',
    ]);
    expect(breakItems({ ...NO_TRAY_ACTIONS, requestMealBreak: true })).toEqual([
      'Book a rest break…:off',
      'Ask for a meal break…:on',
    ]);
    // A console served before the tray offered breaks says nothing of them: they stay greyed out.
    const older = { punchIn: false, punchOut: true, startBioBreak: true, returnToSegment: false };
    expect(breakItems(older)).toEqual(['Book a rest break…:off', 'Ask for a meal break…:off']);
  });

  it('runs the break items as commands of their own, for the console to open its planner', () => {
    const ran: TrayMenuCommand[] = [];
    const actions = { ...NO_TRAY_ACTIONS, bookRestBreak: true, requestMealBreak: true };
    const template = trayMenuTemplate(buildTrayModel(withActions(actions), utcAt(nineAm)).menu, (command) =>
      ran.push(command),
    );
    template.find((entry) => entry.label === 'Book a rest break…')?.click?.();
    template.find((entry) => entry.label === 'Ask for a meal break…')?.click?.();
    expect(ran).toEqual(['book-rest-break', 'request-meal-break']);
  });

  it('offers no shift commands without a shift, or to a console that sends none', () => {
    expect(commands({ ...noShift, actions: NO_TRAY_ACTIONS })).toEqual([
      'Show Lantern:on',
      'Sign out:on',
      'Quit:on',
    ]);
    expect(commands(upcoming)).toEqual(['Show Lantern:on', 'Sign out:on', 'Quit:on']);
  });

  it('gives Electron a disabled item for a command that may not run, and runs the one that may', () => {
    const ran: TrayMenuCommand[] = [];
    const template = trayMenuTemplate(
      buildTrayModel(withActions({ ...NO_TRAY_ACTIONS, punchIn: true }), utcAt(nineAm)).menu,
      (command) => ran.push(command),
    );
    expect(template.find((entry) => entry.label === 'Punch out')?.enabled).toBe(false);
    template.find((entry) => entry.label === 'Punch in')?.click?.();
    expect(ran).toEqual(['punch-in']);
  });
});

describe('tray model in the console language', () => {
  const french = {
    ...ENGLISH_TRAY_WORDS,
    signedInAs: 'Connecté en tant que {{name}}',
    tooltip: 'Lantern — {{name}} : {{status}}',
    minutesLeft: '{{minutes}} min restantes',
    startingInHours: 'Début du quart dans {{hours}} h {{minutes}} min',
    punchIn: 'Pointer l’arrivée',
    quit: 'Quitter',
  };

  it('says the countdown, the menu and the tooltip in the words the console sent', () => {
    const elevenAm = nineAm + 2 * 3600;
    const model = buildTrayModel({ ...onShift, words: french, actions: NO_TRAY_ACTIONS }, utcAt(elevenAm));
    expect(model.label).toBe('150 min restantes');
    expect(model.tooltip).toBe('Lantern — Ana Lopez : 150 min restantes');
    const labels = model.menu.map((item) => ('label' in item ? item.label : '—'));
    expect(labels[0]).toBe('Connecté en tant que Ana Lopez');
    expect(labels).toContain('Pointer l’arrivée');
    expect(labels.at(-1)).toBe('Quitter');
  });

  it("says the break items in the console's words, and in English to a console that sends none for them", () => {
    const breakLabels = (words: TrayWords) =>
      buildTrayModel({ ...onShift, words, actions: NO_TRAY_ACTIONS }, utcAt(nineAm))
        .menu.flatMap((item) => (item.kind === 'command' ? [item.label] : []))
        .slice(4, 6);
    const translated = {
      ...french,
      bookRestBreak: 'Planifier une pause repos…',
      requestMealBreak: 'Demander une pause repas…',
    };
    expect(breakLabels(translated)).toEqual(['Planifier une pause repos…', 'Demander une pause repas…']);
    const { bookRestBreak: _rest, requestMealBreak: _meal, ...older } = french;
    expect(breakLabels(older)).toEqual(['Book a rest break…', 'Ask for a meal break…']);
  });

  it('splits a long wait into hours and minutes, as the console does', () => {
    const model = buildTrayModel({ ...upcoming, words: french }, utcAt(nineAm - (2 * 3600 + 5 * 60)));
    expect(model.label).toBe('Début du quart dans 2 h 5 min');
  });
});
