import { useTranslation } from 'react-i18next';
import type { REACTION_EMOJIS } from '../../contracts/sessions.js';

type Emoji = (typeof REACTION_EMOJIS)[number];

/** Each reaction's name, read out and shown as a tooltip, by its key under `reactions.names.`. */
export const EMOJI_KEYS: Record<Emoji, string> = {
  '👍': 'thumbs_up',
  '❤️': 'heart',
  '😂': 'laughing',
  '😮': 'surprised',
  '🎉': 'party',
  '🤔': 'thinking',
};

/**
 * The words of the chat pieces both classrooms draw. `reactions.chip` and `reactions.chipYou` take
 * `name` and `count`; `chipYou` is a chip that holds one's own reaction.
 */
export type ChatTextKey =
  | 'reactions.listLabel'
  | 'reactions.chip'
  | 'reactions.chipYou'
  | 'reactions.add'
  | 'reactions.pick'
  | 'reactions.failed'
  | `reactions.names.${(typeof EMOJI_KEYS)[Emoji]}`
  | 'bookmark.toggle'
  | 'bookmark.saved'
  | 'bookmark.failed'
  | 'chat.notSent'
  | 'chat.retry'
  | 'chat.discard'
  | 'chat.whiteboard'
  | 'chat.hideWhiteboard';

/** Every key, for the catalogue test. */
export const CHAT_TEXT_KEYS: readonly ChatTextKey[] = [
  'reactions.listLabel',
  'reactions.chip',
  'reactions.chipYou',
  'reactions.add',
  'reactions.pick',
  'reactions.failed',
  ...Object.values(EMOJI_KEYS).map((name) => `reactions.names.${name}` as ChatTextKey),
  'bookmark.toggle',
  'bookmark.saved',
  'bookmark.failed',
  'chat.notSent',
  'chat.retry',
  'chat.discard',
  'chat.whiteboard',
  'chat.hideWhiteboard',
];

export type ChatTranslate = (key: ChatTextKey, values?: Record<string, string | number>) => string;

/** The app whose catalogue words the chat: the student's `classroom` or the tutor's `console`. */
export type ChatNamespace = 'classroom' | 'console';

/**
 * Where each key stands in the app's catalogue. The student's chip reads the same whoever
 * reacted, and their bookmarks have a page of their own, so their words sit under `bookmarks.`.
 */
export function chatCatalogueKey(namespace: ChatNamespace, key: ChatTextKey): string {
  if (namespace === 'console') return `tutor.classroom.${key}`;
  if (key === 'reactions.chipYou') return 'reactions.chip';
  return key.startsWith('bookmark.') ? `bookmarks.${key.slice('bookmark.'.length)}` : key;
}

/** The chat's words from the app's own catalogue. */
export function useChatText(namespace: ChatNamespace): ChatTranslate {
  const { t } = useTranslation(namespace);
  return (key, values) => t(chatCatalogueKey(namespace, key), values);
}
