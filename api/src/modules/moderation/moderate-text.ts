import {
  MODERATION_CATEGORIES,
  type ModerationCategory,
  type TextVerdict,
} from '@lantern/shared/contracts/moderation';
import {
  collapseDuplicatesTransformer,
  DataSet,
  englishDataset,
  type Node,
  type ParsedPattern,
  parseRawPattern,
  RegExpMatcher,
  resolveConfusablesTransformer,
  resolveLeetSpeakTransformer,
  SyntaxKind,
  toAsciiLowerCaseTransformer,
  type TransformerContainer,
} from 'obscenity';
import type { CategoryPhrases } from './phrases/category-phrases.js';
import { HATE } from './phrases/hate.js';
import { LIBRARY_WORDS } from './phrases/library-words.js';
import { SELF_HARM } from './phrases/self-harm.js';
import { SEXUAL } from './phrases/sexual.js';
import { VIOLENCE } from './phrases/violence.js';
import {
  collapseRepeats,
  normalizeForMatching,
  REPEAT_THRESHOLDS,
  spelledOutWords,
  withoutStretching,
} from './text-normalization.js';

export const OUR_PHRASES: readonly CategoryPhrases[] = [SEXUAL, VIOLENCE, HATE, SELF_HARM];

/** Text in these categories never reaches the other person. */
const BLOCKED: ReadonlySet<ModerationCategory> = new Set(['sexual', 'violence', 'hate']);

/**
 * The rule from categories to action. Self-harm wins over blocking: a child at risk must reach a
 * person even when the message also swears (the tutor is an adult; the categories say what else
 * was found).
 */
export function verdictFor(found: Iterable<ModerationCategory>): TextVerdict {
  const set = new Set(found);
  const categories = MODERATION_CATEGORIES.filter((category) => set.has(category));
  if (set.has('self_harm')) return { action: 'deliver_and_alert', categories };
  if (categories.some((category) => BLOCKED.has(category))) return { action: 'block', categories };
  return { action: 'deliver', categories };
}

/** The stricter of two verdicts on the same text, e.g. the word lists' and a second opinion's. */
export function combineVerdicts(first: TextVerdict, second: TextVerdict): TextVerdict {
  return verdictFor([...first.categories, ...second.categories]);
}

/** The library's phrases carry only their word; ours carry their category. */
interface PhraseMeta {
  originalWord: string;
  categories?: readonly ModerationCategory[];
}

const libraryCategories = (word: string | undefined): readonly ModerationCategory[] =>
  word !== undefined && Object.hasOwn(LIBRARY_WORDS, word)
    ? LIBRARY_WORDS[word as keyof typeof LIBRARY_WORDS]
    : [];

/** Phrase text as an obscenity pattern: whole words, or a word's beginning with a trailing `*`. */
export function phrasePattern(phrase: string) {
  const prefix = phrase.endsWith('*');
  const text = collapseRepeats(normalizeForMatching(prefix ? phrase.slice(0, -1) : phrase).trim());
  if (!/^[a-z]+(?: [a-z]+)*$/.test(text))
    throw new Error(`Moderation phrase "${phrase}" must be letters and single spaces once normalized`);
  return parseRawPattern(`|${text}${prefix ? '' : '|'}`);
}

const BLACKLIST_TRANSFORMERS: readonly TransformerContainer[] = [
  resolveConfusablesTransformer(),
  resolveLeetSpeakTransformer(),
  toAsciiLowerCaseTransformer(),
  collapseDuplicatesTransformer({ defaultThreshold: 1, customThresholds: new Map(REPEAT_THRESHOLDS) }),
];

/** The text as the matcher compares it with the phrases: its transformers applied to each code point. */
function asMatcherReadsIt(text: string): string {
  // Stateful transformers (repeated letters) start afresh for each text, as the matcher's do.
  const steps = BLACKLIST_TRANSFORMERS.map((container) =>
    'transform' in container ? container.transform : container.factory(),
  );
  let result = '';
  for (const char of text) {
    let code: number | undefined = char.codePointAt(0);
    for (const step of steps) {
      if (code === undefined) break;
      code = typeof step === 'function' ? step(code) : step.transform(code);
    }
    if (code !== undefined) result += String.fromCodePoint(code);
  }
  return result;
}

const REGEXP_SPECIAL = /[\\^$.*+?()[\]{}|/-]/g;

/** A pattern as the regular expression the matcher compiles it to (obscenity's compilePatternToRegExp). */
function patternSource(pattern: ParsedPattern): string {
  const source = (node: Node): string => {
    switch (node.kind) {
      case SyntaxKind.Literal:
        return String.fromCodePoint(...node.chars).replace(REGEXP_SPECIAL, '\\$&');
      case SyntaxKind.Wildcard:
        return '.';
      case SyntaxKind.Optional:
        return `(?:${source(node.childNode)})?`;
    }
  };
  const start = pattern.requireWordBoundaryAtStart ? '\\b' : '';
  const end = pattern.requireWordBoundaryAtEnd ? '\\b' : '';
  return `${start}${pattern.nodes.map(source).join('')}${end}`;
}

function buildMatcher() {
  const dataset = new DataSet<PhraseMeta>()
    .addAll(englishDataset as DataSet<PhraseMeta>)
    .removePhrasesIf((phrase) => libraryCategories(phrase.metadata?.originalWord).length === 0);
  for (const { category, phrases, allowed = [] } of OUR_PHRASES) {
    for (const phrase of phrases)
      dataset.addPhrase((builder) =>
        builder
          .setMetadata({ originalWord: phrase, categories: [category] })
          .addPattern(phrasePattern(phrase)),
      );
    // Whitelisted terms apply to every pattern; one phrase carrying them is enough.
    dataset.addPhrase((builder) => {
      for (const term of allowed) builder.addWhitelistedTerm(normalizeForMatching(term));
      return builder.setMetadata({ originalWord: `allowed (${category})`, categories: [] });
    });
  }
  const terms = dataset.build();
  const matcher = new RegExpMatcher({
    ...terms,
    blacklistMatcherTransformers: [...BLACKLIST_TRANSFORMERS],
    whitelistMatcherTransformers: [
      toAsciiLowerCaseTransformer(),
      collapseDuplicatesTransformer({
        defaultThreshold: Number.POSITIVE_INFINITY,
        customThresholds: new Map([[' ', 1]]),
      }),
    ],
  });
  // The matcher runs one regular expression per phrase, hundreds for every text; one expression
  // that is all of them at once says in one pass whether any can match (whitelisted terms only
  // ever take matches away), and most chat texts match none.
  const anyPhrase = new RegExp(
    terms.blacklistedTerms.map((term) => `(?:${patternSource(term.pattern)})`).join('|'),
    's',
  );
  return { dataset, matcher, anyPhrase };
}

let built: ReturnType<typeof buildMatcher> | undefined;

/**
 * Reads a chat text against the word lists: obscenity's English list (library-words.ts) and our
 * own phrases per category (phrases/), through look-alike letters, leetspeak, repeated letters,
 * accents, invisible characters and words spelled out letter by letter.
 */
export function moderateText(text: string): TextVerdict {
  built ??= buildMatcher();
  const { dataset, matcher, anyPhrase } = built;
  const normalized = normalizeForMatching(text);
  const found = new Set<ModerationCategory>();
  const candidates = new Set([normalized, withoutStretching(normalized), ...spelledOutWords(normalized)]);
  for (const candidate of candidates) {
    if (!anyPhrase.test(asMatcherReadsIt(candidate))) continue;
    for (const match of matcher.getAllMatches(candidate)) {
      const meta = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata;
      for (const category of meta?.categories ?? libraryCategories(meta?.originalWord)) found.add(category);
    }
  }
  return verdictFor(found);
}
