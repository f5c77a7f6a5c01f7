/**
 * Paths of the keys in `sent` that a schema's parse dropped from `parsed`: zod strips keys its
 * objects do not declare, so comparing the two finds them at any depth without a strict twin of
 * every schema. Keys holding `undefined` are ignored, as JSON drops them anyway.
 */
export function undeclaredKeys(sent: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed))
    return sent.flatMap((item, index) => undeclaredKeys(item, parsed[index], `${path}[${index}]`));
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    if (value === undefined) return [];
    if (!Object.hasOwn(parsed, key)) return [at];
    return undeclaredKeys(value, parsed[key], at);
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
