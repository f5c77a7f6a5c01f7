/**
 * Lines of `text` no wider than `width` as `measure` measures them: broken at spaces, at the
 * writer's own line breaks (a blank line stays a blank line), and, for a word longer than the
 * whole line (a pasted address), inside the word.
 */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (measure(rest) > width) {
        const cut = longestFit(rest, width, measure);
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** How many of `word`'s characters fit (at least one, whole code points). */
function longestFit(word: string, width: number, measure: (text: string) => number): number {
  const characters = Array.from(word);
  let fit = 1;
  while (fit < characters.length && measure(characters.slice(0, fit + 1).join('')) <= width) fit += 1;
  return characters.slice(0, fit).join('').length;
}
