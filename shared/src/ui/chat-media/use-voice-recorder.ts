import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_NOTE_MAX_SECONDS } from '../../domain/files/chat-uploads.js';
import { type MicrophoneProblem, microphoneProblem, recordingMimeType } from './recording-format.js';

export interface Recorded {
  blob: Blob;
  seconds: number;
}

export type RecorderState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'recording'; seconds: number }
  | { phase: 'recorded'; recorded: Recorded }
  | { phase: 'failed'; problem: MicrophoneProblem };

/**
 * The microphone through MediaRecorder: start, a running count of seconds, stop (or the five-minute
 * limit) gives the recording. The microphone is released as soon as recording stops, and when the
 * component goes away mid-recording.
 */
export function useVoiceRecorder() {
  const [state, setState] = useState<RecorderState>({ phase: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const startedAt = useRef(0);

  const release = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    setState({ phase: 'starting' });
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setState({ phase: 'failed', problem: microphoneProblem(error) });
      return;
    }
    const mimeType = recordingMimeType((mime) => MediaRecorder.isTypeSupported(mime));
    // Speech needs far less than music's default bitrate: five minutes stay near 1 MB.
    const next = new MediaRecorder(stream.current, {
      audioBitsPerSecond: 32_000,
      ...(mimeType ? { mimeType } : {}),
    });
    const chunks: Blob[] = [];
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    next.onstop = () => {
      release();
      const seconds = Math.min(VOICE_NOTE_MAX_SECONDS, (performance.now() - startedAt.current) / 1000);
      const blob = new Blob(chunks, { type: next.mimeType || mimeType || 'audio/webm' });
      setState({ phase: 'recorded', recorded: { blob, seconds } });
    };
    recorder.current = next;
    startedAt.current = performance.now();
    // One piece at the end, not timed slices: sliced WebM carries clusters of unknown size, which
    // the server's reader (music-metadata) cannot measure, so the voice note would be refused.
    next.start();
    setState({ phase: 'recording', seconds: 0 });
  }, [release]);

  const reset = useCallback(() => {
    if (recorder.current?.state === 'recording') {
      recorder.current.onstop = null;
      recorder.current.stop();
    }
    release();
    setState({ phase: 'idle' });
  }, [release]);

  const recording = state.phase === 'recording';
  useEffect(() => {
    if (!recording) return;
    const tick = window.setInterval(() => {
      const seconds = (performance.now() - startedAt.current) / 1000;
      if (seconds >= VOICE_NOTE_MAX_SECONDS) stop();
      // A tick may land after the recorder stopped but before this effect is cleaned up: it must
      // not put the finished recording back to "recording".
      else setState((current) => (current.phase === 'recording' ? { phase: 'recording', seconds } : current));
    }, 250);
    return () => window.clearInterval(tick);
  }, [recording, stop]);

  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') {
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      release();
    },
    [release],
  );

  return { state, start, stop, reset };
}
