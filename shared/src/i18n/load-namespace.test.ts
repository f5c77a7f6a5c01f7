import { describe, expect, it } from 'vitest';
import { loadNamespace } from './load-namespace.js';
import { createI18n, switchLanguage } from './setup.js';

describe('loadNamespace', () => {
  it('should add a feature catalogue later, in the reader’s language with English behind it', async () => {
    const i18n = await createI18n({ language: 'fr', namespaces: ['web'] });
    expect(i18n.hasResourceBundle('fr', 'classroom')).toBe(false);
    await loadNamespace(i18n, 'classroom');
    expect(i18n.t('chat.send', { ns: 'classroom' })).toBe('Envoyer');
    expect(i18n.hasResourceBundle('en', 'classroom')).toBe(true);
  });

  it('should follow a language switch made after it was loaded', async () => {
    const i18n = await createI18n({ language: 'en', namespaces: ['web'] });
    await loadNamespace(i18n, 'classroom');
    await switchLanguage(i18n, 'es');
    expect(i18n.t('chat.send', { ns: 'classroom' })).toBe('Enviar');
  });
});
