export type ChatAttachmentRefusal = 'audio_not_allowed';

/**
 * The spec's list: "Audio files (mp3, mp4, wav) cannot be sent in chat". mp4 is refused by name
 * even when it holds video, because the spec lists it and a name is all the picker knows.
 */
export const CHAT_REFUSED_EXTENSIONS: readonly string[] = ['mp3', 'mp4', 'wav'];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1
    ? ''
    : name
        .slice(dot + 1)
        .trim()
        .toLowerCase();
}

/**
 * Whether a file may not be attached to a chat message. Voice notes have their own recorder;
 * an audio file dropped into the chat would bypass it. Either the name or the declared type is
 * enough to refuse, so renaming a .wav does not get it through while its type still says audio.
 */
export function chatAttachmentRefusal(file: { name: string; mime: string }): ChatAttachmentRefusal | null {
  const audioType = file.mime.trim().toLowerCase().startsWith('audio/');
  return audioType || CHAT_REFUSED_EXTENSIONS.includes(extensionOf(file.name)) ? 'audio_not_allowed' : null;
}

/** What a student confirms before sending a camera photo: the three boxes of the camera dialog. */
export const CAMERA_PHOTO_CONFIRMATIONS = [
  'no_faces',
  'no_personal_info',
  'no_inappropriate_content',
] as const;

export type CameraPhotoConfirmation = (typeof CAMERA_PHOTO_CONFIRMATIONS)[number];

/** A camera photo is sent only once every box is ticked; a partial tick confirms nothing. */
export function cameraPhotoConfirmed(checked: readonly string[]): boolean {
  return CAMERA_PHOTO_CONFIRMATIONS.every((confirmation) => checked.includes(confirmation));
}
