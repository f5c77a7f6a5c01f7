import { z } from 'zod';

/** How a chat shows an upload: an image (with its thumbnail) or a file to download. */
export const MEDIA_TYPES = ['image', 'file'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const voiceNoteMetadataSchema = z.object({ duration_seconds: z.number().positive() });
export type VoiceNoteMetadata = z.infer<typeof voiceNoteMetadataSchema>;

/** An accepted upload, stored. Keys are opaque; files are served by the module that owns them. */
export const storedFileSchema = z.object({
  key: z.string(),
  /** A WebP of at most 320 px a side for images; null for documents. */
  thumbnail_key: z.string().nullable(),
  media_type: z.enum(MEDIA_TYPES),
  /** The type the bytes showed, not the one declared. */
  mime: z.string(),
  size: z.number().int().positive(),
  /** The sender's name for it, cleaned, with the extension of its real type. */
  file_name: z.string(),
  /** Images only, as displayed (EXIF orientation applied). */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** The spec's voiceNoteMetadata: set when the file is a recorded voice note, read from its bytes. */
  voice_note: voiceNoteMetadataSchema.optional(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
