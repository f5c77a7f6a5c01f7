/**
 * Every word (five at most) must be found in the first name, the last name or the username of the
 * user aliased `alias`; the words are matched literally (`%` and `_` are not wildcards).
 */
export function nameFilter(search: string | undefined, alias: string): { where: string; params: string[] } {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return { where: '', params: [] };
  const like = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return {
    where: words
      .map(() => `(${alias}.first_name ilike ? or ${alias}.last_name ilike ? or ${alias}.username ilike ?)`)
      .join(' and '),
    params: words.flatMap((word) => [like(word), like(word), like(word)]),
  };
}
