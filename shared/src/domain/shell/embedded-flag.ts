import { pathOf } from '../routing/path-match.js';

const OFF_VALUES: readonly string[] = ['off', 'no', 'false', '0'];

/**
 * Whether the app runs inside the browser extension. The flag is on as soon as it is present
 * (a bare `?embedded` included) unless its value is one of the spec's "off" words.
 */
export function isEmbeddedFlagOn(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return !OFF_VALUES.includes(value.trim().toLowerCase());
}

/** true: works both ways; 'only': works only embedded; false: never embedded. */
export type Embeddability = true | 'only' | false;

export interface EmbeddingRoute {
  embeddable: Embeddability;
  /** Where this page lives inside the extension, if it has a dedicated embedded version. */
  embeddedPath?: string;
  /** Where this page lives outside the extension, if it has a dedicated full version. */
  unembeddedPath?: string;
}

export function embeddableOnlyPath(fullPath: string): string {
  return `/embeddable-only?to=${encodeURIComponent(fullPath)}`;
}

export function unembeddablePath(fullPath: string): string {
  return `/embedded/unembeddable?to=${encodeURIComponent(fullPath)}`;
}

/** Where to send the user so the page matches the embedding mode, or null to stay. */
export function embeddingRedirect(route: EmbeddingRoute, embedded: boolean, fullPath: string): string | null {
  const path = pathOf(fullPath);
  if (embedded) {
    if (route.embeddedPath && route.embeddedPath !== path) return route.embeddedPath;
    return route.embeddable === false ? unembeddablePath(fullPath) : null;
  }
  if (route.unembeddedPath && route.unembeddedPath !== path) return route.unembeddedPath;
  return route.embeddable === 'only' ? embeddableOnlyPath(fullPath) : null;
}
