import type { RoleName } from '../../contracts/roles.js';
import { LANGUAGES } from '../languages/languages.js';

type Scope = 'personal' | 'team' | 'global';
type Language = 'en' | 'es' | 'fr';

/**
 * Which snippets a role writes: a tutor their own, a tutor manager the team's and the global ones,
 * a superuser the global ones.
 */
const WRITES: Partial<Record<RoleName, readonly Scope[]>> = {
  tutor: ['personal'],
  'tutor-manager': ['team', 'global'],
  superuser: ['global'],
};

export function mayWriteScope(role: string, scope: Scope): boolean {
  return WRITES[role as RoleName]?.includes(scope) ?? false;
}

/** The scopes a role manages, in the order its screen offers them. */
export function scopesWritten(role: string): readonly Scope[] {
  return WRITES[role as RoleName] ?? [];
}

/** A session's language (`language_id`) as a snippet language; null for one snippets are not written in. */
export function snippetLanguageOf(languageId: number): Language | null {
  const abbreviation = LANGUAGES.find((language) => language.id === languageId)?.abbreviation;
  return abbreviation === 'en' || abbreviation === 'es' || abbreviation === 'fr' ? abbreviation : null;
}

/**
 * What the tutor is looking for when the composer starts with `/` and holds one word: the word
 * (empty right after the slash); null otherwise, so a message that merely starts with a slash and
 * goes on is sent as typed.
 */
export function slashQuery(draft: string): string | null {
  const found = /^\/(\S*)$/.exec(draft);
  return found ? found[1]! : null;
}

/** Lower case without accents: "reponse" finds "réponse" when a tutor types fast. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

interface Snippet {
  id: number;
  shortcut: string;
  title: string;
  language: Language;
  scope: Scope;
}

const SCOPE_ORDER: Record<Scope, number> = { personal: 0, team: 1, global: 2 };

/**
 * The snippets a query finds, best first: those whose shortcut starts with the query before those
 * that merely hold it in their shortcut or title; within each, the session's language first, then
 * the tutor's own before the team's before the global ones, then by shortcut.
 */
export function findSnippets<T extends Snippet>(
  snippets: readonly T[],
  query: string,
  language: Language | null,
): T[] {
  const wanted = folded(query.trim());
  const rank = (snippet: T): number | null => {
    const shortcut = folded(snippet.shortcut);
    if (shortcut.startsWith(wanted)) return 0;
    if (shortcut.includes(wanted) || folded(snippet.title).includes(wanted)) return 1;
    return null;
  };
  return snippets
    .map((snippet) => ({ snippet, rank: rank(snippet) }))
    .filter((found): found is { snippet: T; rank: number } => found.rank !== null)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        Number(b.snippet.language === language) - Number(a.snippet.language === language) ||
        SCOPE_ORDER[a.snippet.scope] - SCOPE_ORDER[b.snippet.scope] ||
        a.snippet.shortcut.localeCompare(b.snippet.shortcut) ||
        a.snippet.id - b.snippet.id,
    )
    .map((found) => found.snippet);
}

/** The placeholders a snippet may hold, and what fills them. */
export interface SnippetValues {
  student_first_name: string;
}

/** The snippet's text with each known placeholder filled; an unknown one stays as written. */
export function fillSnippet(text: string, values: SnippetValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as keyof SnippetValues] : whole,
  );
}
