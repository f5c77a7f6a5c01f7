/**
 * An account erased on request keeps its row (so the trail still adds up) under this username
 * prefix, with nothing else of the person left. It is never changed or brought back.
 */
export const ERASED_PREFIX = 'erased-';

export function isErasedAccount(username: string): boolean {
  return username.startsWith(ERASED_PREFIX);
}
