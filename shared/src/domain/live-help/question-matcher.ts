import { CHAT_INTRO_EXCLUDED_SUBJECT_ID } from '../constants.js';
import { SUBJECT_AREAS } from './subject-keywords.js';

export interface MatcherSubject {
  id: number;
  name: string;
  topics: readonly { id: number; name: string; concepts?: readonly string[] }[];
  /** The subject's own extra words, for subjects the built-in vocabulary does not know. */
  keywords?: readonly string[];
}

export type MatchResult =
  { kind: 'matched'; subject_id: number; topic_id: number | null; score: number } | { kind: 'unable' };

/** Naming the subject is the clearest sign a student can give. */
export const SUBJECT_NAME_WEIGHT = 3;
export const TOPIC_NAME_WEIGHT = 2;
export const CONCEPT_WEIGHT = 2;
export const KEYWORD_WEIGHT = 2;
/**
 * One recognised word, topic or concept is enough: the student confirms the proposed subject,
 * so a light threshold serves them better than sending them to the subject list.
 */
export const MATCH_THRESHOLD = 2;

// Words of subject and topic names that say nothing about the subject ("World Languages" is
// not about "world war"; "Computer Science" not about cells; "Test Prep" not about every test).
const NAME_STOPWORDS: ReadonlySet<string> = new Set([
  ...['and', 'the', 'for', 'with', 'intro', 'introduction', 'general', 'basics', 'advanced', 'honors'],
  ...['course', 'class', 'grade', 'level', 'studies', 'study', 'arts', 'language', 'languages', 'skills'],
  ...['world', 'social', 'science', 'sciences', 'test', 'exam', 'quiz', 'prep', 'homework', 'help'],
  ...[
    'les',
    'des',
    'pour',
    'avec',
    'langue',
    'langues',
    'monde',
    'del',
    'los',
    'las',
    'para',
    'con',
    'ciencias',
  ],
]);

/** Lower case without accents, so "Équation", "equation" and "EQUATION" read alike. */
export function normaliseText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function tokenise(text: string): string[] {
  return normaliseText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
}

// -es plurals follow these endings ("boxes", "ecuaciones", "colores"); elsewhere an -es ending is
// another word (French "celles" is not "cells").
const ES_PLURAL_STEM = /(?:s|x|z|ch|sh|n|r|d)$/;

/** A plural in -s, or -es where the languages use it, matches its singular. */
function sameWord(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long === short || long === `${short}s`) return true;
  return long === `${short}es` && ES_PLURAL_STEM.test(short);
}

/** Whether the words of `phrase` appear in `tokens`, next to each other and in order. */
function containsPhrase(tokens: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= tokens.length; start++) {
    if (phrase.every((word, offset) => sameWord(tokens[start + offset] ?? '', word))) return true;
  }
  return false;
}

interface Question {
  text: string;
  tokens: readonly string[];
}

/** Each signal counts once, at its best weight, however often it appears or is reached. */
type Hits = Map<string, number>;

function addHit(hits: Hits, key: string, weight: number): void {
  if ((hits.get(key) ?? 0) < weight) hits.set(key, weight);
}

const total = (hits: Hits) => [...hits.values()].reduce((sum, weight) => sum + weight, 0);

function addPhraseHit(hits: Hits, kind: string, phrase: string, weight: number, q: Question): void {
  const words = tokenise(phrase);
  if (containsPhrase(q.tokens, words)) addHit(hits, `${kind}:${words.join(' ')}`, weight);
}

/** A subject or topic name: its own meaningful words, then the vocabulary of its areas. */
function addLabelHits(hits: Hits, label: string, weight: number, q: Question): void {
  const words = tokenise(label);
  for (const word of words) {
    if (word.length >= 3 && !NAME_STOPWORDS.has(word) && containsPhrase(q.tokens, [word]))
      addHit(hits, `name:${word}`, weight);
  }
  for (const [areaId, area] of Object.entries(SUBJECT_AREAS)) {
    if (!area.names.some((name) => containsPhrase(words, tokenise(name)))) continue;
    for (const term of area.terms) addPhraseHit(hits, 'term', term, KEYWORD_WEIGHT, q);
    if (area.pattern?.test(q.text)) addHit(hits, `pattern:${areaId}`, KEYWORD_WEIGHT);
  }
}

function topicHits(topic: MatcherSubject['topics'][number], q: Question): Hits {
  const hits: Hits = new Map();
  addLabelHits(hits, topic.name, TOPIC_NAME_WEIGHT, q);
  for (const concept of topic.concepts ?? []) addPhraseHit(hits, 'concept', concept, CONCEPT_WEIGHT, q);
  return hits;
}

/**
 * The subject's score: its own signals together with those of its best topic (a signal both
 * give counts once). The topic is proposed only when it stands out from the subject's other
 * topics; when several score alike, guessing one would be worse than proposing none.
 */
function scoreSubject(subject: MatcherSubject, q: Question): { score: number; topic_id: number | null } {
  const hits: Hits = new Map();
  addLabelHits(hits, subject.name, SUBJECT_NAME_WEIGHT, q);
  for (const keyword of subject.keywords ?? []) addPhraseHit(hits, 'term', keyword, KEYWORD_WEIGHT, q);
  const topics = subject.topics.map((topic) => ({ id: topic.id, hits: topicHits(topic, q) }));
  const scores = topics.map((topic) => total(topic.hits));
  const bestScore = Math.max(0, ...scores);
  const best = topics[scores.indexOf(bestScore)];
  if (bestScore === 0 || !best) return { score: total(hits), topic_id: null };
  for (const [key, weight] of best.hits) addHit(hits, key, weight);
  const standsOut = scores.filter((score) => score === bestScore).length === 1;
  return { score: total(hits), topic_id: standsOut ? best.id : null };
}

/**
 * The subject (and topic) a typed question most likely belongs to, or 'unable' when nothing in
 * it is recognised. Explainable by hand: each recognised signal adds its weight — a word of the
 * subject's name 3, a word of a topic's name 2, a whole concept 2, a built-in or own keyword
 * (or written maths such as "2x + 3 = 7") 2 — and the highest total wins if it reaches the
 * threshold. Equal totals go to the subject listed first, so callers list the student's own
 * subjects first. Subject 31 is never proposed: the spec keeps it out of the chat intro.
 */
export function matchQuestion(question: string, subjects: readonly MatcherSubject[]): MatchResult {
  const q: Question = { text: normaliseText(question), tokens: tokenise(question) };
  let best: { subject_id: number; topic_id: number | null; score: number } | null = null;
  for (const subject of subjects) {
    if (subject.id === CHAT_INTRO_EXCLUDED_SUBJECT_ID) continue;
    const match = scoreSubject(subject, q);
    if (!best || match.score > best.score) best = { subject_id: subject.id, ...match };
  }
  return best && best.score >= MATCH_THRESHOLD ? { kind: 'matched', ...best } : { kind: 'unable' };
}
