import { z } from 'zod';

export const healthSchema = z.object({
  /** 'degraded' (with 503) while a part below is down. */
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  realtime: z.enum(['local', 'redis']),
  /** 'none' when the instance runs without REDIS_URL (its sockets stay local). */
  redis: z.enum(['up', 'down', 'none']),
  time: z.number().int(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
