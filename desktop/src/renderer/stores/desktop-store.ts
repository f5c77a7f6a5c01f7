import type { BreakRequestItem } from '@lantern/shared/contracts/breaks';
import type { ShiftStateAction } from '@lantern/shared/contracts/schedules';
import { punchInWindow } from '@lantern/shared/domain/shifts/eligible-actions';
import {
  type ShiftActionBlock,
  type ShiftMenuCommand,
  shiftActionBlock,
} from '@lantern/shared/domain/shifts/shift-action-reasons';
import { isBreakStanding } from '@lantern/shared/domain/shifts/shift-breaks';
import { makeAutoObservable, reaction } from 'mobx';
import {
  type ChimeKind,
  type DesktopBridge,
  NO_TRAY_ACTIONS,
  SIGNED_OUT_TRAY_STATE,
  type TrayActions,
  type TrayCommand,
  type TrayShift,
  type TrayState,
} from '../../common/desktop-api.js';
import type { InPageTray } from '../bridge/browser-bridge.js';
import {
  type BreakAlert,
  breakDecisionAlert,
  breakEndedAlert,
  dueBreakAlerts,
  type PlannedBreak,
} from './break-alerts.js';
import { type Notice, type Translate, wordNotice } from './notice.js';
import type { RootStore } from './root-store.js';
import { type PlannedBreakKind, shiftStateKey } from './shifts-store.js';
import { trayWordsFrom } from './tray-words.js';
import { localeFormat } from '@lantern/shared/i18n/format/locale-format';

const TRAY_NAME_MAX = 120;
const SENT_KEY = 'lantern.console.notifiedBreakAlerts';

const TRAY_ACTION: Readonly<Partial<Record<TrayCommand, ShiftStateAction>>> = {
  'punch-in': 'punch_in',
  'punch-out': 'punch_out',
  'start-bio-break': 'start_bio_break',
  'return-to-segment': 'return_to_segment',
};

/** The tray's break items open the planner: a rest or meal break needs a start the tutor picks. */
const TRAY_BREAK_PLANNER: Readonly<Partial<Record<TrayCommand, PlannedBreakKind>>> = {
  'book-rest-break': 'rest',
  'request-meal-break': 'meal',
};
/** Where the break planner is: the tutor's dashboard. */
const BREAK_PLANNER_SCREEN = '/tutor';

/** A break planner card the tray asked to bring forward; the id tells one click from the next. */
export interface BreakPlannerRequest {
  readonly kind: PlannedBreakKind;
  readonly id: number;
}

/**
 * The operating system side of the console, always through the DesktopBridge: what the tray shows,
 * the tray menu's commands, the break notifications and chimes, and a clicked notification's screen.
 */
export class DesktopStore {
  /** The approved rest and meal breaks the console was told of, for their timed alerts. */
  plannedBreaks: PlannedBreak[] = [];
  /** The break planner card the tray asked for, until the dashboard has brought it forward. */
  breakPlannerRequest: BreakPlannerRequest | null = null;
  private shown: { name: string | null; shift: TrayShift | null } = { name: null, shift: null };
  private translate: Translate | null = null;
  private readonly unworded: Notice[] = [];
  private navigator: ((path: string) => void) | null = null;
  private pendingPath: string | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly bridge: DesktopBridge,
    /** Null inside the desktop app, whose system tray shows the state instead. */
    readonly inPageTray: InPageTray | null,
  ) {
    makeAutoObservable<
      DesktopStore,
      'root' | 'bridge' | 'shown' | 'navigator' | 'pendingPath' | 'translate' | 'unworded'
    >(this, {
      root: false,
      bridge: false,
      inPageTray: false,
      shown: false,
      navigator: false,
      pendingPath: false,
      translate: false,
      unworded: false,
    });
  }

  /** Subscribes to the tray menu, notification clicks and the break events; returns the stop. */
  start(): () => void {
    const stops = [
      this.bridge.onTrayCommand((command) => this.handleTrayCommand(command)),
      this.bridge.onNavigate((path) => this.navigate(path)),
      this.root.connection.on('schedules.break-request.decided', ({ request }) => {
        // Managers hear of every decision; only the tutor whose break it is is told of it.
        if (request.user.id === this.root.user.current?.id) this.followDecision(request);
      }),
      this.root.connection.on('schedules.shift.updated', ({ action, shift_id, at }) => {
        if (action === 'break_ends') this.alertOnce(breakEndedAlert(this.knownPlannedBreaks, shift_id, at));
      }),
      reaction(
        () => this.trayActions,
        () => this.pushTrayState(),
        { equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
      ),
      reaction(
        () => this.dueBreakAlerts,
        (alerts) => alerts.forEach((alert) => this.alertOnce(alert)),
        { fireImmediately: true },
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** Which shift commands the tray offers now: the punch button's rule and the break eligibility. */
  get trayActions(): TrayActions {
    const shifts = this.root.shifts;
    if (shifts.pendingAction !== null) return NO_TRAY_ACTIONS;
    const button = shifts.punchButton;
    const punch = button.shown && button.active ? button.kind : null;
    return {
      punchIn: punch === 'punch_in',
      punchOut: punch === 'punch_out',
      startBioBreak: shifts.canStartBioBreak,
      returnToSegment: shifts.canReturnToSegment,
      // As the planner offers its form: the eligible action allows it now and gives a window.
      bookRestBreak: shifts.bookingWindow('rest') !== null,
      requestMealBreak: shifts.bookingWindow('meal') !== null,
    };
  }

  /** Why each greyed-out shift command of the tray's menu cannot run now, for the menu to say. */
  get trayBlocks(): Partial<Record<ShiftMenuCommand, ShiftActionBlock>> {
    const shifts = this.root.shifts;
    const shift = shifts.current;
    const standing = (kind: PlannedBreakKind) => {
      const known = shifts.knownBreaks.get(kind);
      return known !== undefined && isBreakStanding({ ...known, id: known.id ?? 0, kind });
    };
    const facts = {
      stateId: shift?.state_id ?? null,
      busy: shifts.pendingAction !== null,
      punchInOpensAt: shift ? punchInWindow(shift).min_start_time : null,
      standing: { rest: standing('rest'), meal: standing('meal') },
      now: shifts.now,
    };
    const actions = this.trayActions;
    const enabled: Record<ShiftMenuCommand, boolean> = {
      'punch-in': actions.punchIn,
      'punch-out': actions.punchOut,
      'start-bio-break': actions.startBioBreak,
      'return-to-segment': actions.returnToSegment,
      'book-rest-break': actions.bookRestBreak ?? false,
      'request-meal-break': actions.requestMealBreak ?? false,
    };
    return Object.fromEntries(
      (Object.keys(enabled) as ShiftMenuCommand[])
        .filter((command) => !enabled[command])
        .map((command) => [command, shiftActionBlock(command, facts)]),
    );
  }

  /**
   * The breaks decided while the console watched, and those the current shift lists as approved
   * (a rest break needs no decision; a console opened later learns of a meal break this way).
   */
  get knownPlannedBreaks(): PlannedBreak[] {
    const decided = new Set(this.plannedBreaks.map((planned) => planned.id));
    return [
      ...this.plannedBreaks,
      ...this.root.shifts.approvedBreaks.filter((planned) => !decided.has(planned.id)),
    ];
  }

  get dueBreakAlerts(): BreakAlert[] {
    const now = this.root.shifts.now;
    return this.knownPlannedBreaks.flatMap((planned) => dueBreakAlerts(planned, now));
  }

  handleTrayCommand(command: TrayCommand): void {
    // The main process brings the window forward itself.
    if (command === 'sign-out') void this.root.session.signOut();
    const action = TRAY_ACTION[command];
    if (action !== undefined) void this.root.shifts.act(action);
    const breakKind = TRAY_BREAK_PLANNER[command];
    if (breakKind !== undefined) this.openBreakPlanner(breakKind);
  }

  /** The dashboard with the planner's card for this kind brought forward, its start time to choose. */
  openBreakPlanner(kind: PlannedBreakKind): void {
    this.breakPlannerRequest = { kind, id: (this.breakPlannerRequest?.id ?? 0) + 1 };
    this.navigate(BREAK_PLANNER_SCREEN);
  }

  /** The card has come forward: a later render does not take the focus again. */
  breakPlannerShown(id: number): void {
    if (this.breakPlannerRequest?.id === id) this.breakPlannerRequest = null;
  }

  /** Who is signed in and their current shift; the tray counts down to and through it by itself. */
  showSignedIn(name: string | null, shift: TrayShift | null = null): void {
    this.shown = { name, shift };
    this.pushTrayState();
  }

  /**
   * Words the notice in the console's language and hands it to the OS. One due before the
   * catalogues have loaded (the console still starting) waits for them.
   */
  notify(notice: Notice): void {
    if (this.translate === null) {
      this.unworded.push(notice);
      return;
    }
    // A notification the OS refuses is not worth interrupting the tutor's work for.
    this.bridge.notify(wordNotice(notice, this.translate)).catch(() => undefined);
  }

  /** The console's `t`, set when its catalogues load and again when its language changes: the tray's words follow. */
  setTranslate(translate: Translate): void {
    this.translate = translate;
    this.pushTrayState();
    const waiting = this.unworded.splice(0);
    for (const notice of waiting) this.notify(notice);
  }

  /** The user preference `is_break_chimes_enabled`: on unless the tutor switched it off. */
  get breakChimesEnabled(): boolean {
    return this.root.preferences.values.is_break_chimes_enabled;
  }

  /**
   * The router's navigate, registered by the shell while it is mounted. A notification clicked
   * before that (the console still loading) opens its screen once the shell is there.
   */
  setNavigator(navigate: (path: string) => void): () => void {
    this.navigator = navigate;
    if (this.pendingPath !== null) {
      navigate(this.pendingPath);
      this.pendingPath = null;
    }
    return () => {
      if (this.navigator === navigate) this.navigator = null;
    };
  }

  /** Opens a console screen: a clicked notification, or punching in. Before the shell is there, once it is. */
  navigate(path: string): void {
    if (this.navigator) this.navigator(path);
    else this.pendingPath = path;
  }

  /** A chime through the bridge; one the OS cannot play is not worth interrupting the tutor for. */
  chime(kind: ChimeKind): void {
    this.bridge.playChime(kind).catch(() => undefined);
  }

  private pushTrayState(): void {
    const { name, shift } = this.shown;
    // The tray's schema caps the name; a very long one is cut rather than refused.
    const signedInName = name?.slice(0, TRAY_NAME_MAX);
    // Without a shift there is nothing to punch or break from, so the menu offers no shift commands.
    let state: TrayState = SIGNED_OUT_TRAY_STATE;
    // The shift's state in the console's language; English until the catalogue is there.
    const worded =
      shift && this.translate
        ? { ...shift, stateLabel: this.translate(`tutor.shiftState.${shiftStateKey(shift.stateId)}`) }
        : shift;
    if (signedInName && worded) state = { signedInName, shift: worded, actions: this.trayActions };
    else if (signedInName) state = { signedInName, shift: null };
    if (this.translate) state = { ...state, words: trayWordsFrom(this.translate) };
    // A tray that fails to update is cosmetic; the console itself carries on. An installed app
    // older than the tray's break items refuses a state that has them: it is sent the state it knows.
    this.bridge
      .setTrayState(state)
      .catch(() => this.bridge.setTrayState(withoutBreakItems(state)))
      .catch(() => undefined);
  }

  private followDecision(request: BreakRequestItem): void {
    const { user } = this.root;
    const decision = breakDecisionAlert(request, localeFormat(user.language, user.current?.timezone).time);
    if (decision) this.alertOnce(decision);
    const others = this.plannedBreaks.filter((planned) => planned.id !== request.id);
    this.plannedBreaks =
      request.status === 'approved' && request.end_time !== null
        ? [
            ...others,
            {
              id: request.id,
              shiftId: request.shift.id,
              kind: request.kind,
              startTime: request.start_time,
              endTime: request.end_time,
            },
          ]
        : others;
  }

  private alertOnce(alert: BreakAlert): void {
    const storage = this.root.env.sessionStorage;
    const sent = (storage.getItem(SENT_KEY) ?? '').split(' ').filter(Boolean);
    if (sent.includes(alert.key)) return;
    // Remembered for the browser tab, so a reload does not announce the same moment again.
    storage.setItem(SENT_KEY, [...sent.slice(-29), alert.key].join(' '));
    if (alert.notification) this.notify(alert.notification);
    if (alert.chime && this.breakChimesEnabled) this.chime(alert.chime);
  }
}

/** The tray state as an app from before the tray's rest and meal items knows it. */
function withoutBreakItems(state: TrayState): TrayState {
  const { actions, words, ...rest } = state;
  const older: TrayState = { ...rest };
  if (actions) {
    const { bookRestBreak: _rest, requestMealBreak: _meal, ...known } = actions;
    older.actions = known;
  }
  if (words) {
    const { bookRestBreak: _rest, requestMealBreak: _meal, ...known } = words;
    older.words = known;
  }
  return older;
}
