import { MAX_UPLOAD_FILES } from '../constants.js';

// What a student may upload for review, judged by the type the bytes show (never the name).

const KB = 1024;
const MB = 1024 * KB;

/** The spec's "at most three uploaded files": the work itself, and the teacher's instructions apart. */
export const ESSAY_MAX_FILES = MAX_UPLOAD_FILES;
export const ESSAY_MAX_INSTRUCTION_FILES = MAX_UPLOAD_FILES;
/**
 * Below this there is nothing to review: the smallest one-page PDF a word processor writes is
 * about 1 KB, a photo of a page tens of kilobytes.
 */
export const ESSAY_FILE_MIN_BYTES = 200;
/** A 40-page essay with pictures stays under this; more is a scan that should be split. */
export const ESSAY_FILE_MAX_BYTES = 20 * MB;

export const ESSAY_FILE_KINDS = ['pdf', 'docx', 'image'] as const;
export type EssayFileKind = (typeof ESSAY_FILE_KINDS)[number];

const KIND_OF_MIME: Readonly<Record<string, EssayFileKind>> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/png': 'image',
  'image/jpeg': 'image',
};

/** The formats named to the student when a file is refused. */
export const ESSAY_ACCEPTED_FORMATS = ['PDF', 'Word (.docx)', 'PNG', 'JPEG'] as const;

/** The kind of an essay file from the type its bytes show; null when it is not one we accept. */
export function essayFileKind(mime: string | undefined): EssayFileKind | null {
  return (mime !== undefined && KIND_OF_MIME[mime]) || null;
}

export type EssayFileSizeRefusal = 'too_small' | 'too_large';

export function essayFileSizeRefusal(size: number): EssayFileSizeRefusal | null {
  if (size < ESSAY_FILE_MIN_BYTES) return 'too_small';
  if (size > ESSAY_FILE_MAX_BYTES) return 'too_large';
  return null;
}
