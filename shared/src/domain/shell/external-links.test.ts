import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINK_ENV, externalLinksFrom } from './external-links.js';

describe('externalLinksFrom', () => {
  it('should take only https addresses from the build environment', () => {
    expect(
      externalLinksFrom({
        VITE_LANTERN_BLOG_URL: 'https://blog.example.org',
        VITE_LANTERN_TUTOR_TRAINING_URL: 'javascript:alert(1)',
        VITE_LANTERN_TUTORING_TOOLS_URL: '',
        VITE_LANTERN_TEACHER_ACADEMY_URL: 'http://academy.example.org',
      }),
    ).toEqual({ 'superuser.blog': 'https://blog.example.org' });
  });

  it('should read every link from its own variable', () => {
    const env = Object.fromEntries(
      Object.entries(EXTERNAL_LINK_ENV).map(([id, name]) => [name, `https://example.org/${id}`]),
    );
    const links = externalLinksFrom(env);
    expect(Object.keys(links).sort()).toEqual(Object.keys(EXTERNAL_LINK_ENV).sort());
    for (const [id, address] of Object.entries(links)) expect(address).toBe(`https://example.org/${id}`);
  });
});
