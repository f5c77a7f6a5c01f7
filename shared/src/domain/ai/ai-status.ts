import type { AiStatus, AiUnavailableReason } from '../../contracts/ai.js';

/**
 * Failed provider calls in a row after which the AI counts as failing: one hiccup (a single
 * question the model could not answer) does not withdraw the AI from everyone.
 */
export const AI_FAILURES_BEFORE_UNAVAILABLE = 3;

/** How long a failing provider stays unavailable before the next call is allowed to try it again. */
export const AI_FAILING_PAUSE_SECONDS = 60;

/** What an instance has seen of its provider's last calls. */
export interface AiProviderHealth {
  /** Calls that failed since the last one that answered. */
  consecutiveFailures: number;
  /** When the last of them failed (unix seconds); null when none has. */
  lastFailureAt: number | null;
}

export interface AiStatusInput {
  /** An AI provider is set up (AI_BASE_URL). */
  configured: boolean;
  health: AiProviderHealth;
  /** The school may still make a call today. */
  budgetLeft: boolean;
}

/** Whether the AI may be offered now: no provider, a failing one, a spent day, or available. */
export function aiStatus({ configured, health, budgetLeft }: AiStatusInput, now: number): AiStatus {
  if (!configured) return { state: 'none', reason: null };
  if (isProviderFailing(health, now)) return { state: 'unavailable', reason: 'provider_failing' };
  if (!budgetLeft) return { state: 'unavailable', reason: 'daily_budget' };
  return { state: 'available', reason: null };
}

/** Failed often enough in a row, and recently enough that trying again now would fail too. */
export function isProviderFailing(health: AiProviderHealth, now: number): boolean {
  return (
    health.consecutiveFailures >= AI_FAILURES_BEFORE_UNAVAILABLE &&
    health.lastFailureAt !== null &&
    now - health.lastFailureAt < AI_FAILING_PAUSE_SECONDS
  );
}

/** Why an AI action is withdrawn, as the shared `ai.withdrawn.*` texts say it. */
export type AiWithdrawnReason = 'none' | AiUnavailableReason;

/**
 * How an AI choice shows: students never see an AI choice without a provider (there is nothing to
 * explain to them); staff see the choice withdrawn with the reason, so they know why it is off.
 * While it is unavailable both see it withdrawn, with the same words.
 */
export type AiOffer =
  { kind: 'hidden' } | { kind: 'offered' } | { kind: 'withdrawn'; reason: AiWithdrawnReason };

export function aiOffer(status: AiStatus, audience: 'student' | 'staff'): AiOffer {
  if (status.state === 'available') return { kind: 'offered' };
  if (status.state === 'unavailable') return { kind: 'withdrawn', reason: status.reason };
  return audience === 'student' ? { kind: 'hidden' } : { kind: 'withdrawn', reason: 'none' };
}

/**
 * What a 503 `ai_unavailable` refusal says of the AI, from its details: the reason it names, or,
 * naming none, that there is no provider.
 */
export function aiStatusFromRefusal(details: unknown): AiStatus {
  const reason = (details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' && Object.hasOwn(UNAVAILABLE_REASONS, reason)
    ? { state: 'unavailable', reason: reason as AiUnavailableReason }
    : { state: 'none', reason: null };
}

// Every reason the contract knows (a missing one does not compile), without importing the contract's
// schemas: the student's live-help pages carry this file, and the schemas belong to another chunk.
const UNAVAILABLE_REASONS: Readonly<Record<AiUnavailableReason, true>> = {
  provider_failing: true,
  daily_budget: true,
};
