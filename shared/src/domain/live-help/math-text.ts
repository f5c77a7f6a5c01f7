/**
 * Formulas typed in chat text. A message is stored exactly as typed; the apps split it here to draw
 * its formulas. The rule, for anyone writing to the chat (and the composer's formula editor, which
 * writes through `insertFormula` so its formulas always come back as formulas):
 *
 * 1. `$$…$$` is a formula on its own line: anything up to the next `$$`, across lines too.
 * 2. `$…$` is a formula in the line. The opening `$` is followed by something other than a space,
 *    the closing `$` is preceded by something other than a space and not followed by a digit, and
 *    both sit on one line with no other `$` between them. So prices stay words: "$5 and $6",
 *    "$5-$10", "it costs $5, or $6." are text, and "$x^2$" is a formula.
 * 3. `\$` outside a formula is a plain dollar sign (the backslash is not shown), so "\$x$" is text;
 *    inside one it is TeX's own dollar sign and does not end the formula.
 * 4. A formula with nothing in it (`$$ $$`) is text, and so is anything else: a `$` left open, or a
 *    `$$` with no partner, reads as typed.
 */

export type MathTextPart =
  | { kind: 'text'; text: string }
  /** `tex` is what goes to the typesetter; `source` is the part as typed, delimiters and all. */
  | { kind: 'math'; tex: string; display: boolean; source: string };

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** Where the inline formula opened at `open` closes, or -1 when that `$` is only a dollar sign. */
function inlineEnd(text: string, open: number): number {
  const first = text[open + 1];
  if (first === undefined || isSpace(first)) return -1;
  for (let at = open + 1; at < text.length; at++) {
    const char = text[at];
    if (char === '\\') at++;
    else if (char === '\n') return -1;
    else if (char === '$') return !isSpace(text[at - 1]) && !isDigit(text[at + 1]) ? at : -1;
  }
  return -1;
}

/** Where the `$$` closing the display formula opened at `open` starts, or -1 when none does. */
function displayEnd(text: string, open: number): number {
  for (let at = open + 2; at < text.length - 1; at++) {
    const char = text[at];
    if (char === '\\') at++;
    else if (char === '$' && text[at + 1] === '$') return at;
  }
  return -1;
}

/** The text in its order: words as they read (escapes resolved) and formulas as found. */
export function splitMathText(text: string): MathTextPart[] {
  const parts: MathTextPart[] = [];
  let words = '';
  const flushWords = () => {
    if (words) parts.push({ kind: 'text', text: words });
    words = '';
  };
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '\\' && text[at + 1] === '$') {
      words += '$';
      at += 2;
      continue;
    }
    if (char !== '$') {
      words += char;
      at++;
      continue;
    }
    if (text[at + 1] === '$') {
      const end = displayEnd(text, at);
      const tex = end === -1 ? '' : text.slice(at + 2, end);
      if (tex.trim()) {
        flushWords();
        parts.push({ kind: 'math', tex: tex.trim(), display: true, source: text.slice(at, end + 2) });
        at = end + 2;
      } else {
        words += '$$';
        at += 2;
      }
      continue;
    }
    const end = inlineEnd(text, at);
    if (end === -1) {
      words += '$';
      at++;
      continue;
    }
    flushWords();
    parts.push({
      kind: 'math',
      tex: text.slice(at + 1, end),
      display: false,
      source: text.slice(at, end + 1),
    });
    at = end + 1;
  }
  flushWords();
  return parts;
}

/** Whether the text holds a formula at all (the apps load the typesetter only for those). */
export function hasMath(text: string): boolean {
  return text.includes('$') && splitMathText(text).some((part) => part.kind === 'math');
}

/**
 * A formula written as chat text: in the line when it reads back so, else on its own line (a
 * formula that ends in a space or a backslash cannot close an inline one). Empty for no formula.
 */
export function wrapFormula(latex: string): string {
  const tex = latex.trim();
  if (!tex) return '';
  const inline = `$${tex}$`;
  const [only, ...rest] = splitMathText(inline);
  return only?.kind === 'math' && rest.length === 0 && only.tex === tex ? inline : `$$${tex}$$`;
}

/** The text after a formula goes in, and where the caret then stands. */
export interface FormulaInsertion {
  text: string;
  caret: number;
}

/**
 * Puts a formula where the caret (or selection) is, with a space on either side where the text
 * touches it, so neither the words around it nor a digit after it change how it reads. Null when
 * the message would grow past `maxLength` (the bound on the text as typed, formulas included).
 */
export function insertFormula(
  text: string,
  selection: { start: number; end: number },
  latex: string,
  maxLength: number,
): FormulaInsertion | null {
  const formula = wrapFormula(latex);
  const before = text.slice(0, selection.start);
  const after = text.slice(selection.end);
  if (!formula) return { text, caret: selection.start };
  const lead = before && !isSpace(before.at(-1)) ? ' ' : '';
  const trail = after && !isSpace(after[0]) ? ' ' : '';
  const inserted = `${lead}${formula}${trail}`;
  const next = before + inserted + after;
  if (next.length > maxLength) return null;
  return { text: next, caret: before.length + inserted.length };
}
