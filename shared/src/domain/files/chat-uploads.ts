// What may be sent in a classroom chat, by content type (the server reads the bytes, never the name).

const MB = 1024 * 1024;

/** Largest image a student or tutor may send in chat. */
export const CHAT_IMAGE_MAX_BYTES = 10 * MB;
/** Largest document (PDF, DOCX) that may be sent in chat. */
export const CHAT_DOCUMENT_MAX_BYTES = 20 * MB;
/** The largest upload of any kind: what an upload route may read before refusing. */
export const CHAT_UPLOAD_MAX_BYTES = Math.max(CHAT_IMAGE_MAX_BYTES, CHAT_DOCUMENT_MAX_BYTES);

/** Images past either limit are refused before they are decoded (a small file can claim a huge picture). */
export const CHAT_IMAGE_MAX_PIXELS = 40_000_000;
export const CHAT_IMAGE_MAX_SIDE_PX = 10_000;
/** Chat thumbnails fit in this square (WebP). */
export const CHAT_THUMBNAIL_MAX_SIDE_PX = 320;

export const CHAT_IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const CHAT_DOCUMENT_MIMES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/**
 * The spec: "Audio files (mp3, mp4, wav) cannot be sent in chat". Every audio type, and the
 * containers phones and browsers record voice in (MP4, Ogg, WebM), which also hold video.
 */
const AUDIO_CONTAINER_MIMES: readonly string[] = ['video/mp4', 'video/ogg', 'application/ogg', 'video/webm'];

export type ChatUploadKind = 'image' | 'document' | 'audio' | 'other';

/** The kind of a chat upload from the type its bytes show (undefined: not a recognised type). */
export function chatUploadKind(mime: string | undefined): ChatUploadKind {
  if (mime === undefined) return 'other';
  if ((CHAT_IMAGE_MIMES as readonly string[]).includes(mime)) return 'image';
  if ((CHAT_DOCUMENT_MIMES as readonly string[]).includes(mime)) return 'document';
  if (mime.startsWith('audio/') || AUDIO_CONTAINER_MIMES.includes(mime)) return 'audio';
  return 'other';
}

/** A voice note is at most five minutes: longer than that is a call, not a message. */
export const VOICE_NOTE_MAX_SECONDS = 300;
/** Opus at a browser's voice bitrate is well under this for five minutes. */
export const VOICE_NOTE_MAX_BYTES = 5 * MB;
/**
 * What browsers record voice in (Chrome and Firefox WebM or Ogg with Opus, Safari MP4 with AAC), as
 * the bytes show it: the container alone says nothing of the tracks, which are checked after.
 */
export const VOICE_NOTE_MIMES: readonly string[] = [
  'video/webm',
  'audio/webm',
  'audio/ogg',
  'audio/opus',
  'application/ogg',
  'video/mp4',
  'audio/mp4',
  'audio/x-m4a',
];

/** Whether a recording's detected container may hold a voice note. */
export function isVoiceNoteContainer(mime: string | undefined): boolean {
  return mime !== undefined && VOICE_NOTE_MIMES.includes(mime);
}

/** "1:05": a voice note's length as the chat shows it. */
export function formatVoiceNoteDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The size limit of an accepted kind. */
export function chatUploadMaxBytes(kind: 'image' | 'document'): number {
  return kind === 'image' ? CHAT_IMAGE_MAX_BYTES : CHAT_DOCUMENT_MAX_BYTES;
}

/** Whether an image of these dimensions may be opened at all. */
export function imageDimensionsAllowed(width: number, height: number): boolean {
  return (
    width > 0 &&
    height > 0 &&
    width <= CHAT_IMAGE_MAX_SIDE_PX &&
    height <= CHAT_IMAGE_MAX_SIDE_PX &&
    width * height <= CHAT_IMAGE_MAX_PIXELS
  );
}

/** The size in the API's English messages, e.g. "10 MB" (the apps write sizes with `LocaleFormat.fileSize`). */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}
