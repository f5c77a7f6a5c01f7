import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en/common-pages.json' with { type: 'json' };
import es from '../i18n/locales/es/common-pages.json' with { type: 'json' };
import fr from '../i18n/locales/fr/common-pages.json' with { type: 'json' };
import type { ConnectionNotice } from '../state/connection-store.js';
import { ConnectionIndicator } from './connection-indicator.js';

async function render(language: 'en' | 'es' | 'fr', status: ConnectionNotice) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { en: { common: en }, es: { common: es }, fr: { common: fr } },
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ConnectionIndicator status={status} />
    </I18nextProvider>,
  );
}

describe('ConnectionIndicator', () => {
  it.each([
    ['en', 'reconnecting', 'Reconnecting…'],
    ['en', 'retrying', 'Retrying…'],
    ['en', 'back', 'Back online'],
    ['es', 'retrying', 'Reintentando…'],
    ['es', 'back', 'De nuevo en línea'],
    ['fr', 'retrying', 'Nouvelle tentative…'],
    ['fr', 'back', 'De retour en ligne'],
  ] as const)(
    'should say in %s what the line is doing (%s), politely, to screen readers too',
    async (language, status, text) => {
      const html = await render(language, status);
      expect(html).toContain('role="status"');
      expect(html).toContain('aria-live="polite"');
      expect(html).toContain(`>${text}</span>`);
      expect(html).toContain(`lt-connection--${status}`);
    },
  );
});
