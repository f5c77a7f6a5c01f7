import { describe, expect, it } from 'vitest';
import { fillSnippet, findSnippets, mayWriteScope, slashQuery, snippetLanguageOf } from './canned-replies.js';

const snippet = (
  id: number,
  shortcut: string,
  language: 'en' | 'es' | 'fr',
  scope: 'personal' | 'team' | 'global' = 'global',
  title = shortcut,
) => ({ id, shortcut, title, language, scope });

describe('slashQuery', () => {
  it('should read the word after a leading slash, and nothing from any other draft', () => {
    expect(slashQuery('/')).toBe('');
    expect(slashQuery('/gre')).toBe('gre');
    expect(slashQuery('/greet now')).toBeNull();
    expect(slashQuery('hello /greet')).toBeNull();
    expect(slashQuery(' /greet')).toBeNull();
    expect(slashQuery('')).toBeNull();
  });
});

describe('findSnippets', () => {
  const all = [
    snippet(1, 'greet', 'en'),
    snippet(2, 'greet', 'es'),
    snippet(3, 'greet', 'fr'),
    snippet(4, 'bye', 'en', 'global', 'Say goodbye'),
    snippet(5, 'regreet', 'en'),
    snippet(6, 'greet', 'en', 'personal'),
    snippet(7, 'break', 'fr', 'team', 'Une pause à prendre'),
  ];

  it('should put the session’s language first, then the tutor’s own before the global ones', () => {
    expect(findSnippets(all, 'gre', 'es').map((found) => found.id)).toEqual([2, 6, 1, 3, 5]);
    expect(findSnippets(all, 'greet', 'en').map((found) => found.id)).toEqual([6, 1, 2, 3, 5]);
  });

  it('should rank a shortcut that starts with the query above one that holds it or a title that does', () => {
    expect(findSnippets(all, 'ee', null).map((found) => found.id)).toEqual([6, 1, 2, 3, 5]);
    expect(findSnippets(all, 'goodbye', 'fr').map((found) => found.id)).toEqual([4]);
  });

  it('should ignore case and accents, and list everything for an empty query', () => {
    expect(findSnippets(all, 'PAUSE A', 'en').map((found) => found.id)).toEqual([7]);
    expect(findSnippets(all, '', 'fr')).toHaveLength(all.length);
    expect(findSnippets(all, 'nothing', 'en')).toEqual([]);
  });
});

describe('fillSnippet', () => {
  it('should put the student’s first name for each placeholder, and leave unknown ones as written', () => {
    expect(
      fillSnippet('Hi {student_first_name}! {student_first_name}, {unknown} {}', {
        student_first_name: 'Ava',
      }),
    ).toBe('Hi Ava! Ava, {unknown} {}');
  });

  it('should not read a placeholder from the object’s prototype', () => {
    expect(fillSnippet('{toString}', { student_first_name: 'Ava' })).toBe('{toString}');
  });
});

describe('who writes which snippets', () => {
  it('should give tutors their own, managers the team’s and global ones, superusers the global ones', () => {
    const table = ['tutor', 'tutor-manager', 'superuser', 'student'].map((role) =>
      (['personal', 'team', 'global'] as const).filter((scope) => mayWriteScope(role, scope)),
    );
    expect(table).toEqual([['personal'], ['team', 'global'], ['global'], []]);
  });
});

describe('snippetLanguageOf', () => {
  it('should map the session’s language to a snippet language, none for Mandarin', () => {
    expect([1, 2, 3, 4, 99].map(snippetLanguageOf)).toEqual(['en', 'fr', null, 'es', null]);
  });
});
