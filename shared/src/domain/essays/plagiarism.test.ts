import { describe, expect, it } from 'vitest';
import {
  type CopiedPassage,
  type EssayId,
  type Fingerprint,
  findCopiedPassages,
  fingerprintText,
  MIN_PASSAGE_WORDS,
  PLAGIARISM_K,
  PLAGIARISM_WINDOW,
  type SourceFingerprint,
  widenPassages,
} from './plagiarism.js';

const SOURCE_INTRO =
  'Rivers shaped the first cities. Farmers settled where floods left rich silt behind, and the ' +
  'rhythm of the water decided when they planted and when they harvested.';
const COPIED =
  'The Nile flooded every summer, carrying dark mud from the Ethiopian highlands down to Egypt, ' +
  'and when the water withdrew it left a fertile strip on which wheat and barley grew with ' +
  'almost no effort from the people who sowed them.';
const SOURCE_END =
  'Without the river there would have been no pyramids, no scribes and no pharaohs to remember.';
const SOURCE = `${SOURCE_INTRO}\n\n${COPIED}\n\n${SOURCE_END}`;

const OWN_INTRO =
  'My grandmother kept a vegetable garden behind her house in Lyon, and she always said that ' +
  'good soil matters more than good seeds. Ancient history seems to agree with her.';
const OWN_END =
  'Today dams hold the floods back, so Egyptian farmers buy fertiliser instead of waiting for ' +
  'the river, which my grandmother would have found very sad.';

const UNRELATED =
  'Photosynthesis turns light into sugar. Chlorophyll absorbs red and blue wavelengths, splits ' +
  'water molecules, releases oxygen as a by-product and stores energy in glucose that the plant ' +
  'later burns during respiration, mostly at night when no sunlight reaches its leaves.';

function stored(essayId: EssayId, text: string): SourceFingerprint[] {
  return fingerprintText(text).map((fingerprint) => ({ ...fingerprint, essayId }));
}

function rangeOf(text: string, part: string) {
  const start = text.indexOf(part);
  expect(start).toBeGreaterThanOrEqual(0);
  return { start, end: start + part.length };
}

/** How many words lie between two character offsets of `text`. */
const words = (text: string, start: number, end: number) => text.slice(start, end).split(/\s+/).length;

const widenPassage = (passage: CopiedPassage, text: string, source: string) =>
  widenPassages(text, [passage], new Map([[passage.sourceEssayId, source]]))[0]!;

describe('fingerprintText', () => {
  it('gives stable integer fingerprints that fit a bigint column and a JavaScript number', () => {
    const fingerprints = fingerprintText(SOURCE);

    expect(fingerprints.length).toBeGreaterThan(0);
    for (const { hash, word, start, end } of fingerprints) {
      expect(Number.isSafeInteger(hash) && hash >= 0).toBe(true);
      expect(Number.isInteger(word) && Number.isInteger(start) && Number.isInteger(end)).toBe(true);
    }
    expect(fingerprintText(SOURCE)).toEqual(fingerprints);
  });

  it('keeps the same hash for the same words in every release (stored fingerprints depend on it)', () => {
    expect(fingerprintText('one two three four five')).toEqual([
      { hash: 4143067106362016, word: 0, start: 0, end: 23 },
    ]);
  });

  it('places each fingerprint on the five words it stands for', () => {
    for (const { start, end } of fingerprintText(SOURCE)) {
      expect(SOURCE.slice(start, end).split(/\s+/)).toHaveLength(PLAGIARISM_K);
    }
  });

  it('keeps about 2 / (w + 1) of the k-grams, as winnowing promises', () => {
    const long = Array.from({ length: 3000 }, (_, index) => `word${(index * 7919) % 1009}`).join(' ');

    const density = fingerprintText(long).length / (3000 - PLAGIARISM_K + 1);

    expect(density).toBeGreaterThan(0.3);
    expect(density).toBeLessThan(0.5);
    expect(2 / (PLAGIARISM_WINDOW + 1)).toBeCloseTo(0.4);
  });

  it('has no fingerprint for a text shorter than five words', () => {
    expect(fingerprintText('In conclusion, the')).toEqual([]);
    expect(fingerprintText('')).toEqual([]);
  });

  it('shares a fingerprint between any two texts that share a run of w + k - 1 words (the guarantee)', () => {
    const vocabulary = Array.from({ length: 500 }, (_, index) => `w${index}`);
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const sentence = (length: number) =>
      Array.from({ length }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(' ');
    for (let trial = 0; trial < 200; trial++) {
      const shared = sentence(MIN_PASSAGE_WORDS);
      const a = fingerprintText(`${sentence(30)} ${shared} ${sentence(30)}`);
      const b = new Set(fingerprintText(`${sentence(25)} ${shared} ${sentence(40)}`).map((f) => f.hash));

      expect(a.some((fingerprint) => b.has(fingerprint.hash))).toBe(true);
    }
  });
});

describe('findCopiedPassages', () => {
  it('finds a paragraph copied into an otherwise original essay, with its place in both texts', () => {
    const essay = `${OWN_INTRO}\n\n${COPIED}\n\n${OWN_END}`;
    const copied = rangeOf(essay, COPIED);
    const inSource = rangeOf(SOURCE, COPIED);

    const report = findCopiedPassages(fingerprintText(essay), stored(17, SOURCE));

    expect(report.passages).toHaveLength(1);
    const [passage] = report.passages;
    expect(passage!.sourceEssayId).toBe(17);
    // Fingerprints alone put each end at most w - 1 words inside the copy...
    expect(passage!.start).toBeGreaterThanOrEqual(copied.start);
    expect(passage!.end).toBeLessThanOrEqual(copied.end);
    expect(words(essay, copied.start, passage!.start)).toBeLessThanOrEqual(PLAGIARISM_WINDOW);
    expect(words(essay, passage!.end, copied.end)).toBeLessThanOrEqual(PLAGIARISM_WINDOW);
    expect(passage!.sourceStart).toBeGreaterThanOrEqual(inSource.start);
    expect(passage!.sourceEnd).toBeLessThanOrEqual(inSource.end);
    // ...and with both texts the passage covers exactly the copied words (the final full stop is
    // punctuation, not a word).
    const widened = widenPassage(passage!, essay, SOURCE);
    expect(essay.slice(widened.start, widened.end)).toBe(COPIED.slice(0, -1));
    expect(SOURCE.slice(widened.sourceStart, widened.sourceEnd)).toBe(COPIED.slice(0, -1));
  });

  it('scores the share of the new essay that was copied', () => {
    const essay = `${OWN_INTRO}\n\n${COPIED}\n\n${OWN_END}`;
    const copiedShare = COPIED.split(' ').length / essay.split(/\s+/).length;

    const { score } = findCopiedPassages(fingerprintText(essay), stored(17, SOURCE));

    expect(score).toBeGreaterThan(copiedShare - 0.15);
    expect(score).toBeLessThan(copiedShare + 0.15);
  });

  it('scores a complete copy 1', () => {
    const { score, passages } = findCopiedPassages(fingerprintText(SOURCE), stored(3, SOURCE));

    expect(score).toBe(1);
    expect(passages).toHaveLength(1);
    expect(widenPassage(passages[0]!, SOURCE, SOURCE)).toEqual({
      start: 0,
      end: SOURCE.length - 1,
      sourceEssayId: 3,
      sourceStart: 0,
      sourceEnd: SOURCE.length - 1,
    });
  });

  it('still matches when case, spacing, line breaks, accents and punctuation were changed', () => {
    const disguised =
      'the NILE flooded   every summer carrying dark mud\nfrom the ethiopian Highlands — down to ' +
      'Égypt; and when the water withdrew, it left a fertile strip on which wheat and barley ' +
      'grew with almost no effort from the people who sowed them!!';
    const essay = `${OWN_INTRO}\n${disguised}\n${OWN_END}`;

    const report = findCopiedPassages(fingerprintText(essay), stored(17, SOURCE));

    expect(report.passages).toHaveLength(1);
    const widened = widenPassage(report.passages[0]!, essay, SOURCE);
    expect(essay.slice(widened.start, widened.end)).toBe(disguised.slice(0, -2));
    expect(report.score).toBeGreaterThan(0.3);
  });

  it('still matches a copy whose lines break elsewhere, with words hyphenated across lines', () => {
    const reflowed = COPIED.replace('carrying', 'car-\nrying')
      .replace('Ethiopian', 'Ethio-\n  pian')
      .replace('fertile', 'fer\u00adtile')
      .replace('effort', 'ef-\r\nfort');
    const essay = `${OWN_INTRO}\n${reflowed}\n${OWN_END}`;

    const report = findCopiedPassages(fingerprintText(essay), stored(17, SOURCE));

    expect(report.passages).toHaveLength(1);
    const widened = widenPassage(report.passages[0]!, essay, SOURCE);
    expect(essay.slice(widened.start, widened.end)).toBe(reflowed.slice(0, -1));
  });

  it('keeps a copied paragraph with one word changed as one passage', () => {
    const edited = COPIED.replace('fertile strip', 'fertile band');
    const essay = `${OWN_INTRO} ${edited} ${OWN_END}`;

    const { passages } = findCopiedPassages(fingerprintText(essay), stored(17, SOURCE));

    expect(passages).toHaveLength(1);
    expect(passages[0]!.start).toBeLessThan(essay.indexOf('band'));
    expect(passages[0]!.end).toBeGreaterThan(essay.indexOf('band'));
  });

  it('scores two unrelated essays 0', () => {
    const report = findCopiedPassages(fingerprintText(UNRELATED), stored(5, SOURCE));

    expect(report).toEqual({ score: 0, passages: [] });
  });

  it('does not count a short common phrase as plagiarism', () => {
    const mine = `${UNRELATED} In conclusion, the plant is a small factory powered by the sun.`;
    const theirs = `${SOURCE} In conclusion, the river made Egypt what it was.`;

    expect(findCopiedPassages(fingerprintText(mine), stored(5, theirs))).toEqual({ score: 0, passages: [] });
  });

  it('does not count a shared set phrase shorter than the minimum passage', () => {
    const phrase = 'on the other hand it is clear';
    expect(phrase.split(' ').length).toBeLessThan(MIN_PASSAGE_WORDS);
    const mine = `${UNRELATED} ${phrase}: leaves need water.`;
    const theirs = `${SOURCE} ${phrase}: the Nile was a blessing.`;

    expect(findCopiedPassages(fingerprintText(mine), stored(5, theirs)).passages).toEqual([]);
  });

  it('names each source of a patchwork essay, in the order of the new text', () => {
    const essay = `${OWN_INTRO} ${UNRELATED} ${OWN_END} ${COPIED}`;

    const { passages } = findCopiedPassages(fingerprintText(essay), [
      ...stored('essay-a', SOURCE),
      ...stored('essay-b', UNRELATED),
    ]);

    expect(passages.map((passage) => passage.sourceEssayId)).toEqual(['essay-b', 'essay-a']);
    expect(passages[0]!.start).toBeGreaterThanOrEqual(essay.indexOf(UNRELATED));
    expect(passages[1]!.start).toBeGreaterThanOrEqual(essay.indexOf(COPIED));
  });

  it('reports the same passage once per earlier essay that holds it', () => {
    const essay = `${OWN_INTRO} ${COPIED}`;

    const { passages, score } = findCopiedPassages(fingerprintText(essay), [
      ...stored(1, SOURCE),
      ...stored(2, `${COPIED} ${UNRELATED}`),
    ]);

    expect(passages.map((passage) => passage.sourceEssayId)).toEqual([1, 2]);
    expect(score).toBeLessThanOrEqual(1);
  });

  it('scores an empty essay 0', () => {
    expect(findCopiedPassages([] as Fingerprint[], stored(1, SOURCE))).toEqual({ score: 0, passages: [] });
  });
});

describe('identical passages', () => {
  it('reports a passage once for a source that holds it twice', () => {
    const essay = `${OWN_INTRO} ${COPIED} ${OWN_END}`;
    const source = `${COPIED} ${SOURCE_END} ${COPIED}`;

    const { passages } = findCopiedPassages(fingerprintText(essay), stored(7, source));

    expect(passages).toHaveLength(1);
    expect(widenPassages(essay, passages, new Map([[7, source]]))).toEqual([
      {
        sourceEssayId: 7,
        ...rangeOf(essay, COPIED.slice(0, -1)),
        sourceStart: 0,
        sourceEnd: COPIED.length - 1,
      },
    ]);
  });

  it('reports passages that widen to the same stretch once', () => {
    const essay = `${OWN_INTRO} ${COPIED}`;
    const found = findCopiedPassages(fingerprintText(essay), stored(7, SOURCE)).passages[0]!;
    const inner = { ...found, end: essay.indexOf(', carrying'), sourceEnd: SOURCE.indexOf(', carrying') };

    expect(widenPassages(essay, [found, inner], new Map([[7, SOURCE]]))).toHaveLength(1);
  });
});
