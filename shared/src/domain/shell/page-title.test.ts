import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title.js';

describe('pageTitle', () => {
  it('puts the page title before the product name', () => {
    expect(pageTitle('Review center')).toBe('Review center | Lantern');
  });

  it('falls back to Home when the page sets no title', () => {
    expect(pageTitle()).toBe('Home | Lantern');
    expect(pageTitle(null)).toBe('Home | Lantern');
  });

  it('falls back to Home for a blank title', () => {
    expect(pageTitle('   ')).toBe('Home | Lantern');
  });

  it('keeps dollar signs in a title literally', () => {
    expect(pageTitle('Save $& more')).toBe('Save $& more | Lantern');
  });
});
