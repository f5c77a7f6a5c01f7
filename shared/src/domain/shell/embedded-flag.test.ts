import { describe, expect, it } from 'vitest';
import {
  embeddableOnlyPath,
  embeddingRedirect,
  isEmbeddedFlagOn,
  unembeddablePath,
} from './embedded-flag.js';

describe('isEmbeddedFlagOn', () => {
  it.each(['off', 'no', 'false', '0', 'OFF', 'No', 'FALSE', ' false '])('%j turns the flag off', (value) => {
    expect(isEmbeddedFlagOn(value)).toBe(false);
  });

  it.each(['1', 'true', 'yes', 'on', 'chrome-extension', ''])('%j turns the flag on', (value) => {
    expect(isEmbeddedFlagOn(value)).toBe(true);
  });

  it('is off when the flag is absent', () => {
    expect(isEmbeddedFlagOn(null)).toBe(false);
    expect(isEmbeddedFlagOn(undefined)).toBe(false);
  });
});

describe('fallback paths', () => {
  it('encodes the full path of an embeddable-only page', () => {
    expect(embeddableOnlyPath('/embedded/student/instant-feedback/3?x=1&y=2')).toBe(
      '/embeddable-only?to=%2Fembedded%2Fstudent%2Finstant-feedback%2F3%3Fx%3D1%26y%3D2',
    );
  });

  it('encodes the full path of an unembeddable page', () => {
    expect(unembeddablePath('/student/settings?tab=account')).toBe(
      '/embedded/unembeddable?to=%2Fstudent%2Fsettings%3Ftab%3Daccount',
    );
  });
});

describe('embeddingRedirect', () => {
  it('keeps an embeddable page where it is in both modes', () => {
    expect(embeddingRedirect({ embeddable: true }, true, '/student/sessions')).toBeNull();
    expect(embeddingRedirect({ embeddable: true }, false, '/student/sessions')).toBeNull();
  });

  it('sends an unembeddable page opened in the extension to the unembeddable fallback', () => {
    expect(embeddingRedirect({ embeddable: false }, true, '/student/settings')).toBe(
      '/embedded/unembeddable?to=%2Fstudent%2Fsettings',
    );
  });

  it('leaves an unembeddable page alone outside the extension', () => {
    expect(embeddingRedirect({ embeddable: false }, false, '/student/settings')).toBeNull();
  });

  it('sends an embeddable-only page opened outside the extension to the embeddable-only fallback', () => {
    expect(embeddingRedirect({ embeddable: 'only' }, false, '/embedded/student/instant-feedback/1')).toBe(
      '/embeddable-only?to=%2Fembedded%2Fstudent%2Finstant-feedback%2F1',
    );
  });

  it('leaves an embeddable-only page alone inside the extension', () => {
    expect(
      embeddingRedirect({ embeddable: 'only' }, true, '/embedded/student/instant-feedback/1'),
    ).toBeNull();
  });

  it('moves to the declared embedded version inside the extension', () => {
    const route = { embeddable: true, embeddedPath: '/embedded/student/classroom' } as const;
    expect(embeddingRedirect(route, true, '/student/classroom')).toBe('/embedded/student/classroom');
  });

  it('does not redirect a page to itself when already on its embedded version', () => {
    const route = { embeddable: true, embeddedPath: '/embedded/student/classroom' } as const;
    expect(embeddingRedirect(route, true, '/embedded/student/classroom?x=1')).toBeNull();
  });

  it('moves to the declared full version outside the extension', () => {
    const route = { embeddable: 'only', unembeddedPath: '/student/review-center' } as const;
    expect(embeddingRedirect(route, false, '/embedded/student/review-center')).toBe('/student/review-center');
  });
});
