import { z } from 'zod';

/** The spec's response envelope: clients read `data`, `meta.pagination` and `last_update`. */
export const paginationSchema = z.object({
  total: z.number().int(),
  count: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    data,
    meta: z.object({ pagination: paginationSchema.optional() }).optional(),
    last_update: z.number().int().optional(),
  });
}

export type Envelope<T> = { data: T; meta?: { pagination?: Pagination }; last_update?: number };
