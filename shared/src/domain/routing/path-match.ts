/** The path part of a router location, without query string or fragment. */
export function pathOf(fullPath: string): string {
  const end = fullPath.search(/[?#]/);
  return end === -1 ? fullPath : fullPath.slice(0, end);
}

/**
 * True when `path` is `prefix` itself or lies below it. Matching on whole segments keeps
 * `/student/classroom-tips` from counting as part of `/student/classroom`.
 */
export function isPathUnder(path: string, prefix: string): boolean {
  const bare = pathOf(path).replace(/\/+$/, '') || '/';
  return bare === prefix || bare.startsWith(`${prefix}/`);
}

/**
 * Of several prefixes, the longest `path` lies under, or null. A page under both `/services` and
 * `/services/breaks-center` belongs to the second: only one navbar entry is the current page.
 */
export function mostSpecificPrefix(prefixes: readonly string[], path: string): string | null {
  let best: string | null = null;
  for (const prefix of prefixes) {
    if (isPathUnder(path, prefix) && (best === null || prefix.length > best.length)) best = prefix;
  }
  return best;
}
