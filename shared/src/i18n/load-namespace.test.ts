import { describe, expect, it } from 'vitest';
import { loadNamespace } from './load-namespace.js';
import { createI18n, switchLanguage } from './setup.js';
import { loadSignedInStrings } from './signed-in.js';

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

describe('loadSignedInStrings', () => {
  it('should merge the signed-in parts into web and common, and bring them along on a language switch', async () => {
    const i18n = await createI18n({ language: 'en', namespaces: ['web'] });
    expect(i18n.exists('subjects.Math', { ns: 'common' })).toBe(false);
    await loadSignedInStrings(i18n);
    expect(i18n.t('subjects.Math', { ns: 'common' })).toBe('Math');
    expect(i18n.exists('student.title', { ns: 'web' })).toBe(true);
    await switchLanguage(i18n, 'fr');
    expect(i18n.t('subjects.Math', { ns: 'common' })).toBe('Mathématiques');
    expect(i18n.getResource('fr', 'web', 'student.title')).toEqual(expect.any(String));
  });

  it('should give a console created signed in the common part at once', async () => {
    const i18n = await createI18n({ language: 'es', namespaces: ['console'], signedIn: true });
    expect(i18n.t('subjects.Math', { ns: 'common' })).toBe('Matemáticas');
  });
});
