import { createHash } from 'node:crypto';

/**
 * What this deployment puts before its Redis keys and socket.io channels. REDIS_PREFIX when set;
 * otherwise a hash of the database server and name, so two Lanterns sharing a Redis (pub/sub ignores
 * database numbers) stay apart while instances of one deployment, on one database, share. The user
 * and password are left out: they identify nobody's data and may change.
 */
export function redisPrefix(configured: string | undefined, databaseUrl: string): string {
  if (configured) return configured;
  const url = new URL(databaseUrl);
  const place = `${url.hostname.toLowerCase()}:${url.port || '5432'}${url.pathname}`;
  return `lantern-${createHash('sha256').update(place).digest('hex').slice(0, 12)}`;
}
