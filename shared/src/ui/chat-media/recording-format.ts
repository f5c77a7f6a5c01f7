/**
 * The format a voice note is recorded in: Opus in WebM (Chrome, Edge, Firefox) or Ogg, else AAC in
 * MP4 (Safari), else whatever the browser records by default. All are what the server takes.
 */
const PREFERRED = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4', 'audio/webm'];

export function recordingMimeType(isTypeSupported: (mime: string) => boolean): string | undefined {
  return PREFERRED.find((mime) => isTypeSupported(mime));
}

export type MicrophoneProblem = 'denied' | 'unavailable';

/** Why the microphone could not be opened, in the two cases a person can act on differently. */
export function microphoneProblem(error: unknown): MicrophoneProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}
