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

/** The size shown to people, e.g. "10 MB". */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}
