// Errors that mean "PostgreSQL is not there right now" rather than "this request is wrong": the
// server is restarting, refused or dropped the connection. They deserve a 503 the client may retry.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  // PostgreSQL's connection_exception class, and admin/crash shutdown, cannot_connect_now.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);
// node-postgres says so in words only, with no code.
const UNREACHABLE_MESSAGES = [/^Connection terminated/, /^Client has encountered a connection error/];

/** Whether `error`, or an error it wraps, says the database could not be reached. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (UNREACHABLE_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : '')))
      return true;
    current = current.cause;
  }
  return false;
}
