import { z } from 'zod';

/**
 * Whether Lantern's AI may be offered: `none` when no AI provider is set up (nothing AI is shown to
 * students; staff see why), `available`, or `unavailable` for a while, with the reason staff are
 * told: the provider is failing, or the school has used today's calls (`AI_DAILY_CALLS_PER_SCHOOL`).
 */
export const AI_STATES = ['none', 'available', 'unavailable'] as const;
export type AiState = (typeof AI_STATES)[number];

export const AI_UNAVAILABLE_REASONS = ['provider_failing', 'daily_budget'] as const;
export type AiUnavailableReason = (typeof AI_UNAVAILABLE_REASONS)[number];

/** GET /ai/status for the signed-in person's school; the essay review carries the essay student's. */
export const aiStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('none'), reason: z.null() }),
  z.object({ state: z.literal('available'), reason: z.null() }),
  z.object({ state: z.literal('unavailable'), reason: z.enum(AI_UNAVAILABLE_REASONS) }),
]);
export type AiStatus = z.infer<typeof aiStatusSchema>;
