import { inspect } from 'node:util';

/** A start-up failure whose message already names the cause and the fix: no stack trace needed. */
export class StartupError extends Error {}

/**
 * One readable sentence for anything thrown: an Error's message (with its causes), or a thrown
 * non-Error as JSON, so a failed start never prints a bare `undefined` or `{}`.
 */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && !error.message)
    return error.errors.map((inner: unknown) => describeError(inner)).join('; ');
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message = error.message || (code ? `${error.name} ${code}` : `${error.name} with no message`);
    return error.cause === undefined ? message : `${message}\n  caused by: ${describeError(error.cause)}`;
  }
  if (error === undefined || error === null)
    return `an unknown failure (${String(error)} was thrown, with no message)`;
  if (typeof error === 'string') return error || 'an unknown failure (an empty string was thrown)';
  try {
    const json = JSON.stringify(error);
    if (json !== undefined && json !== '{}') return json;
  } catch {
    // Circular or not serialisable: inspect copes with both.
  }
  return inspect(error, { depth: 3, breakLength: Infinity });
}
