import { describe, expect, it } from 'vitest';
import {
  CAMERA_PHOTO_CONFIRMATIONS,
  cameraPhotoConfirmed,
  chatAttachmentRefusal,
} from './chat-attachments.js';

describe('chatAttachmentRefusal', () => {
  it('should refuse mp3, mp4 and wav files by name, whatever their case', () => {
    expect(chatAttachmentRefusal({ name: 'song.mp3', mime: '' })).toBe('audio_not_allowed');
    expect(chatAttachmentRefusal({ name: 'Lecture.MP4', mime: 'video/mp4' })).toBe('audio_not_allowed');
    expect(chatAttachmentRefusal({ name: 'note.Wav', mime: 'application/octet-stream' })).toBe(
      'audio_not_allowed',
    );
  });

  it('should refuse any file whose type is audio, whatever its name', () => {
    expect(chatAttachmentRefusal({ name: 'recording.m4a', mime: 'audio/mp4' })).toBe('audio_not_allowed');
    expect(chatAttachmentRefusal({ name: 'homework.pdf', mime: 'AUDIO/ogg' })).toBe('audio_not_allowed');
  });

  it('should accept images, documents and other videos', () => {
    expect(chatAttachmentRefusal({ name: 'worksheet.png', mime: 'image/png' })).toBeNull();
    expect(chatAttachmentRefusal({ name: 'essay.docx', mime: 'application/msword' })).toBeNull();
    expect(chatAttachmentRefusal({ name: 'clip.mov', mime: 'video/quicktime' })).toBeNull();
  });

  it('should look only at the last extension', () => {
    expect(chatAttachmentRefusal({ name: 'notes.mp3.pdf', mime: 'application/pdf' })).toBeNull();
    expect(chatAttachmentRefusal({ name: 'notes.pdf.mp3', mime: 'application/pdf' })).toBe(
      'audio_not_allowed',
    );
  });

  it('should not mistake a name that merely ends in the letters for an extension', () => {
    expect(chatAttachmentRefusal({ name: 'mp3', mime: '' })).toBeNull();
    expect(chatAttachmentRefusal({ name: 'my-wav', mime: 'text/plain' })).toBeNull();
    expect(chatAttachmentRefusal({ name: 'track.mp33', mime: '' })).toBeNull();
  });

  it('should accept a file without name or type', () => {
    expect(chatAttachmentRefusal({ name: '', mime: '' })).toBeNull();
  });
});

describe('cameraPhotoConfirmed', () => {
  it('should need all three confirmations', () => {
    expect(cameraPhotoConfirmed([...CAMERA_PHOTO_CONFIRMATIONS])).toBe(true);
    expect(cameraPhotoConfirmed(['no_inappropriate_content', 'no_personal_info', 'no_faces'])).toBe(true);
  });

  it('should refuse none, and refuse any two of the three', () => {
    expect(cameraPhotoConfirmed([])).toBe(false);
    for (const missing of CAMERA_PHOTO_CONFIRMATIONS)
      expect(cameraPhotoConfirmed(CAMERA_PHOTO_CONFIRMATIONS.filter((c) => c !== missing))).toBe(false);
  });

  it('should ignore anything else ticked alongside', () => {
    expect(cameraPhotoConfirmed([...CAMERA_PHOTO_CONFIRMATIONS, 'something_else'])).toBe(true);
  });
});
