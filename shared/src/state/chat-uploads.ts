import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../client/api-error.js';
import { ErrorCode } from '../contracts/error-codes.js';
import type { SessionMessage } from '../contracts/sessions.js';
import {
  CHAT_DOCUMENT_MAX_BYTES,
  CHAT_DOCUMENT_MIMES,
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_MAX_PIXELS,
  CHAT_IMAGE_MAX_SIDE_PX,
  CHAT_IMAGE_MIMES,
  formatVoiceNoteDuration,
  VOICE_NOTE_MAX_BYTES,
  VOICE_NOTE_MAX_SECONDS,
} from '../domain/files/chat-uploads.js';
import { chatAttachmentRefusal } from '../domain/live-help/chat-attachments.js';
import { localeFormat } from '../i18n/format/locale-format.js';
import type { ClassroomStore } from './classroom-store.js';
import type { StateRoot } from './state-root.js';

/**
 * Why a file is not sent: the server's refusals (and the same rules checked here first, so an
 * mp3 is refused before a byte leaves), a session that is no longer open, or another refusal.
 */
export type UploadRefusal =
  | 'upload_audio_refused'
  | 'upload_type_refused'
  | 'upload_too_large'
  | 'upload_image_too_large'
  | 'upload_image_unreadable'
  | 'upload_archive_refused'
  | 'upload_document_unreadable'
  | 'upload_request_too_large'
  | 'upload_empty'
  | 'upload_voice_note_refused'
  | 'upload_voice_note_too_long'
  | 'session_not_open'
  | 'message_blocked'
  | 'refused';

/**
 * The limits a refusal's words name, formatted for the reader's language: each app says the
 * refusal under its own key (`upload.refusals.<refusal>`) with these values.
 */
export function refusalValues(refusal: UploadRefusal, language: string): Record<string, string> {
  const format = localeFormat(language);
  switch (refusal) {
    case 'upload_too_large':
      return {
        image: format.fileSize(CHAT_IMAGE_MAX_BYTES),
        document: format.fileSize(CHAT_DOCUMENT_MAX_BYTES),
      };
    case 'upload_image_too_large':
      return {
        megapixels: format.number(CHAT_IMAGE_MAX_PIXELS / 1_000_000),
        side: format.number(CHAT_IMAGE_MAX_SIDE_PX),
      };
    case 'upload_voice_note_too_long':
      return {
        max: formatVoiceNoteDuration(VOICE_NOTE_MAX_SECONDS),
        size: format.fileSize(VOICE_NOTE_MAX_BYTES),
      };
    default:
      return {};
  }
}

/** Every refusal, each worded in both apps' catalogues. */
export const UPLOAD_REFUSALS: readonly UploadRefusal[] = [
  ErrorCode.uploadAudioRefused,
  ErrorCode.uploadTypeRefused,
  ErrorCode.uploadTooLarge,
  ErrorCode.uploadImageTooLarge,
  ErrorCode.uploadImageUnreadable,
  ErrorCode.uploadArchiveRefused,
  ErrorCode.uploadDocumentUnreadable,
  ErrorCode.uploadRequestTooLarge,
  ErrorCode.uploadEmpty,
  ErrorCode.uploadVoiceNoteRefused,
  ErrorCode.uploadVoiceNoteTooLong,
  ErrorCode.sessionNotOpen,
  ErrorCode.messageBlocked,
  'refused',
];

const KNOWN_REFUSALS: ReadonlySet<string> = new Set<string>(
  UPLOAD_REFUSALS.filter((code) => code !== 'refused'),
);

/**
 * A file on its way. Sending: the bar fills. Failed: no answer or a server fault, to retry (the
 * same client id, so the server stores it once however often it arrives). Refused: the server
 * (or the check before it) said no; it can only be set aside.
 */
export interface PendingUpload {
  client_id: string;
  session_id: number;
  file: Blob;
  file_name: string;
  mime: string;
  size: number;
  is_image: boolean;
  /** A voice note recorded in the chat, with its length as recorded (the server reads its own). */
  voice_note: { duration_seconds: number } | null;
  status: 'sending' | 'failed' | 'refused';
  /** 0 to 1: the part of the file sent so far. */
  progress: number;
  refusal: UploadRefusal | null;
  created_at: number;
}

/** A file as the picker gives it: a Blob with a name (a File). */
export type ChosenFile = Blob & { name: string };

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'];
const DOCUMENT_EXTENSIONS = ['pdf', 'docx'];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether the picker's file looks like a picture the chat takes (by declared type, else by name). */
export function looksLikeImage(file: { name: string; type: string }): boolean {
  if (file.type) return (CHAT_IMAGE_MIMES as readonly string[]).includes(file.type.toLowerCase());
  return IMAGE_EXTENSIONS.includes(extensionOf(file.name));
}

/**
 * The server's rules, checked on what the browser knows before sending: audio is refused by name
 * or type (the spec), then anything that is neither a picture nor a PDF or Word document, then a
 * file past its kind's limit. The server still judges the bytes; this only saves a wasted upload.
 */
export function uploadRefusalBeforeSending(file: {
  name: string;
  type: string;
  size: number;
}): UploadRefusal | null {
  if (chatAttachmentRefusal({ name: file.name, mime: file.type }) === 'audio_not_allowed')
    return 'upload_audio_refused';
  if (file.size === 0) return 'upload_empty';
  const type = file.type.toLowerCase();
  const extension = extensionOf(file.name);
  const image = looksLikeImage(file);
  const document = type
    ? (CHAT_DOCUMENT_MIMES as readonly string[]).includes(type)
    : DOCUMENT_EXTENSIONS.includes(extension);
  if (!image && !document) return 'upload_type_refused';
  if (file.size > (image ? CHAT_IMAGE_MAX_BYTES : CHAT_DOCUMENT_MAX_BYTES)) return 'upload_too_large';
  return null;
}

/** A server fault, a timeout or too many requests: worth another try, as no answer at all is. */
const retryable = (status: number) => status >= 500 || status === 408 || status === 429;

interface ChatUploadsOptions {
  newClientId?: () => string;
}

/**
 * Images and files sent in the classroom chat (`POST /sessions/:id/attachments`, multipart). This
 * sends the file through the API client's upload, shows it at once with its progress, and treats it as the classroom treats text: acknowledged, it becomes the
 * stored media message; unanswered, it waits to be retried; refused, it says why until set aside.
 * Nothing chosen is dropped without a word. (A file cannot outlive a reload: the browser gives a
 * page no way to keep it.)
 */
export class ChatUploads {
  readonly pending = new Map<string, PendingUpload>();
  private readonly newClientId: () => string;

  constructor(
    private readonly root: StateRoot,
    private readonly classroom: ClassroomStore,
    options: ChatUploadsOptions = {},
  ) {
    this.newClientId = options.newClientId ?? (() => crypto.randomUUID());
    makeAutoObservable<ChatUploads, 'root' | 'classroom' | 'newClientId'>(
      this,
      { root: false, classroom: false, newClientId: false },
      { autoBind: true },
    );
  }

  /**
   * The session's files still on their way, oldest first. One whose stored copy has already
   * arrived by the socket (before the upload's own answer) is not shown twice.
   */
  forSession(sessionId: number): PendingUpload[] {
    const stored = new Set(
      (this.classroom.messages.get(sessionId) ?? []).map((message) => message.client_id),
    );
    return [...this.pending.values()]
      .filter((upload) => upload.session_id === sessionId && !stored.has(upload.client_id))
      .sort((a, b) => a.created_at - b.created_at);
  }

  /**
   * Sends a chosen file, or refuses it at once (audio, a type the chat does not take, too big):
   * then nothing is sent and the refusal is returned for the composer to say.
   */
  send(sessionId: number, file: ChosenFile): UploadRefusal | null {
    const refusal = uploadRefusalBeforeSending({ name: file.name, type: file.type, size: file.size });
    if (refusal) return refusal;
    const upload: PendingUpload = {
      client_id: this.newClientId(),
      session_id: sessionId,
      file,
      file_name: file.name,
      mime: file.type,
      size: file.size,
      is_image: looksLikeImage(file),
      voice_note: null,
      status: 'sending',
      progress: 0,
      refusal: null,
      created_at: this.root.env.nowMs(),
    };
    this.pending.set(upload.client_id, upload);
    void this.deliver(upload.client_id);
    return null;
  }

  /**
   * Sends a voice note the chat's recorder made, or refuses it at once (empty, too big, too long),
   * like any file: shown while it goes, retried on no answer, the refusal said in words.
   */
  sendVoiceNote(sessionId: number, recording: Blob, durationSeconds: number): UploadRefusal | null {
    if (recording.size === 0) return 'upload_empty';
    if (recording.size > VOICE_NOTE_MAX_BYTES) return 'upload_voice_note_too_long';
    if (durationSeconds > VOICE_NOTE_MAX_SECONDS) return 'upload_voice_note_too_long';
    const upload: PendingUpload = {
      client_id: this.newClientId(),
      session_id: sessionId,
      file: recording,
      file_name: 'voice-note',
      mime: recording.type,
      size: recording.size,
      is_image: false,
      voice_note: { duration_seconds: durationSeconds },
      status: 'sending',
      progress: 0,
      refusal: null,
      created_at: this.root.env.nowMs(),
    };
    this.pending.set(upload.client_id, upload);
    void this.deliver(upload.client_id);
    return null;
  }

  retry(clientId: string): void {
    const upload = this.pending.get(clientId);
    if (!upload || upload.status !== 'failed') return;
    upload.status = 'sending';
    upload.progress = 0;
    void this.deliver(clientId);
  }

  /** The person sets aside a file that failed or was refused. */
  discard(clientId: string): void {
    this.pending.delete(clientId);
  }

  clear(): void {
    this.pending.clear();
  }

  private async deliver(clientId: string): Promise<void> {
    const upload = this.pending.get(clientId);
    if (!upload) return;
    const sent = await this.post(upload).then(
      (message) => ({ message }),
      (error: unknown) => ({ error }),
    );
    runInAction(() => this.settle(clientId, sent));
  }

  private post(upload: PendingUpload): Promise<SessionMessage> {
    const form = new FormData();
    form.append('client_id', upload.client_id);
    if (upload.voice_note) form.append('voice_note', 'true');
    form.append('file', upload.file, upload.file_name);
    return this.root.api.upload('sendAttachment', form, {
      params: { id: upload.session_id },
      onProgress: (fraction) =>
        runInAction(() => {
          const held = this.pending.get(upload.client_id);
          if (held?.status === 'sending') held.progress = Math.min(1, Math.max(held.progress, fraction));
        }),
    });
  }

  private settle(clientId: string, sent: { message: SessionMessage } | { error: unknown }): void {
    const held = this.pending.get(clientId);
    if (!held) return;
    if ('message' in sent) {
      try {
        this.classroom.applyMessageCreated(sent.message);
        this.pending.delete(clientId);
      } catch {
        // A success without the message: treated as no answer; a retry returns the stored copy.
        held.status = 'failed';
      }
      return;
    }
    const { error } = sent;
    if (!(error instanceof ApiError) || retryable(error.status)) {
      held.status = 'failed';
      return;
    }
    const code = String(error.code);
    held.status = 'refused';
    held.refusal = KNOWN_REFUSALS.has(code) ? (code as UploadRefusal) : 'refused';
  }
}
