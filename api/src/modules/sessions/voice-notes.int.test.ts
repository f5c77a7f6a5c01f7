import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  duringSchoolHours,
  nextEvent,
  ready,
  shiftFor,
  signIn,
  useShiftTestApp,
} from '../../../test/shift-test-kit.js';
import { mp3 } from '../../../test/upload-fixtures.js';

// Recorded by Chromium's MediaRecorder (the chat's recorder), about a second each: a tone as Opus in
// WebM, and the same with a moving picture (a video, which is not a voice note).
const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/${name}`, import.meta.url));
const VOICE_NOTE = fixture('voice-note.webm');
const VIDEO = fixture('video-with-sound.webm');

const { t, sockets } = useShiftTestApp();

async function chat() {
  duringSchoolHours(t);
  const shiftId = await shiftFor(t, 'tutor.jordan', -60);
  const tutor = await signIn(t, 'tutor.jordan');
  await tutor.api.call('changeShiftState', { params: { id: shiftId }, body: { action: 'punch_in' } });
  const tutorSocket = sockets.connect(tutor.accessToken);
  await ready(tutorSocket);
  const student = await signIn(t, 'leo.clark');
  const session = await student.api.call('requestSession', {
    body: { chat_type: 'tutor', question: 'Can you hear me?', subject_id: 1 },
  });
  const upload = (bytes: Buffer, voiceNote: boolean) => {
    const form = new FormData();
    form.set('client_id', randomUUID());
    if (voiceNote) form.set('voice_note', 'true');
    form.set('file', new Blob([new Uint8Array(bytes)]), 'recording.webm');
    return fetch(`${t.baseUrl}/api/sessions/${session.id}/attachments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student.accessToken}` },
      body: form,
    });
  };
  const end = () => student.api.call('endSession', { params: { id: session.id } });
  return { tutorSocket, upload, end };
}

const codeOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code;

describe('voice notes in the chat', () => {
  it('should send a recorded voice note with its length read from the bytes, played inline', async () => {
    const { tutorSocket, upload, end } = await chat();
    const heard = nextEvent(tutorSocket, 'classroom.message.created');
    const sent = await upload(VOICE_NOTE, true);
    expect(sent.status).toBe(200);
    const { data: message } = (await sent.json()) as {
      data: { kind: string; media: { url: string; voice_note: { duration_seconds: number } | null } };
    };
    expect(message).toMatchObject({
      kind: 'media',
      media: { media_type: 'file', mime: 'audio/webm', file_name: 'voice-note.webm', thumbnail_url: null },
    });
    expect(message.media.voice_note?.duration_seconds).toBeCloseTo(0.9, 0);
    expect((await heard).media?.voice_note).toEqual(message.media.voice_note);

    const played = await fetch(`${t.baseUrl}${message.media.url}`);
    expect(played.headers.get('content-type')).toBe('audio/webm');
    expect(played.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await played.arrayBuffer()).equals(VOICE_NOTE)).toBe(true);
    await end();
  });

  it('should refuse a video, an audio file and an empty recording as voice notes, and audio outside them', async () => {
    const { upload, end } = await chat();
    const video = await upload(VIDEO, true);
    expect(video.status).toBe(415);
    expect(await codeOf(video)).toBe('upload_voice_note_refused');

    const song = await upload(mp3(), true);
    expect(song.status).toBe(415);
    expect(await codeOf(song)).toBe('upload_voice_note_refused');

    const empty = await upload(Buffer.alloc(0), true);
    expect(empty.status).toBe(400);
    expect(await codeOf(empty)).toBe('upload_empty');

    // Without the voice-note field it is an audio file, which the chat refuses as before.
    const asFile = await upload(VOICE_NOTE, false);
    expect(asFile.status).toBe(415);
    expect(await codeOf(asFile)).toBe('upload_audio_refused');
    await end();
  });
});
