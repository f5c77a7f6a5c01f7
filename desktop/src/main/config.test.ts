import { describe, expect, it } from 'vitest';
import { loadDesktopConfig } from './config.js';

describe('desktop config', () => {
  it('opens the console of a local API server when LANTERN_API_URL is not set', () => {
    expect(loadDesktopConfig({})).toEqual({
      ok: true,
      config: {
        consoleUrl: 'http://localhost:3000/console/',
        appOrigin: 'http://localhost:3000',
        awayAfterSeconds: 300,
      },
    });
  });

  it('treats a blank LANTERN_API_URL as not set', () => {
    const result = loadDesktopConfig({ LANTERN_API_URL: '  ' });
    expect(result.ok && result.config.consoleUrl).toBe('http://localhost:3000/console/');
  });

  it('opens the console below the API URL, with or without a trailing slash or a path prefix', () => {
    const consoleUrl = (value: string) => {
      const result = loadDesktopConfig({ LANTERN_API_URL: value });
      return result.ok ? result.config.consoleUrl : result.error;
    };
    expect(consoleUrl('https://lantern.example.org')).toBe('https://lantern.example.org/console/');
    expect(consoleUrl('https://lantern.example.org/')).toBe('https://lantern.example.org/console/');
    expect(consoleUrl('https://example.org/lantern')).toBe('https://example.org/lantern/console/');
  });

  it('locks the app to the origin of the API URL, ignoring its path', () => {
    const result = loadDesktopConfig({ LANTERN_API_URL: 'https://example.org:8443/lantern/' });
    expect(result.ok && result.config.appOrigin).toBe('https://example.org:8443');
  });

  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'ftp://lantern.example.org',
    'localhost:3000',
    'not a url',
  ])('refuses %s, which is not an http(s) URL', (value) => {
    expect(loadDesktopConfig({ LANTERN_API_URL: value })).toEqual({
      ok: false,
      error: 'LANTERN_API_URL must be an http:// or https:// URL',
    });
  });

  it('refuses an API URL with credentials, a query or a fragment', () => {
    for (const value of [
      'https://user:secret@lantern.example.org',
      'https://lantern.example.org/?a=1',
      'https://x.org/#f',
    ]) {
      expect(loadDesktopConfig({ LANTERN_API_URL: value }).ok).toBe(false);
    }
  });
});

describe('the away threshold', () => {
  const threshold = (value: string) => {
    const result = loadDesktopConfig({ LANTERN_AWAY_AFTER_SECONDS: value });
    return result.ok ? result.config.awayAfterSeconds : result.error;
  };

  it('takes LANTERN_AWAY_AFTER_SECONDS in seconds, five minutes when blank', () => {
    expect(threshold('120')).toBe(120);
    expect(threshold(' ')).toBe(300);
  });

  it.each([
    ['5', 'LANTERN_AWAY_AFTER_SECONDS must be at least 10'],
    ['7200', 'LANTERN_AWAY_AFTER_SECONDS must be at most 3600'],
    ['90.5', 'LANTERN_AWAY_AFTER_SECONDS must be a whole number of seconds'],
    ['soon', 'LANTERN_AWAY_AFTER_SECONDS must be a number of seconds'],
  ])('refuses %s, saying why', (value, error) => {
    expect(threshold(value)).toBe(error);
  });
});
