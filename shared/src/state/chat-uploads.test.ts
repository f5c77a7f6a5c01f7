import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../client/api-error.js';
import type { SessionMessage } from '../contracts/sessions.js';
import { CHAT_IMAGE_MAX_BYTES, VOICE_NOTE_MAX_SECONDS } from '../domain/files/chat-uploads.js';
import { ChatUploads, refusalValues, UPLOAD_REFUSALS, uploadRefusalBeforeSending } from './chat-uploads.js';
import { ClassroomStore } from './classroom-store.js';
import type { StateRoot } from './state-root.js';
import { FakeApi, FakeEnv, type ScriptedOptions } from './test-support.js';

const ME = 7;

const file = (name: string, type: string, size = 2048) =>
  Object.assign(new Blob([new Uint8Array(size)], { type }), { name });

const stored = (client_id: string, seq = 1): SessionMessage => ({
  id: 50 + seq,
  session_id: 1,
  seq,
  client_id,
  sender_id: ME,
  kind: 'media',
  text: '',
  created_at: 300,
  is_flagged: false,
  media: {
    media_type: 'image',
    file_name: 'triangle.png',
    mime: 'image/png',
    size: 2048,
    width: 400,
    height: 300,
    url: '/api/sessions/1/messages/51/media?exp=1&sig=x',
    thumbnail_url: '/api/sessions/1/messages/51/media?variant=thumbnail&exp=1&sig=x',
    voice_note: null,
  },
  reactions: [],
  bookmarked_at: null,
});

/** How the API client ends an upload: the stored message, or the error it throws. */
type Answer = { message: SessionMessage } | { error: Error };
const ok = (message: SessionMessage): Answer => ({ message });
const refused = (status: number, code: string): Answer => ({ error: new ApiError(status, code, 'no') });
const noAnswer = (): Answer => ({ error: new NetworkError('The upload got no answer') });

function setUp() {
  const requests: ScriptedOptions<'sendAttachment'>[] = [];
  const answers: ((answer: Answer) => void)[] = [];
  const api = new FakeApi({
    sendAttachment: (request) =>
      new Promise<SessionMessage>((resolve, reject) => {
        requests.push(request);
        answers.push((answer) => ('message' in answer ? resolve(answer.message) : reject(answer.error)));
      }),
  });
  const session = { accessToken: 'token-1' as string | null };
  const root = {
    api,
    env: new FakeEnv(),
    session,
    user: { current: { id: ME, role: 'student' } },
    connection: { command: vi.fn(), on: vi.fn(() => () => undefined) },
  } as unknown as StateRoot;
  const classroom = new ClassroomStore(root, () => 'text-client');
  let next = 0;
  const uploads = new ChatUploads(root, classroom, { newClientId: () => `upload-${(next += 1)}` });
  /** Lets the store's awaits run after an answer. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { uploads, classroom, requests, answers, api, settle };
}

describe('uploadRefusalBeforeSending', () => {
  it('should refuse audio by name or by type before anything is sent, as the spec says', () => {
    expect(uploadRefusalBeforeSending({ name: 'song.mp3', type: '', size: 10 })).toBe('upload_audio_refused');
    expect(uploadRefusalBeforeSending({ name: 'clip.MP4', type: 'video/mp4', size: 10 })).toBe(
      'upload_audio_refused',
    );
    expect(uploadRefusalBeforeSending({ name: 'voice', type: 'audio/wav', size: 10 })).toBe(
      'upload_audio_refused',
    );
  });

  it('should take pictures and PDF or Word documents within their limits, and refuse the rest', () => {
    expect(uploadRefusalBeforeSending({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(uploadRefusalBeforeSending({ name: 'essay.pdf', type: 'application/pdf', size: 10 })).toBeNull();
    expect(uploadRefusalBeforeSending({ name: 'essay.docx', type: '', size: 10 })).toBeNull();
    expect(uploadRefusalBeforeSending({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(
      'upload_type_refused',
    );
    expect(uploadRefusalBeforeSending({ name: 'photo.heic', type: 'image/heic', size: 10 })).toBe(
      'upload_type_refused',
    );
    expect(
      uploadRefusalBeforeSending({ name: 'big.jpg', type: 'image/jpeg', size: CHAT_IMAGE_MAX_BYTES + 1 }),
    ).toBe('upload_too_large');
    // A document may be twice the size of a picture.
    expect(
      uploadRefusalBeforeSending({
        name: 'big.pdf',
        type: 'application/pdf',
        size: CHAT_IMAGE_MAX_BYTES + 1,
      }),
    ).toBeNull();
    expect(uploadRefusalBeforeSending({ name: 'empty.png', type: 'image/png', size: 0 })).toBe(
      'upload_empty',
    );
  });
});

describe('ChatUploads', () => {
  it('should send the file with its client id and token, show its progress, then the stored message', async () => {
    const { uploads, classroom, requests, answers, settle } = setUp();

    expect(uploads.send(1, file('triangle.png', 'image/png'))).toBeNull();
    expect(requests[0]?.params).toEqual({ id: 1 });
    expect(requests[0]?.form?.get('client_id')).toBe('upload-1');
    expect((requests[0]?.form?.get('file') as File).name).toBe('triangle.png');
    expect(uploads.forSession(1)).toEqual([
      expect.objectContaining({ file_name: 'triangle.png', is_image: true, status: 'sending', progress: 0 }),
    ]);

    requests[0]?.onProgress?.(0.4);
    expect(uploads.forSession(1)[0]?.progress).toBe(0.4);

    answers[0]?.(ok(stored('upload-1')));
    await settle();
    expect(uploads.forSession(1)).toEqual([]);
    expect(classroom.messages.get(1)?.map((message) => message.client_id)).toEqual(['upload-1']);
  });

  it('should not show a file twice when its stored copy arrives by the socket before the answer', () => {
    const { uploads, classroom } = setUp();
    uploads.send(1, file('triangle.png', 'image/png'));
    classroom.applyMessageCreated(stored('upload-1'));
    expect(uploads.forSession(1)).toEqual([]);
  });

  it('should refuse an mp3 at once without sending a byte', () => {
    const { uploads, api } = setUp();
    expect(uploads.send(1, file('song.mp3', 'audio/mpeg'))).toBe('upload_audio_refused');
    expect(api.called('sendAttachment')).toBe(0);
    expect(uploads.forSession(1)).toEqual([]);
  });

  it('should keep a file that got no answer, to retry under the same client id', async () => {
    const { uploads, classroom, requests, answers, settle } = setUp();
    uploads.send(1, file('triangle.png', 'image/png'));
    answers[0]?.(noAnswer());
    await settle();
    expect(uploads.forSession(1)).toEqual([expect.objectContaining({ status: 'failed' })]);

    uploads.retry('upload-1');
    expect(uploads.forSession(1)).toEqual([expect.objectContaining({ status: 'sending', progress: 0 })]);
    expect(requests[1]?.form?.get('client_id')).toBe('upload-1');
    answers[1]?.(ok(stored('upload-1')));
    await settle();
    expect(uploads.forSession(1)).toEqual([]);
    expect(classroom.messages.get(1)).toHaveLength(1);
  });

  it("should keep the server's refusal on screen until the person sets the file aside", async () => {
    const { uploads, answers, settle } = setUp();
    uploads.send(1, file('huge.png', 'image/png'));
    answers[0]?.(refused(422, 'upload_image_too_large'));
    await settle();
    expect(uploads.forSession(1)).toEqual([
      expect.objectContaining({ status: 'refused', refusal: 'upload_image_too_large' }),
    ]);
    // A refusal is not retried: the same bytes would be refused again.
    uploads.retry('upload-1');
    expect(uploads.forSession(1)[0]?.status).toBe('refused');
    uploads.discard('upload-1');
    expect(uploads.forSession(1)).toEqual([]);
  });

  it('should name an unknown refusal generically and treat a server fault as worth retrying', async () => {
    const { uploads, answers, settle } = setUp();
    uploads.send(1, file('a.png', 'image/png'));
    uploads.send(1, file('b.png', 'image/png'));
    answers[0]?.(refused(403, 'forbidden'));
    answers[1]?.({ error: new ApiError(502, 502, 'Bad Gateway') });
    await settle();
    expect(uploads.forSession(1).map((upload) => [upload.status, upload.refusal])).toEqual([
      ['refused', 'refused'],
      ['failed', null],
    ]);
  });

  it('should send a voice note marked as one, keep it to retry, and refuse an empty or too long one at once', async () => {
    const { uploads, requests, answers, settle, api } = setUp();
    const recording = new Blob([new Uint8Array(2048)], { type: 'audio/webm;codecs=opus' });
    expect(uploads.sendVoiceNote(1, recording, 4.2)).toBeNull();
    expect(requests[0]?.form?.get('voice_note')).toBe('true');
    expect(uploads.forSession(1)).toEqual([
      expect.objectContaining({ voice_note: { duration_seconds: 4.2 }, is_image: false, status: 'sending' }),
    ]);
    answers[0]?.(noAnswer());
    await settle();
    uploads.retry('upload-1');
    expect(requests[1]?.form?.get('voice_note')).toBe('true');
    answers[1]?.(refused(415, 'upload_voice_note_refused'));
    await settle();
    expect(uploads.forSession(1)[0]?.refusal).toBe('upload_voice_note_refused');

    expect(uploads.sendVoiceNote(1, new Blob([]), 1)).toBe('upload_empty');
    expect(uploads.sendVoiceNote(1, recording, VOICE_NOTE_MAX_SECONDS + 1)).toBe(
      'upload_voice_note_too_long',
    );
    expect(api.called('sendAttachment')).toBe(2);
    // A picture sent the usual way says nothing of voice notes.
    uploads.send(1, file('triangle.png', 'image/png'));
    expect(requests[2]?.form?.get('voice_note')).toBeNull();
  });
});

describe('refusal words', () => {
  const catalogue = (namespace: string) =>
    JSON.parse(
      readFileSync(new URL(`../i18n/locales/en/${namespace}.json`, import.meta.url), 'utf8'),
    ) as Record<string, Record<string, Record<string, unknown>>>;

  it('should word every refusal in the student app and the console', () => {
    const student = catalogue('classroom').upload?.refusals ?? {};
    const tutor = (catalogue('console').tutor?.classroom as { attach: { refusals: Record<string, unknown> } })
      .attach.refusals;
    expect(UPLOAD_REFUSALS.filter((refusal) => typeof student[refusal] !== 'string')).toEqual([]);
    expect(UPLOAD_REFUSALS.filter((refusal) => typeof tutor[refusal] !== 'string')).toEqual([]);
  });

  it("should name the limits a refusal broke, in the reader's numbers", () => {
    expect(refusalValues('upload_too_large', 'en')).toEqual({ image: '10 MB', document: '20 MB' });
    expect(refusalValues('upload_image_too_large', 'fr')).toEqual({ megapixels: '40', side: '10\u202f000' });
    expect(refusalValues('upload_voice_note_too_long', 'en')).toEqual({ max: '5:00', size: '5 MB' });
    expect(refusalValues('upload_empty', 'en')).toEqual({});
  });
});
