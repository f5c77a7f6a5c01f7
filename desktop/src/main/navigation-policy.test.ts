import { describe, expect, it } from 'vitest';
import { decideNavigation, isAppUrl } from './navigation-policy.js';

const appOrigin = 'https://lantern.example.org';

describe('navigation policy', () => {
  it('keeps pages of the app origin inside the window', () => {
    expect(decideNavigation('https://lantern.example.org/console/tutor/classroom', appOrigin)).toBe('allow');
    expect(decideNavigation('https://lantern.example.org/console/?return_url=%2Ftutor', appOrigin)).toBe(
      'allow',
    );
  });

  it('sends other web pages to the OS browser', () => {
    expect(decideNavigation('https://help.lantern.example.org/training', appOrigin)).toBe('open-external');
    expect(decideNavigation('http://example.com/page', appOrigin)).toBe('open-external');
  });

  it('treats another port or scheme of the same host as another site', () => {
    expect(decideNavigation('https://lantern.example.org:8443/console/', appOrigin)).toBe('open-external');
    expect(decideNavigation('http://lantern.example.org/console/', appOrigin)).toBe('open-external');
  });

  it.each([
    'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>',
    'javascript:alert(1)',
    'smb://fileserver/share',
    'ms-msdt:/id PCWDiagnostic',
    'mailto:support@lantern.example.org',
    'not a url',
  ])('refuses %s', (target) => {
    expect(decideNavigation(target, appOrigin)).toBe('deny');
  });

  it('refuses links that hide their real host behind credentials', () => {
    expect(decideNavigation('https://lantern.example.org@evil.example/login', appOrigin)).toBe('deny');
    expect(decideNavigation('https://user:pass@lantern.example.org/console/', appOrigin)).toBe('deny');
  });

  it('recognises app URLs by exact origin', () => {
    expect(isAppUrl('https://lantern.example.org/console/', appOrigin)).toBe(true);
    expect(isAppUrl('https://lantern.example.org.evil.example/console/', appOrigin)).toBe(false);
    expect(isAppUrl('data:text/html,hello', appOrigin)).toBe(false);
    expect(isAppUrl('', appOrigin)).toBe(false);
  });
});
