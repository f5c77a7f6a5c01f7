import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHAT_TEXT_KEYS, chatCatalogueKey, type ChatNamespace } from './chat-text.js';

const locales = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'i18n', 'locales');

// The other languages are held to English's keys and placeholders by the catalogues test.
describe('chat words', () => {
  for (const namespace of ['classroom', 'console'] satisfies ChatNamespace[])
    it(`should word every chat key in en/${namespace}.json`, () => {
      const tree = JSON.parse(readFileSync(join(locales, 'en', `${namespace}.json`), 'utf8')) as unknown;
      const missing = CHAT_TEXT_KEYS.filter((key) => {
        const said = chatCatalogueKey(namespace, key)
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
        return typeof said !== 'string';
      });
      expect(missing).toEqual([]);
    });

  it("should tell the tutor that a reaction is their own, and word the student's chip the same", () => {
    expect(chatCatalogueKey('console', 'reactions.chipYou')).toBe('tutor.classroom.reactions.chipYou');
    expect(chatCatalogueKey('classroom', 'reactions.chipYou')).toBe('reactions.chip');
    expect(chatCatalogueKey('classroom', 'bookmark.failed')).toBe('bookmarks.failed');
  });
});
