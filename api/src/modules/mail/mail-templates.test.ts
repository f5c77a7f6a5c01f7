import { describe, expect, it } from 'vitest';
import { composeMail } from './mail-templates.js';
import { MAIL_TEXTS } from './mail-texts.js';

const link = 'https://lantern.example/password/reset/abc';

describe('composeMail', () => {
  it('should write the message in the reader’s language, as text and as HTML with the same link', () => {
    const mail = composeMail({
      kind: 'password_reset',
      language: 'fr',
      values: { name: 'Zoé', username: 'zoe', minutes: 60 },
      link,
    });
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Lantern');
    expect(mail.text).toContain('Bonjour Zoé,');
    expect(mail.text).toContain(`Choisir un nouveau mot de passe:\n${link}`);
    expect(mail.text).toContain('pendant 60 minutes');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('should fall back to English for a language Lantern does not speak', () => {
    const mail = composeMail({
      kind: 'password_changed',
      language: 'de',
      values: { name: 'A', username: 'a' },
    });
    expect(mail.subject).toBe('Your Lantern password was changed');
    expect(mail.html).not.toContain('href=');
  });

  it('should escape what people typed into the HTML', () => {
    const mail = composeMail({
      kind: 'email_change',
      language: 'en',
      values: { name: '<b>Eve</b>', email: 'eve@x.example', hours: 24 },
      link: 'https://x.example/?a=1&b="2"',
    });
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).toContain('href="https://x.example/?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).toContain('Hi <b>Eve</b>,');
  });

  it('should have every kind in the three languages, with the same values to fill in', () => {
    for (const [kind, languages] of Object.entries(MAIL_TEXTS)) {
      const placeholders = (lang: 'en' | 'fr' | 'es') =>
        [...JSON.stringify(languages[lang]).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      expect(placeholders('fr'), kind).toEqual(placeholders('en'));
      expect(placeholders('es'), kind).toEqual(placeholders('en'));
      expect(Boolean(languages.fr.action), kind).toBe(Boolean(languages.en.action));
      expect(Boolean(languages.es.action), kind).toBe(Boolean(languages.en.action));
    }
  });
});
