import { describe, expect, it } from 'vitest';
import { toConsoleHref, toRouterPath } from './console-paths.js';

describe('console paths', () => {
  it('should put router paths under /console for links', () => {
    expect(toConsoleHref('/tutor')).toBe('/console/tutor');
    expect(toConsoleHref('/')).toBe('/console/');
  });

  it('should give the router path back for console addresses only', () => {
    expect(toRouterPath('/console/tutor-manager/services')).toBe('/tutor-manager/services');
    expect(toRouterPath('/console')).toBe('/');
    expect(toRouterPath('/console/')).toBe('/');
    expect(toRouterPath('/consoles')).toBeNull();
    expect(toRouterPath('/trouble-logging-in')).toBeNull();
  });
});
