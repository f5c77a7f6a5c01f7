/**
 * The words of the chat's recorder, drawing pad and formula editor, as keys under `chatMedia.` in
 * each app's own catalogue (`classroom` in the web app, `console`). `voiceNote.label` and
 * `voiceNote.elapsed` take `duration` / `elapsed` and `max`; `formula.tooltip` takes `keys`,
 * `formula.tooLong` takes `max`.
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
  | 'drawing.empty'
  | 'formula.open'
  | 'formula.tooltip'
  | 'formula.title'
  | 'formula.hint'
  | 'formula.field'
  | 'formula.loading'
  | 'formula.failed'
  | 'formula.retry'
  | 'formula.preview'
  | 'formula.insert'
  | 'formula.cancel'
  | 'formula.empty'
  | 'formula.unfilled'
  | 'formula.tooLong';

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
  'formula.open',
  'formula.tooltip',
  'formula.title',
  'formula.hint',
  'formula.field',
  'formula.loading',
  'formula.failed',
  'formula.retry',
  'formula.preview',
  'formula.insert',
  'formula.cancel',
  'formula.empty',
  'formula.unfilled',
  'formula.tooLong',
];

export type ChatMediaTranslate = (key: ChatMediaTextKey, values?: Record<string, string | number>) => string;
