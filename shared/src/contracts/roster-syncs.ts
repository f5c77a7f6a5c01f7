import { z } from 'zod';
import { DEFAULT_MAX_DEACTIVATION_SHARE } from '../domain/rostering/deactivation-stop.js';
import { ROSTER_IMPORT_STATUSES } from './rostering.js';

// Roster API syncs: a district's OneRoster REST service or Clever district, read on a schedule or
// on demand through the same plan and writes as an uploaded export.

export const ROSTER_SYNC_KINDS = ['oneroster_rest', 'clever'] as const;
export type RosterSyncKind = (typeof ROSTER_SYNC_KINDS)[number];

/** Between scheduled runs: at most hourly (a district's roster changes daily), at least weekly. */
export const SYNC_INTERVAL_MINUTES = { min: 60, max: 7 * 24 * 60 } as const;

const id = z.number().int().positive();
const unixSeconds = z.number().int();
const url = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be an http or https address');

export const rosterSyncSchema = z.object({
  id,
  name: z.string(),
  kind: z.enum(ROSTER_SYNC_KINDS),
  base_url: z.string(),
  /** OneRoster REST: where the OAuth2 client-credentials token is asked for. */
  token_url: z.string().nullable(),
  client_id: z.string().nullable(),
  /** Whether a secret (OneRoster's client secret, Clever's district token) is stored; never the secret. */
  has_secret: z.boolean(),
  /** Null: only when asked ("sync now"). */
  interval_minutes: z.number().int().nullable(),
  max_deactivation_share: z.number(),
  enabled: z.boolean(),
  next_run_at: unixSeconds.nullable(),
  last_run: z
    .object({
      import_id: id,
      status: z.enum(ROSTER_IMPORT_STATUSES),
      at: unixSeconds,
      /** Why a failed run stopped, in the words the run recorded; null otherwise. */
      error: z.string().nullable(),
    })
    .nullable(),
});
export type RosterSync = z.infer<typeof rosterSyncSchema>;
export type RosterSyncLastRun = NonNullable<RosterSync['last_run']>;
export const rosterSyncListSchema = z.array(rosterSyncSchema);

const syncFields = {
  name: z.string().trim().min(1).max(120),
  kind: z.enum(ROSTER_SYNC_KINDS),
  base_url: url,
  token_url: url.nullable().default(null),
  client_id: z.string().trim().max(200).nullable().default(null),
  interval_minutes: z
    .number()
    .int()
    .min(SYNC_INTERVAL_MINUTES.min)
    .max(SYNC_INTERVAL_MINUTES.max)
    .nullable()
    .default(null),
  max_deactivation_share: z.number().min(0).max(1).default(DEFAULT_MAX_DEACTIVATION_SHARE),
  enabled: z.boolean().default(true),
};

/** A new source: its secret is required (OneRoster also needs its token address and client id). */
export const createRosterSyncSchema = z
  .object({ ...syncFields, secret: z.string().min(1).max(2000) })
  .superRefine((body, ctx) => {
    if (body.kind !== 'oneroster_rest') return;
    if (!body.token_url)
      ctx.addIssue({ code: 'custom', path: ['token_url'], message: 'required for OneRoster' });
    if (!body.client_id)
      ctx.addIssue({ code: 'custom', path: ['client_id'], message: 'required for OneRoster' });
  });
export type CreateRosterSync = z.infer<typeof createRosterSyncSchema>;

/** A change: the secret only when it is replaced (left out, the stored one stays). */
export const updateRosterSyncSchema = z.object({
  ...syncFields,
  secret: z.string().min(1).max(2000).optional(),
});
export type UpdateRosterSync = z.infer<typeof updateRosterSyncSchema>;

export const rosterSyncParamsSchema = z.object({ id: z.coerce.number().int().positive() });
