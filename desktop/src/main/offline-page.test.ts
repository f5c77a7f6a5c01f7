import { describe, expect, it } from 'vitest';
import { isConsoleUnreachable, offlinePageUrl } from './offline-page.js';

const appOrigin = 'http://localhost:3000';
const consoleUrl = 'http://localhost:3000/console/';
const refused = {
  errorCode: -102,
  errorDescription: 'ERR_CONNECTION_REFUSED',
  validatedUrl: consoleUrl,
  isMainFrame: true,
};

const decode = (dataUrl: string) =>
  decodeURIComponent(dataUrl.replace(/^data:text\/html;charset=utf-8,/, ''));

describe('offline page', () => {
  it('is shown when the console page itself fails to load', () => {
    expect(isConsoleUnreachable(refused, appOrigin)).toBe(true);
  });

  it('is not shown for a navigation that was stopped or replaced', () => {
    expect(
      isConsoleUnreachable({ ...refused, errorCode: -3, errorDescription: 'ERR_ABORTED' }, appOrigin),
    ).toBe(false);
  });

  it('is not shown when only an embedded frame or another site fails', () => {
    expect(isConsoleUnreachable({ ...refused, isMainFrame: false }, appOrigin)).toBe(false);
    expect(isConsoleUnreachable({ ...refused, validatedUrl: 'https://cdn.example.org/x' }, appOrigin)).toBe(
      false,
    );
  });

  it('names the server and offers a retry link back to the console', () => {
    const html = decode(offlinePageUrl(consoleUrl, 'ERR_CONNECTION_REFUSED'));
    expect(html).toContain('Lantern can’t reach localhost:3000');
    expect(html).toContain(`<a href="${consoleUrl}" autofocus>Retry now</a>`);
    expect(html).toContain(`content="15;url=${consoleUrl}"`);
    expect(html).toContain('ERR_CONNECTION_REFUSED');
  });

  it('runs no script', () => {
    const html = decode(offlinePageUrl(consoleUrl, 'ERR_CONNECTION_REFUSED'));
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
  });

  it('escapes what it is given instead of rendering it as markup', () => {
    const html = decode(
      offlinePageUrl('http://localhost:3000/console/?a="b"', '<img src=x onerror=alert(1)>'),
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).toContain('href="http://localhost:3000/console/?a=&quot;b&quot;"');
  });
});
