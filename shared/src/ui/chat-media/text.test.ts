import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHAT_MEDIA_TEXT_KEYS } from './text.js';

const locales = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'i18n', 'locales');

// The other languages are held to English's keys and placeholders by the catalogues test.
describe('chat media words', () => {
  for (const namespace of ['classroom', 'console'])
    it(`should word every recorder and drawing key in en/${namespace}.json`, () => {
      const tree = JSON.parse(readFileSync(join(locales, 'en', `${namespace}.json`), 'utf8')) as unknown;
      const missing = CHAT_MEDIA_TEXT_KEYS.filter((key) => {
        const said = `chatMedia.${key}`
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
        return typeof said !== 'string';
      });
      expect(missing).toEqual([]);
    });
});
