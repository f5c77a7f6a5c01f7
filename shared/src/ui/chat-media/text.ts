/**
 * The words of the chat's recorder and drawing pad, as keys under `chatMedia.` in each app's own
 * catalogue (`classroom` in the web app, `console`). `voiceNote.label` and `voiceNote.elapsed` take
 * `duration` / `elapsed` and `max`.
 */
export type ChatMediaTextKey =
  | 'voiceNote.open'
  | 'voiceNote.title'
  | 'voiceNote.hint'
  | 'voiceNote.start'
  | 'voiceNote.starting'
  | 'voiceNote.stop'
  | 'voiceNote.elapsed'
  | 'voiceNote.preview'
  | 'voiceNote.send'
  | 'voiceNote.again'
  | 'voiceNote.cancel'
  | 'voiceNote.denied'
  | 'voiceNote.unavailable'
  | 'voiceNote.label'
  | 'drawing.open'
  | 'drawing.title'
  | 'drawing.hint'
  | 'drawing.canvas'
  | 'drawing.undo'
  | 'drawing.clear'
  | 'drawing.send'
  | 'drawing.cancel'
  | 'drawing.empty';

/** Every key, for the catalogue tests. */
export const CHAT_MEDIA_TEXT_KEYS: readonly ChatMediaTextKey[] = [
  'voiceNote.open',
  'voiceNote.title',
  'voiceNote.hint',
  'voiceNote.start',
  'voiceNote.starting',
  'voiceNote.stop',
  'voiceNote.elapsed',
  'voiceNote.preview',
  'voiceNote.send',
  'voiceNote.again',
  'voiceNote.cancel',
  'voiceNote.denied',
  'voiceNote.unavailable',
  'voiceNote.label',
  'drawing.open',
  'drawing.title',
  'drawing.hint',
  'drawing.canvas',
  'drawing.undo',
  'drawing.clear',
  'drawing.send',
  'drawing.cancel',
  'drawing.empty',
];

export type ChatMediaTranslate = (key: ChatMediaTextKey, values?: Record<string, string | number>) => string;
