import { type PresenceReport, presenceReportSchema } from '@lantern/shared/contracts/presence';
import { z } from 'zod';

// The one contract between the console renderer and the operating system. The renderer is served
// by the API server and may be newer than the installed desktop shell, so every payload that crosses
// into the main process is validated there with these schemas.

/**
 * A path of the console's router ("/tutor"), never an address: a click on a notification may only
 * move the console within itself.
 */
export const ConsolePathSchema = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'must be a path inside the console');

export const NotifyRequestSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  body: z.string().max(1000),
  tag: z.string().min(1).max(100).optional(),
  /** The screen a click on the notification opens. */
  path: ConsolePathSchema.optional(),
});
export type NotifyRequest = z.infer<typeof NotifyRequestSchema>;

export const ChimeKindSchema = z.enum([
  'break-start',
  'break-ending',
  'break-end',
  'shift-ending',
  'message',
  'alert',
]);
export type ChimeKind = z.infer<typeof ChimeKindSchema>;

const unixSeconds = z.int().nonnegative();

export const TrayShiftSchema = z
  .strictObject({
    startTime: unixSeconds,
    endTime: unixSeconds,
    /** The shift state id from the API: the tray needs it to tell an upcoming or late shift apart. */
    stateId: z.int().positive(),
    /** The state as the console words it, e.g. "In progress". */
    stateLabel: z.string().trim().min(1).max(60),
  })
  .refine((shift) => shift.endTime > shift.startTime, { message: 'endTime must be after startTime' });
export type TrayShift = z.infer<typeof TrayShiftSchema>;

/** Which of the tray's shift commands may run now, by the same rules as the console's buttons. */
export const TrayActionsSchema = z.strictObject({
  punchIn: z.boolean(),
  punchOut: z.boolean(),
  startBioBreak: z.boolean(),
  returnToSegment: z.boolean(),
  // Optional because an installed app may meet a console served before the tray offered breaks:
  // an item the console says nothing of stays greyed out.
  bookRestBreak: z.boolean().optional(),
  requestMealBreak: z.boolean().optional(),
});
export type TrayActions = z.infer<typeof TrayActionsSchema>;

export const NO_TRAY_ACTIONS: TrayActions = {
  punchIn: false,
  punchOut: false,
  startBioBreak: false,
  returnToSegment: false,
  bookRestBreak: false,
  requestMealBreak: false,
};

const trayText = z.string().min(1).max(160);

/**
 * The tray's words in the console's language, sent by the console so the main process needs no
 * catalogue. `{{name}}`, `{{status}}`, `{{minutes}}` and `{{hours}}` are filled in by the tray,
 * which counts down on its own between updates.
 */
export const TrayWordsSchema = z.strictObject({
  signedOut: trayText,
  signedOutTooltip: trayText,
  tooltip: trayText,
  signedInAs: trayText,
  noShift: trayText,
  shiftEnded: trayText,
  showWindow: trayText,
  signOut: trayText,
  quit: trayText,
  punchIn: trayText,
  punchOut: trayText,
  startBioBreak: trayText,
  returnToSegment: trayText,
  // Optional for a console served before the tray offered breaks; the tray then says them in English.
  bookRestBreak: trayText.optional(),
  requestMealBreak: trayText.optional(),
  lockedOut: trayText,
  late: trayText,
  startingIn: trayText,
  startingInHours: trayText,
  startingInWholeHours: trayText,
  underAMinuteLeft: trayText,
  minutesLeft: trayText,
});
export type TrayWords = z.infer<typeof TrayWordsSchema>;

export const TrayStateSchema = z.strictObject({
  signedInName: z.string().trim().min(1).max(120).nullable(),
  shift: TrayShiftSchema.nullable(),
  // Optional because an installed app may meet a console served before the tray had commands.
  actions: TrayActionsSchema.optional(),
  // Optional for the same reason; without them the tray speaks English.
  words: TrayWordsSchema.optional(),
});
export type TrayState = z.infer<typeof TrayStateSchema>;

export const SIGNED_OUT_TRAY_STATE: TrayState = { signedInName: null, shift: null };

export const AppInfoSchema = z.strictObject({
  platform: z.string().min(1),
  version: z.string().min(1),
  isDesktop: z.boolean(),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;

export const TrayCommandSchema = z.enum([
  'show-window',
  'sign-out',
  'punch-in',
  'punch-out',
  'start-bio-break',
  'return-to-segment',
  // These open the console's break planner for the kind: the tutor still chooses the start time.
  'book-rest-break',
  'request-meal-break',
]);
export type TrayCommand = z.infer<typeof TrayCommandSchema>;

/**
 * Whether the tutor is at the machine, from main's power monitor: the API's own report shape, so
 * what main sends is what the console reports, checked on both sides of the bridge.
 */
export const PresenceReportSchema = presenceReportSchema;
export type { PresenceReport };

/** The identity provider's page (or a sign-on path of the API) a sign-in window opens at. */
export const SignInWindowRequestSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/ }).max(4000),
});
export type SignInWindowRequest = z.infer<typeof SignInWindowRequestSchema>;

/** Where the flow came back into the app (`/settings?sso_linked=google`, `/error/google?…`), or null if closed first. */
export const SignInWindowResultSchema = z.strictObject({
  returnedTo: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])[^\s\\]*$/, 'must be a path of the app')
    .nullable(),
});
export type SignInWindowResult = z.infer<typeof SignInWindowResultSchema>;

/** For requests without a payload (getAppInfo): anything sent along is refused. */
export const NoPayloadSchema = z.undefined();

export const DesktopChannel = {
  notify: 'lantern-desktop:notify',
  setTrayState: 'lantern-desktop:set-tray-state',
  getAppInfo: 'lantern-desktop:get-app-info',
  trayCommand: 'lantern-desktop:tray-command',
  navigate: 'lantern-desktop:navigate',
  getPresence: 'lantern-desktop:get-presence',
  presence: 'lantern-desktop:presence',
  openSignInWindow: 'lantern-desktop:open-sign-in-window',
} as const;
export type DesktopChannelName = (typeof DesktopChannel)[keyof typeof DesktopChannel];

export interface DesktopBridge {
  /** Shows an OS notification; a later one with the same tag replaces it. */
  notify(request: NotifyRequest): Promise<void>;
  /** Plays a short synthesised chime; resolves once it has started. */
  playChime(kind: ChimeKind): Promise<void>;
  /** What the tray (or, in a browser, the in-page strip) shows. Times are unix seconds. */
  setTrayState(state: TrayState): Promise<void>;
  getAppInfo(): Promise<AppInfo>;
  /** Tray menu clicks; returns the unsubscribe. Never fires in a browser. */
  onTrayCommand(listener: (command: TrayCommand) => void): () => void;
  /** A clicked notification asks the console to show its screen; returns the unsubscribe. */
  onNavigate(listener: (path: string) => void): () => void;
  /**
   * Whether the tutor is at the machine now: in the desktop app from the machine's idle time, lock
   * and sleep; in a browser from the page's own input.
   */
  currentPresence(): Promise<PresenceReport>;
  /** Each change of state or reason of it; returns the unsubscribe. */
  onPresenceChange(listener: (report: PresenceReport) => void): () => void;
  /**
   * Single sign-on (linking a provider in settings) in a window of its own, beside the console and
   * in its session, answering where the flow came back to. Absent in a browser, where the page
   * itself goes to the provider, and in an app installed before it existed.
   */
  openSignInWindow?(url: string): Promise<SignInWindowResult>;
}
