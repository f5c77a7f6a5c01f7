import { isSafeRedirect } from '../auth/post-login-redirect.js';

export const DEFAULT_RETURN_TITLE = 'Back';

export interface ReturnBanner {
  url: string;
  title: string;
  /** Same-site path: navigate in the app. Otherwise load the page in full. */
  internal: boolean;
}

/** Anything with `get`, such as `URLSearchParams`. */
export interface QueryReader {
  get(name: string): string | null;
}

/**
 * The "back to ..." banner asked for by `return_url`. An external address must be plain
 * http(s): the back button navigates to it, so a `javascript:` URL would run script.
 */
export function returnBanner(query: QueryReader): ReturnBanner | null {
  const url = query.get('return_url')?.trim();
  if (!url) return null;
  const title = query.get('return_title')?.trim() || DEFAULT_RETURN_TITLE;
  if (isSafeRedirect(url)) return { url, title, internal: true };
  return isHttpUrl(url) ? { url, title, internal: false } : null;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
