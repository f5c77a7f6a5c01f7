import { z } from 'zod';
import { RETURN_DAYS } from '../domain/analytics/reach.js';
import { MIN_CELL } from '../domain/analytics/small-cells.js';

/**
 * Reach and return (beyond the spec), `GET /admin/dashboard/reach` with the dashboard's filters:
 * of the licensed students, who used Lantern in the range and who came back on another New York
 * day (shared/src/domain/analytics/reach.ts), by school, by grade and, when every school counted
 * belongs to a district that turned demographics on, by subgroup. A count under `min_cell` is
 * never sent (shared/src/domain/analytics/small-cells.ts).
 */

/** A count as it may be shown: the number, too small to show, or hidden so another cannot be worked out. */
export const reachCellSchema = z.union([
  z.number().int().nonnegative(),
  z.literal('fewer_than_10'),
  z.literal('suppressed'),
]);
export type ReachCell = z.infer<typeof reachCellSchema>;

export const reachRowSchema = z.object({
  /** The school id, the grade id (-1: no grade) or the subgroup's value. */
  key: z.string(),
  /** The school's or grade's name; a subgroup's value again (the apps name it in the reader's language). */
  label: z.string(),
  licensed: reachCellSchema,
  reached: reachCellSchema,
  returned: reachCellSchema,
  /** Of the licensed, in percent (one decimal unless whole); null when either count is hidden. */
  reached_percentage: z.number().nonnegative().nullable(),
  returned_percentage: z.number().nonnegative().nullable(),
});
export type ReachRow = z.infer<typeof reachRowSchema>;

export const reachTableSchema = z.object({ rows: z.array(reachRowSchema), total: reachRowSchema });
export type ReachTable = z.infer<typeof reachTableSchema>;

export const REACH_SUBGROUPS = ['sex', 'race_ethnicity', 'english_learner', 'iep_or_504'] as const;
export type ReachSubgroup = (typeof REACH_SUBGROUPS)[number];

/** The values a subgroup's rows are keyed by; `not_recorded` when the roster did not say. */
export const SUBGROUP_VALUES = {
  sex: ['female', 'male', 'other', 'unspecified', 'not_recorded'],
  race_ethnicity: [
    'hispanic_or_latino',
    'american_indian_or_alaska_native',
    'asian',
    'black_or_african_american',
    'native_hawaiian_or_other_pacific_islander',
    'white',
    'two_or_more_races',
    'not_recorded',
  ],
  english_learner: ['yes', 'no', 'not_recorded'],
  iep_or_504: ['yes', 'no', 'not_recorded'],
} as const satisfies Record<ReachSubgroup, readonly string[]>;

export const reachSchema = z.object({
  /** Days of use that make a return (2), and the smallest count shown (10). */
  return_days: z.literal(RETURN_DAYS),
  min_cell: z.literal(MIN_CELL),
  by_school: reachTableSchema,
  by_grade: reachTableSchema,
  /** Whether demographics are on for every school counted; the subgroups come only then. */
  demographics_enabled: z.boolean(),
  by_subgroup: z.array(z.object({ subgroup: z.enum(REACH_SUBGROUPS), table: reachTableSchema })).nullable(),
});
export type Reach = z.infer<typeof reachSchema>;
