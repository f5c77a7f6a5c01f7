import { z } from 'zod';
import { ROSTER_KINDS } from '../domain/rostering/roster-records.js';
import { REFUSAL_RULES } from '../domain/rostering/roster-refusals.js';

// OneRoster CSV imports: upload a district's export, read the preview, apply it, follow it.

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
const unixSeconds = z.number().int();

export const ROSTER_IMPORT_STATUSES = [
  // Read and planned; nothing written yet.
  'previewed',
  // The archive as a whole cannot be taken (a missing file, no single district): nothing to apply.
  'refused',
  'queued',
  'applying',
  'applied',
  'failed',
  // A roster API sync being read and planned (the others are an upload's too).
  'syncing',
  // A sync that would deactivate more than its source's share of a school: waits for a superuser.
  'needs_approval',
  // A stopped sync a superuser chose not to apply.
  'discarded',
] as const;
export type RosterImportStatus = (typeof ROSTER_IMPORT_STATUSES)[number];

const kindCountsSchema = z.object({ create: count, update: count, deactivate: count, unchanged: count });
export const rosterCountsSchema = z.object(
  Object.fromEntries(ROSTER_KINDS.map((kind) => [kind, kindCountsSchema])) as Record<
    (typeof ROSTER_KINDS)[number],
    typeof kindCountsSchema
  >,
);
export type RosterCounts = z.infer<typeof rosterCountsSchema>;

export const rosterRefusalSchema = z.object({
  file: z.string(),
  /** The header is line 1; 0 is the file as a whole. */
  line: count,
  field: z.string().nullable(),
  rule: z.enum(REFUSAL_RULES),
  value: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The refusal in English; the console words it from `rule`, `field`, `value` and `params`. */
  message: z.string(),
});
export type RosterRefusalView = z.infer<typeof rosterRefusalSchema>;

export const rosterImportFileSchema = z.object({
  name: z.string(),
  mode: z.enum(['bulk', 'delta']),
  rows: count,
  refused: count,
});
export type RosterImportFile = z.infer<typeof rosterImportFileSchema>;

export const ROSTER_IMPORT_PHASES = ['reading', ...ROSTER_KINDS, 'signing_out'] as const;
export const rosterImportProgressSchema = z.object({
  phase: z.enum(ROSTER_IMPORT_PHASES),
  /** Records written so far, of `total` to write (creates, updates and deactivations). */
  processed: count,
  total: count,
});
export type RosterImportProgress = z.infer<typeof rosterImportProgressSchema>;

/** Why a sync stopped: each school past its source's share, with its people active and leaving. */
export const rosterStopSchema = z.object({
  max_share: z.number().min(0).max(1),
  schools: z.array(
    z.object({ sourced_id: z.string(), name: z.string(), active: count, deactivating: count }),
  ),
});
export type RosterStop = z.infer<typeof rosterStopSchema>;

/** Where an import stands: what the console polls while it is applied. */
export const rosterImportStateSchema = z.object({
  id,
  status: z.enum(ROSTER_IMPORT_STATUSES),
  progress: rosterImportProgressSchema.nullable(),
  /** What applying it changed. */
  result: rosterCountsSchema.nullable(),
  error: z.string().nullable(),
  started_at: unixSeconds.nullable(),
  finished_at: unixSeconds.nullable(),
  /** Why a sync waits for approval (kept once decided, to show what was decided on). */
  stop: rosterStopSchema.nullable(),
});
export type RosterImportState = z.infer<typeof rosterImportStateSchema>;

export const rosterImportSchema = rosterImportStateSchema.extend({
  file_name: z.string(),
  uploaded_at: unixSeconds,
  uploaded_by: z.object({ id, first_name: z.string(), last_name: z.string() }),
  district: z.object({ sourced_id: z.string(), name: z.string() }).nullable(),
  files: z.array(rosterImportFileSchema),
  /** What applying it would change, as planned when it was read. */
  preview: rosterCountsSchema.nullable(),
  refused_total: count,
  /** The roster API sync that made it; null for an uploaded export. */
  sync: z.object({ id, name: z.string() }).nullable(),
});
export type RosterImport = z.infer<typeof rosterImportSchema>;
export const rosterImportListSchema = z.array(rosterImportSchema);

/** The refusals kept with an import (the first of them when there are more). */
export const ROSTER_REFUSALS_KEPT = 10_000;

export const rosterImportPreviewSchema = rosterImportSchema.extend({
  refusals: z.array(rosterRefusalSchema),
});
export type RosterImportPreview = z.infer<typeof rosterImportPreviewSchema>;

export const rosterImportParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Recent imports shown on the console's rostering screen. */
export const ROSTER_IMPORTS_LISTED = 20;
