import type { ChimeKind } from './desktop-api.js';

export interface Tone {
  readonly frequencyHz: number;
  /** Seconds after the chime starts. */
  readonly offset: number;
  readonly duration: number;
}

// Synthesised rather than shipped as audio files: nothing to load over the network, nothing for the
// CSP to allow, and each kind stays recognisable by its contour alone.
export const CHIME_TONES: Readonly<Record<ChimeKind, readonly Tone[]>> = {
  // Falling pair: "step away".
  'break-start': [
    { frequencyHz: 659.25, offset: 0, duration: 0.35 },
    { frequencyHz: 523.25, offset: 0.3, duration: 0.55 },
  ],
  // Two soft even notes a minute before the end: "wrap up", gentler than the end itself.
  'break-ending': [
    { frequencyHz: 587.33, offset: 0, duration: 0.22 },
    { frequencyHz: 587.33, offset: 0.32, duration: 0.3 },
  ],
  // Rising triad: "back to it".
  'break-end': [
    { frequencyHz: 523.25, offset: 0, duration: 0.25 },
    { frequencyHz: 659.25, offset: 0.18, duration: 0.25 },
    { frequencyHz: 783.99, offset: 0.36, duration: 0.5 },
  ],
  // Three even beeps: asks for attention without sounding like an alarm.
  'shift-ending': [
    { frequencyHz: 880, offset: 0, duration: 0.16 },
    { frequencyHz: 880, offset: 0.28, duration: 0.16 },
    { frequencyHz: 880, offset: 0.56, duration: 0.16 },
  ],
  // One short high ping, heard many times a shift, so the quietest and shortest.
  message: [{ frequencyHz: 1046.5, offset: 0, duration: 0.18 }],
  // Two rising pairs: a student may be in danger, so it must be heard over the room, but once.
  alert: [
    { frequencyHz: 783.99, offset: 0, duration: 0.18 },
    { frequencyHz: 1174.66, offset: 0.2, duration: 0.22 },
    { frequencyHz: 783.99, offset: 0.55, duration: 0.18 },
    { frequencyHz: 1174.66, offset: 0.75, duration: 0.3 },
  ],
};

const PEAK_GAIN: Readonly<Record<ChimeKind, number>> = {
  'break-start': 0.2,
  'break-ending': 0.15,
  'break-end': 0.2,
  'shift-ending': 0.25,
  message: 0.12,
  alert: 0.3,
};
const ATTACK_SECONDS = 0.012;
// Exponential ramps cannot reach zero; this is inaudible and avoids the click of a hard stop.
const SILENT_GAIN = 0.0001;

export interface ToneParam {
  setValueAtTime(value: number, time: number): unknown;
  linearRampToValueAtTime(value: number, time: number): unknown;
  exponentialRampToValueAtTime(value: number, time: number): unknown;
}

// The slice of Web Audio the chimes use. A real AudioContext satisfies it; tests pass a fake, and the
// preload (typed for Node) can use it without the DOM library.
export interface ToneContext {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: unknown;
  resume(): Promise<void>;
  createOscillator(): {
    readonly frequency: ToneParam;
    connect(destination: unknown): unknown;
    start(when: number): void;
    stop(when: number): void;
  };
  createGain(): { readonly gain: ToneParam; connect(destination: unknown): unknown };
}

/**
 * One audio context for the page's lifetime: browsers cap how many can exist, and a context created
 * before any user gesture starts suspended, so it is resumed on every play.
 */
export function createChimePlayer(createContext: () => ToneContext): (kind: ChimeKind) => Promise<void> {
  let context: ToneContext | undefined;
  return async (kind) => {
    context ??= createContext();
    if (context.state === 'suspended') await context.resume();
    const startAt = context.currentTime;
    for (const tone of CHIME_TONES[kind]) scheduleTone(context, tone, startAt, PEAK_GAIN[kind]);
  };
}

function scheduleTone(context: ToneContext, tone: Tone, chimeStart: number, peakGain: number): void {
  const start = chimeStart + tone.offset;
  const end = start + tone.duration;
  const oscillator = context.createOscillator();
  const envelope = context.createGain();
  oscillator.frequency.setValueAtTime(tone.frequencyHz, start);
  envelope.gain.setValueAtTime(SILENT_GAIN, start);
  envelope.gain.linearRampToValueAtTime(peakGain, start + ATTACK_SECONDS);
  envelope.gain.exponentialRampToValueAtTime(SILENT_GAIN, end);
  oscillator.connect(envelope);
  envelope.connect(context.destination);
  oscillator.start(start);
  oscillator.stop(end);
}
