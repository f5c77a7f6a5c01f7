import { ESSAY_DETAILS_MAX_LENGTH } from '../../contracts/essays.js';
import {
  ESSAY_FILE_MAX_BYTES,
  ESSAY_MAX_FILES,
  ESSAY_MAX_INSTRUCTION_FILES,
} from '../essays/essay-upload.js';
import { ROSTER_ARCHIVE_MAX_BYTES } from '../rostering/roster-archive.js';
import { CHAT_UPLOAD_MAX_BYTES } from './chat-uploads.js';

// What one multipart request may carry, per route: the client can say it before sending, and the
// server stops reading at the first limit passed.

/** A part's boundary line and headers (name, file name, type): a generous allowance. */
export const MULTIPART_PART_OVERHEAD_BYTES = 1024;

export interface MultipartLimits {
  /** Files in the request, and the size of each. */
  files: number;
  fileSize: number;
  /** Text fields in the request, and the size of each value in bytes. */
  fields: number;
  fieldSize: number;
}

/** The most the whole body can be when every part keeps to its limits. */
export function multipartBodyMaxBytes(limits: MultipartLimits): number {
  return (
    limits.files * limits.fileSize +
    limits.fields * limits.fieldSize +
    (limits.files + limits.fields + 1) * MULTIPART_PART_OVERHEAD_BYTES
  );
}

/** UTF-8 takes up to four bytes a character: a field's byte limit from its length in characters. */
const fieldBytes = (characters: number) => 4 * characters;

/**
 * An essay: the work and the teacher's instructions, each file up to the essay limit; the six
 * fields of the form (the longest its details) and room for two more a client may add.
 */
export const ESSAY_UPLOAD_LIMITS: MultipartLimits = {
  files: ESSAY_MAX_FILES + ESSAY_MAX_INSTRUCTION_FILES,
  fileSize: ESSAY_FILE_MAX_BYTES,
  fields: 8,
  fieldSize: fieldBytes(ESSAY_DETAILS_MAX_LENGTH),
};

/** A chat attachment: one file, its client id and whether it is a voice note. */
export const CHAT_ATTACHMENT_LIMITS: MultipartLimits = {
  files: 1,
  fileSize: CHAT_UPLOAD_MAX_BYTES,
  fields: 4,
  fieldSize: 256,
};

/** A roster export: one ZIP file, nothing else. */
export const ROSTER_IMPORT_LIMITS: MultipartLimits = {
  files: 1,
  fileSize: ROSTER_ARCHIVE_MAX_BYTES,
  fields: 2,
  fieldSize: 256,
};
