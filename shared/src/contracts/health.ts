import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  realtime: z.enum(['local', 'redis']),
  time: z.number().int(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
