import { describe, expect, it } from 'vitest';
import { returnBanner } from './return-banner.js';

const query = (search: string) => new URLSearchParams(search);

describe('returnBanner', () => {
  it('shows no banner without return_url', () => {
    expect(returnBanner(query('return_title=Classes'))).toBeNull();
  });

  it('shows no banner for a blank return_url', () => {
    expect(returnBanner(query('return_url=%20'))).toBeNull();
  });

  it('goes back in the app for a same-site path', () => {
    expect(returnBanner(query('return_url=%2Fteacher%2Fstudents&return_title=Students'))).toEqual({
      url: '/teacher/students',
      title: 'Students',
      internal: true,
    });
  });

  it('titles the banner Back when return_title is missing or blank', () => {
    expect(returnBanner(query('return_url=/teacher'))?.title).toBe('Back');
    expect(returnBanner(query('return_url=/teacher&return_title='))?.title).toBe('Back');
  });

  it('loads an external https page in full', () => {
    expect(returnBanner(query('return_url=https%3A%2F%2Flms.example%2Fcourse'))).toEqual({
      url: 'https://lms.example/course',
      title: 'Back',
      internal: false,
    });
  });

  it('treats a protocol-relative address as external, not as an in-app path', () => {
    expect(returnBanner(query('return_url=%2F%2Flms.example%2Fcourse'))).toBeNull();
  });

  it('refuses a javascript: address', () => {
    expect(returnBanner(query('return_url=javascript%3Aalert(1)'))).toBeNull();
  });

  it('refuses an address that is neither a path nor a URL', () => {
    expect(returnBanner(query('return_url=teacher%2Fstudents'))).toBeNull();
  });
});
