import {
  WHITEBOARD_COLOURS,
  WHITEBOARD_SIZES,
  type WhiteboardColour,
  type WhiteboardSize,
} from '../../domain/live-help/whiteboard.js';

/**
 * The words the whiteboard says, as keys under `whiteboard.` in each app's own catalogue
 * (`classroom` in the web app and `console`, which word them for students and for tutors). `summary` is plural
 * (`summary_one`, `summary_other`) with `count` and `name`; `replaying` takes `reached` and `total`.
 */
export type WhiteboardTextKey =
  | 'summary'
  | 'summaryEmpty'
  | 'replaying'
  | 'you'
  | 'someone'
  | 'hint'
  | 'tools'
  | 'colour'
  | `colours.${WhiteboardColour}`
  | 'size'
  | `sizes.${WhiteboardSize}`
  | 'replay'
  | 'stopReplay'
  | 'clear'
  | 'clearTitle'
  | 'clearText'
  | 'clearConfirm'
  | 'clearCancel';

/** Every key, for the catalogue test. */
export const WHITEBOARD_TEXT_KEYS: readonly WhiteboardTextKey[] = [
  'summary',
  'summaryEmpty',
  'replaying',
  'you',
  'someone',
  'hint',
  'tools',
  'colour',
  ...WHITEBOARD_COLOURS.map((colour) => `colours.${colour}` as const),
  'size',
  ...(Object.keys(WHITEBOARD_SIZES) as WhiteboardSize[]).map((size) => `sizes.${size}` as const),
  'replay',
  'stopReplay',
  'clear',
  'clearTitle',
  'clearText',
  'clearConfirm',
  'clearCancel',
];

/** The app's `t`, narrowed to the whiteboard's keys: `(key, values) => t(\`whiteboard.${key}\`, values)`. */
export type WhiteboardTranslate = (
  key: WhiteboardTextKey,
  values?: Record<string, string | number>,
) => string;
