/**
 * What a client does after the server refuses its socket with `invalid_token` (spec, error
 * catalogue): retry up to 5 times 1000 ms apart with a refreshed token, then reload the page,
 * but never more than once per 30 s.
 */
export const SOCKET_RETRY = {
  maxRetries: 5,
  delayMs: 1000,
  reconnectWaitMs: 5000,
  reloadGuardMs: 30_000,
} as const;

export type InvalidTokenDecision =
  { action: 'retry'; delayMs: number } | { action: 'reload' } | { action: 'give-up' };

export function decideAfterInvalidToken(
  attempt: number,
  lastReloadAtMs: number | null,
  nowMs: number,
): InvalidTokenDecision {
  if (attempt < SOCKET_RETRY.maxRetries) return { action: 'retry', delayMs: SOCKET_RETRY.delayMs };
  if (lastReloadAtMs === null || nowMs - lastReloadAtMs >= SOCKET_RETRY.reloadGuardMs)
    return { action: 'reload' };
  return { action: 'give-up' };
}
