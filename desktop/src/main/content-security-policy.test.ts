import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CSP, CONSOLE_META_CSP, withConsoleCsp } from './content-security-policy.js';

const appOrigin = 'http://localhost:3000';

describe('console content security policy', () => {
  it('adds the console policy to responses from the app origin', () => {
    const headers = withConsoleCsp(
      'http://localhost:3000/console/',
      { 'content-type': ['text/html'] },
      appOrigin,
    );
    expect(headers).toEqual({ 'content-type': ['text/html'], 'Content-Security-Policy': [CONSOLE_CSP] });
  });

  it("keeps the server's own policy beside the console's", () => {
    const headers = withConsoleCsp(
      'http://localhost:3000/console/',
      { 'content-security-policy': ["default-src 'none'"] },
      appOrigin,
    );
    expect(headers).toEqual({ 'content-security-policy': ["default-src 'none'", CONSOLE_CSP] });
  });

  it('leaves responses from other origins untouched', () => {
    const original = { 'content-type': ['text/html'] };
    expect(withConsoleCsp('https://cdn.example.org/lib.js', original, appOrigin)).toBe(original);
  });

  it('forbids inline scripts, plugins and framing of the console', () => {
    expect(CONSOLE_CSP).toContain("script-src 'self';");
    expect(CONSOLE_CSP).toContain("object-src 'none'");
    expect(CONSOLE_CSP).toContain("frame-ancestors 'none'");
  });

  it('lets the console connect to its own API origin only, sockets included', () => {
    const connectSrc = CONSOLE_CSP.split('; ').find((directive) => directive.startsWith('connect-src '));
    expect(connectSrc).toBe("connect-src 'self'");
  });

  it('is the policy the console page declares in its meta tag, plus frame-ancestors', () => {
    const html = readFileSync(new URL('../renderer/index.html', import.meta.url), 'utf8');
    const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(html);
    expect(meta?.[1]).toBe(CONSOLE_META_CSP);
    expect(CONSOLE_CSP).toBe(`${CONSOLE_META_CSP}; frame-ancestors 'none'`);
  });

  it('keeps frame-ancestors out of the meta tag, where browsers ignore it with an error', () => {
    expect(CONSOLE_META_CSP).not.toContain('frame-ancestors');
  });
});
