import { describe, expect, it } from 'vitest';
import { microphoneProblem, recordingMimeType } from './recording-format.js';

describe('recordingMimeType', () => {
  it('should prefer Opus in WebM, then Ogg, then MP4, else leave the choice to the browser', () => {
    expect(recordingMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(recordingMimeType((mime) => mime.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
    expect(recordingMimeType((mime) => mime === 'audio/mp4')).toBe('audio/mp4');
    expect(recordingMimeType(() => false)).toBeUndefined();
  });
});

describe('microphoneProblem', () => {
  it('should tell a refused permission from a missing microphone', () => {
    expect(microphoneProblem(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(microphoneProblem(new DOMException('no', 'SecurityError'))).toBe('denied');
    expect(microphoneProblem(new DOMException('none', 'NotFoundError'))).toBe('unavailable');
    expect(microphoneProblem(new TypeError('no mediaDevices'))).toBe('unavailable');
  });
});
