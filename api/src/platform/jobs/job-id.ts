import { createHash } from 'node:crypto';

/**
 * The job id a keyed send uses: the same queue and key always give the same UUID, so pg-boss's
 * insert (ON CONFLICT DO NOTHING on the id) accepts a keyed job once however many instances send it.
 */
export function jobIdForKey(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex').slice(0, 32).split('');
  // RFC 9562 version 8 (custom) with the RFC variant bits, so PostgreSQL's uuid type takes it.
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
