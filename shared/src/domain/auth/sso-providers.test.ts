import { describe, expect, it } from 'vitest';
import { isSsoProvider, nameSlug, SSO_ENTRY_PATHS, ssoStartPath } from './sso-providers.js';

describe('single sign-on providers', () => {
  it('knows the four providers and nothing else', () => {
    expect(['google', 'clever', 'classlink', 'auth0'].every(isSsoProvider)).toBe(true);
    expect(isSsoProvider('facebook')).toBe(false);
    expect(isSsoProvider('Google')).toBe(false);
  });

  it('starts every spec entry path at its provider', () => {
    expect(SSO_ENTRY_PATHS['/clever/instant-login']).toBe('clever');
    expect(SSO_ENTRY_PATHS['/classlink/launchpad-login']).toBe('classlink');
    expect(SSO_ENTRY_PATHS['/login/initiate-auth0']).toBe('auth0');
    expect(ssoStartPath('google')).toBe('/api/auth/sso/google/start');
  });

  it('turns a school name into the slug its sign-in link uses', () => {
    expect(nameSlug('Maplewood High School')).toBe('maplewood-high-school');
    expect(nameSlug('  École Saint-Éloi (Nord) ')).toBe('ecole-saint-eloi-nord');
    expect(nameSlug('Riverside Unified School District')).toBe('riverside-unified-school-district');
  });
});
