/**
 * The text as the word lists see it. It runs before obscenity's own transformers (look-alike
 * letters, leetspeak, lower case, repeated letters) and covers what they do not: accents,
 * invisible characters, apostrophes and hyphens, punctuation that leetspeak would read as a
 * letter, numbers in maths, and words spelled out letter by letter.
 */

const LETTER_OR_DIGIT = String.raw`[\p{L}\p{N}]`;

/** Letters that repeat in the English list's words and so keep two copies ("ass", "kill"); others keep one. */
export const REPEAT_THRESHOLDS: ReadonlyMap<string, number> = new Map([
  ['b', 2],
  ['e', 2],
  ['o', 2],
  ['l', 2],
  ['s', 2],
  ['g', 2],
]);

const RULES: readonly [RegExp, string][] = [
  // Accents go ("é" is "e", "ñ" is "n"), and compatibility forms become plain letters ("ﬁ", "ｓ").
  [/\p{M}+/gu, ''],
  // Zero-width and other invisible characters put inside a word to hide it.
  [/\p{Cf}+/gu, ''],
  // Apostrophes and hyphens separate words: "don't" is "don t", "tue-toi" is "tue toi".
  [/['’‘`´ʼ\-_]/gu, ' '],
  // "want 2 die".
  [new RegExp(`(?<!${LETTER_OR_DIGIT})2(?!${LETTER_OR_DIGIT})`, 'gu'), 'to'],
  // A number, or a number and its variable ("53x", "3.5"), is maths: leetspeak would read "53x" as "sex".
  [new RegExp(`(?<!${LETTER_OR_DIGIT})\\d+(?:[.,]\\d+)?[a-z]?(?!${LETTER_OR_DIGIT})`, 'gu'), '#'],
  // Leetspeak inside a word ("sh!t", "fu(k"), punctuation elsewhere: "die!" must stay "die".
  [new RegExp(`(?<!${LETTER_OR_DIGIT})[!|/(]|[!|/(](?!${LETTER_OR_DIGIT})`, 'gu'), ' '],
  // "$ex" and "@ss" begin a word; "me @ home" is punctuation.
  [new RegExp(`[@$](?!${LETTER_OR_DIGIT})`, 'gu'), ' '],
];

export function normalizeForMatching(text: string): string {
  let normalized = text.normalize('NFKD').toLowerCase();
  for (const [pattern, replacement] of RULES) normalized = normalized.replace(pattern, replacement);
  return normalized;
}

const ONE_CHARACTER = String.raw`[\p{L}@$](?![\p{L}\p{N}])`;
const SPELLED_OUT = new RegExp(`(?<![\\p{L}\\p{N}])${ONE_CHARACTER}(?:[\\s.]+${ONE_CHARACTER}){2,}`, 'gu');
const ONE_LETTER_WORD = /^[aioye]/;

/**
 * Words written one character at a time ("s e x", "f.u.c.k"), joined up, in normalized text.
 * A run that begins with a one-letter word ("a s e x") is also tried without it. Digits are not
 * joined: "5 + 3 x" is arithmetic.
 */
export function spelledOutWords(normalized: string): string[] {
  const words: string[] = [];
  for (const [run] of normalized.matchAll(SPELLED_OUT)) {
    const joined = run.replace(/[\s.]+/g, '');
    words.push(joined);
    if (ONE_LETTER_WORD.test(joined)) words.push(joined.slice(1));
  }
  return words;
}

/** Stretched letters squeezed to one ("dieeee", "nooo"): the repeat thresholds keep two of some letters. */
export function withoutStretching(normalized: string): string {
  return normalized.replace(/(\p{L})\1{2,}/gu, '$1');
}

/** A phrase of ours in the form the matcher compares: normalized, and repeated letters kept as the transformers keep them. */
export function collapseRepeats(normalized: string): string {
  let result = '';
  let last = '';
  let run = 0;
  for (const char of normalized) {
    run = char === last ? run + 1 : 1;
    last = char;
    if (run <= (REPEAT_THRESHOLDS.get(char) ?? 1)) result += char;
  }
  return result;
}
