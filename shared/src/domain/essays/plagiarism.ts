/**
 * Plagiarism fingerprints by winnowing (Schleimer, Wilkerson and Aiken, "Winnowing: local
 * algorithms for document fingerprinting", SIGMOD 2003, the method behind MOSS), over words.
 *
 * A text becomes a list of words, normalised so that case, accents, punctuation, line breaks and
 * spacing do not matter. Every run of K consecutive words (a k-gram) is hashed; in every window of
 * W consecutive k-gram hashes the smallest is kept. The kept hashes are the essay's fingerprints,
 * stored with where they sit in the text. Two texts that share a run of at least W + K - 1 words
 * are guaranteed to share a fingerprint (the paper's guarantee threshold); runs shorter than K
 * words can never match.
 *
 * Why these numbers:
 * - K = 5 words. Prose repeats short phrases all the time ("in conclusion, the", "at the end of
 *   the"): below five words shared k-grams are mostly coincidence. Words rather than characters,
 *   because students' copies differ in spacing, line breaks and punctuation, and word boundaries
 *   give the tutor ranges that start and end on whole words.
 * - W = 4. Guarantee threshold 4 + 5 - 1 = 8 words, about one short sentence; the expected share of
 *   k-grams kept is 2 / (W + 1) = 40 %, so a 1,000-word essay stores about 400 fingerprints.
 *   W ≤ K also means the fingerprints of one unbroken copied run overlap in the text, which is
 *   what lets runs be rebuilt from fingerprints alone.
 * - A matched run must span at least MIN_PASSAGE_WORDS = 8 words (the guarantee threshold) to
 *   count: shorter coincidences (a shared set phrase) are neither reported nor scored.
 *
 * Character offsets are JavaScript string indices (UTF-16 code units) into the exact text that
 * was fingerprinted; ranges are half-open [start, end).
 */

export const PLAGIARISM_K = 5;
export const PLAGIARISM_WINDOW = 4;
export const MIN_PASSAGE_WORDS = PLAGIARISM_K + PLAGIARISM_WINDOW - 1;
/**
 * Fingerprints of one copied passage are at most W k-grams apart; changing one word breaks the K
 * k-grams that contain it. A gap up to K + W words therefore still reads as one passage with a
 * word changed, rather than two passages.
 */
const MAX_GAP_WORDS = PLAGIARISM_K + PLAGIARISM_WINDOW;

export type EssayId = number | string;

/** One kept k-gram. All four are integers; `hash` is below 2^53 (a PostgreSQL bigint). */
export interface Fingerprint {
  hash: number;
  /** Index of the k-gram's first word in the text's words. */
  word: number;
  /** Characters the k-gram covers in the text, first word's start to last word's end. */
  start: number;
  end: number;
}

/** A fingerprint of an earlier essay, as stored beside that essay's id. */
export interface SourceFingerprint extends Fingerprint {
  essayId: EssayId;
}

/** A passage of the new text that also appears in an earlier essay. */
export interface CopiedPassage {
  start: number;
  end: number;
  sourceEssayId: EssayId;
  sourceStart: number;
  sourceEnd: number;
}

export interface PlagiarismReport {
  /** Share (0 to 1) of the new text's fingerprints that lie in a reported passage. */
  score: number;
  /** Ordered by where they start in the new text, then by source essay. */
  passages: CopiedPassage[];
}

interface Word {
  text: string;
  start: number;
  end: number;
}

// Apostrophes and hyphens inside a word keep it one word ("don't", "well-known"), and so does a
// hyphen that breaks it across lines ("plagia-\nrism"): the same essay laid out on another page
// width breaks other words, and must still match. Soft hyphens (U+00AD) are dropped likewise.
const WORD = /[\p{L}\p{N}]+(?:(?:['’‘\-‐‑\u00ad]|[-‐\u00ad][ \t]*\r?\n[ \t]*)[\p{L}\p{N}]+)*/gu;
const INNER_MARKS = /['’‘\-‐‑\u00ad\s]/g;
const COMBINING_MARKS = /\p{M}/gu;

/** The text's words, compared without case, accents, ligatures or inner apostrophes and hyphens. */
function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({
    text: match[0].normalize('NFKD').replace(COMBINING_MARKS, '').replace(INNER_MARKS, '').toLowerCase(),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * cyrb53 (bryc, public domain): a fast 53-bit string hash, so fingerprints fit a JavaScript number
 * exactly and collisions stay negligible across millions of stored essays. Stored fingerprints
 * depend on it: changing it means fingerprinting every earlier essay again.
 */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * Robust winnowing: in each window of W hashes keep the rightmost smallest, recording it only
 * when it differs from the previous window's choice. A text with fewer than W k-grams is one
 * window.
 */
function winnow(hashes: readonly number[]): number[] {
  const kept: number[] = [];
  const windows = Math.max(1, hashes.length - PLAGIARISM_WINDOW + 1);
  for (let first = 0; first < windows && hashes.length > 0; first++) {
    const last = Math.min(first + PLAGIARISM_WINDOW, hashes.length) - 1;
    let smallest = last;
    for (let index = last - 1; index >= first; index--) {
      if (hashes[index]! < hashes[smallest]!) smallest = index;
    }
    if (kept.at(-1) !== smallest) kept.push(smallest);
  }
  return kept;
}

/** The fingerprints of a text (an essay's extracted text, pages joined), in text order. */
export function fingerprintText(text: string): Fingerprint[] {
  const words = wordsOf(text);
  const hashes: number[] = [];
  for (let first = 0; first + PLAGIARISM_K <= words.length; first++) {
    const gram = words.slice(first, first + PLAGIARISM_K).map((word) => word.text);
    hashes.push(hash53(gram.join(' ')));
  }
  return winnow(hashes).map((word) => ({
    hash: hashes[word]!,
    word,
    start: words[word]!.start,
    end: words[word + PLAGIARISM_K - 1]!.end,
  }));
}

interface Pair {
  own: Fingerprint;
  source: SourceFingerprint;
}

/**
 * Compares a new essay's fingerprints with earlier essays' (typically the stored rows whose hash
 * is among the new ones, the new essay's own excluded). Matching fingerprints that follow each
 * other in both texts are joined into passages, one per source essay and stretch of text: a
 * stretch the source holds twice is still reported once for it.
 */
export function findCopiedPassages(
  fingerprints: readonly Fingerprint[],
  earlier: readonly SourceFingerprint[],
): PlagiarismReport {
  const byHash = new Map<number, SourceFingerprint[]>();
  for (const source of earlier) {
    const list = byHash.get(source.hash);
    if (list) list.push(source);
    else byHash.set(source.hash, [source]);
  }

  const pairsBySource = new Map<EssayId, Pair[]>();
  for (const own of [...fingerprints].sort((a, b) => a.word - b.word)) {
    for (const source of byHash.get(own.hash) ?? []) {
      const pairs = pairsBySource.get(source.essayId);
      if (pairs) pairs.push({ own, source });
      else pairsBySource.set(source.essayId, [{ own, source }]);
    }
  }

  const passages: CopiedPassage[] = [];
  const scored = new Set<Fingerprint>();
  for (const [essayId, pairs] of pairsBySource) {
    for (const run of chainRuns(pairs)) {
      const first = run[0]!;
      const last = run.at(-1)!;
      if (last.own.word + PLAGIARISM_K - first.own.word < MIN_PASSAGE_WORDS) continue;
      let sourceStart = Infinity;
      let sourceEnd = -Infinity;
      for (const pair of run) {
        scored.add(pair.own);
        sourceStart = Math.min(sourceStart, pair.source.start);
        sourceEnd = Math.max(sourceEnd, pair.source.end);
      }
      passages.push({
        start: first.own.start,
        end: last.own.end,
        sourceEssayId: essayId,
        sourceStart,
        sourceEnd,
      });
    }
  }
  return {
    score: fingerprints.length === 0 ? 0 : scored.size / fingerprints.length,
    passages: oncePerSource(passages),
  };
}

/**
 * Groups one source essay's matches into runs that move forward together in both texts. A
 * phrase repeated in the source pairs with each occurrence; a pair joins the run it continues
 * most evenly (equal steps in both texts, as in a verbatim copy), or starts a new run. Pairs come
 * in the new text's order, so a run whose end lies more than a gap behind can never grow again and
 * is no longer looked at: each pair is compared with the few runs still open, not with every run.
 */
function chainRuns(pairs: readonly Pair[]): Pair[][] {
  const runs: Pair[][] = [];
  const open: Pair[][] = [];
  for (const pair of pairs) {
    let kept = 0;
    for (const run of open) if (pair.own.word - run.at(-1)!.own.word <= MAX_GAP_WORDS) open[kept++] = run;
    open.length = kept;
    let best: Pair[] | undefined;
    let bestSkew = Infinity;
    for (const run of open) {
      const tail = run.at(-1)!;
      const ownStep = pair.own.word - tail.own.word;
      const sourceStep = pair.source.word - tail.source.word;
      if (ownStep <= 0 || sourceStep <= 0 || sourceStep > MAX_GAP_WORDS) continue;
      const skew = Math.abs(ownStep - sourceStep);
      if (skew < bestSkew) {
        best = run;
        bestSkew = skew;
      }
    }
    if (best) best.push(pair);
    else {
      const run = [pair];
      runs.push(run);
      open.push(run);
    }
  }
  return runs;
}

/**
 * Fingerprints place a passage's ends up to W - 1 words inside the true copy. With both texts at
 * hand, this moves each end outwards while the neighbouring words still match, so the tutor sees
 * the whole copied stretch. Each text is split into words once, however many passages it has;
 * a passage whose source text is missing is kept as found.
 */
export function widenPassages(
  text: string,
  passages: readonly CopiedPassage[],
  sourceTexts: ReadonlyMap<EssayId, string>,
): CopiedPassage[] {
  const own = wordsOf(text);
  const sourceWords = new Map<EssayId, Word[]>();
  const widened = passages.map((passage) => {
    const sourceText = sourceTexts.get(passage.sourceEssayId);
    if (sourceText === undefined) return passage;
    let source = sourceWords.get(passage.sourceEssayId);
    if (!source) sourceWords.set(passage.sourceEssayId, (source = wordsOf(sourceText)));
    return widenPassage(passage, own, source);
  });
  return oncePerSource(widened);
}

function widenPassage(passage: CopiedPassage, own: readonly Word[], source: readonly Word[]): CopiedPassage {
  let ownFirst = wordStartingAt(own, passage.start);
  let sourceFirst = wordStartingAt(source, passage.sourceStart);
  let ownLast = wordEndingAt(own, passage.end);
  let sourceLast = wordEndingAt(source, passage.sourceEnd);
  if (ownFirst < 0 || sourceFirst < 0 || ownLast < 0 || sourceLast < 0) return passage;

  while (ownFirst > 0 && sourceFirst > 0 && own[ownFirst - 1]!.text === source[sourceFirst - 1]!.text) {
    ownFirst--;
    sourceFirst--;
  }
  while (
    ownLast + 1 < own.length &&
    sourceLast + 1 < source.length &&
    own[ownLast + 1]!.text === source[sourceLast + 1]!.text
  ) {
    ownLast++;
    sourceLast++;
  }
  return {
    ...passage,
    start: own[ownFirst]!.start,
    end: own[ownLast]!.end,
    sourceStart: source[sourceFirst]!.start,
    sourceEnd: source[sourceLast]!.end,
  };
}

/** Index of the first word at or after `offset` (words are in text order, so a binary search). */
function firstWordFrom(words: readonly Word[], offset: number, edge: 'start' | 'end'): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]![edge] < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

function wordStartingAt(words: readonly Word[], offset: number): number {
  const index = firstWordFrom(words, offset, 'start');
  return words[index]?.start === offset ? index : -1;
}

function wordEndingAt(words: readonly Word[], offset: number): number {
  const index = firstWordFrom(words, offset, 'end');
  return words[index]?.end === offset ? index : -1;
}

/**
 * Passages in the new text's order, then by source; where several cover the same stretch of the
 * new text for one source (the source repeats it), the one found first in the source is kept.
 */
function oncePerSource(passages: readonly CopiedPassage[]): CopiedPassage[] {
  const sorted = [...passages].sort(
    (a, b) =>
      a.start - b.start ||
      String(a.sourceEssayId).localeCompare(String(b.sourceEssayId)) ||
      a.end - b.end ||
      a.sourceStart - b.sourceStart,
  );
  const seen = new Set<string>();
  return sorted.filter((passage) => {
    const key = `${passage.sourceEssayId}:${passage.start}:${passage.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
