import { describe, expect, it } from 'vitest';
import { isCrossSite } from './cross-site.js';

const host = 'lantern.example:3000';

describe('isCrossSite', () => {
  it.each([
    ['cross-site', undefined, true],
    ['same-site', undefined, true],
    ['same-origin', undefined, false],
    ['none', undefined, false],
    [undefined, undefined, false],
    [undefined, 'http://lantern.example:3000', false],
    [undefined, 'https://lantern.example:3000', false],
    [undefined, 'http://evil.example', true],
    [undefined, 'http://lantern.example:3001', true],
    [undefined, 'null', true],
    [undefined, 'not a url', true],
    ['same-origin', 'http://evil.example', true],
  ])('Sec-Fetch-Site %s with Origin %s is cross-site: %s', (secFetchSite, origin, expected) => {
    expect(isCrossSite({ secFetchSite, origin, host })).toBe(expected);
  });
});
