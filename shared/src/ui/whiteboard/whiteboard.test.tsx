import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInstance } from 'i18next';
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../../contracts/sessions.js';
import type { WhiteboardStroke } from '../../contracts/whiteboard.js';
import { WHITEBOARD_TEXT_KEYS } from './text.js';
import { Whiteboard, type WhiteboardStore, type WhiteboardTranslate } from './whiteboard.js';

enableStaticRendering(true);

const locales = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'i18n', 'locales');
type Catalogue = { [key: string]: string | Catalogue };
const catalogue = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(locales, language, `${namespace}.json`), 'utf8')) as Catalogue;

/** The web app's English words (its `classroom` namespace), through i18next as the app reads them (plurals, placeholders). */
const i18n = createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { classroom: catalogue('en', 'classroom') } },
  defaultNS: 'classroom',
});
const translate: WhiteboardTranslate = (key, values) => i18n.t(`whiteboard.${key}`, values);

const ME = 7;
const SAM = 8;
let next = 0;
const line = (userId: number): WhiteboardStroke => ({
  stroke_id: `s${++next}`,
  session_id: 1,
  user_id: userId,
  kind: 'stroke',
  colour: 'red',
  size: 'small',
  points: [
    [0.1, 0.1],
    [0.4, 0.3],
  ],
  drawn_at: 1_800_000_000,
});
const wipe = (): WhiteboardStroke => ({ ...line(ME), kind: 'clear', colour: null, size: null, points: [] });

/** The classroom store as the board uses it: the tutor Sam and this student (me) in session 1. */
function fakeStore(strokes: WhiteboardStroke[]): WhiteboardStore {
  const person = (id: number, first_name: string) => ({ id, first_name, last_name: 'X', user_type_id: 1 });
  const session = { id: 1, student: person(ME, 'Ada'), tutor: person(SAM, 'Sam') } as SessionView;
  const boards = new Map([[1, strokes]]);
  return {
    boards,
    sessions: new Map([[1, session]]),
    me: ME,
    visibleStrokes: (id) =>
      (boards.get(id) ?? []).slice((boards.get(id) ?? []).findLastIndex((s) => s.kind === 'clear') + 1),
    draw: vi.fn(),
    clearBoard: vi.fn(),
    loadBoard: vi.fn(async () => undefined),
  };
}

// ---- A small reader of the server-rendered HTML: elements, their attributes, their text. ----
interface Node {
  tag: string;
  attrs: Record<string, string>;
  children: (Node | string)[];
}
const VOID = new Set(['input', 'br', 'img', 'hr', 'meta', 'link']);
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function parse(html: string): Node {
  const root: Node = { tag: '#root', attrs: {}, children: [] };
  const open = [root];
  for (const [, closing, tag, rest, text] of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/g)) {
    const parent = open.at(-1)!;
    if (text !== undefined) parent.children.push(decode(text));
    else if (closing) open.pop();
    else {
      const attrs = Object.fromEntries(
        [...rest!.matchAll(/([\w-:]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [
          name!,
          decode(value ?? ''),
        ]),
      );
      const node: Node = { tag: tag!, attrs, children: [] };
      parent.children.push(node);
      if (!VOID.has(tag!) && !rest!.endsWith('/')) open.push(node);
    }
  }
  return root;
}
const elements = (node: Node): Node[] =>
  node.children.flatMap((child) => (typeof child === 'string' ? [] : [child, ...elements(child)]));
/** Text as a screen reader gets it: what is aria-hidden is left out. */
const text = (node: Node): string =>
  node.children
    .map((child) =>
      typeof child === 'string' ? child : child.attrs['aria-hidden'] === 'true' ? '' : text(child),
    )
    .join('');
const byRole = (node: Node, role: string) =>
  elements(node).filter(
    (el) =>
      el.attrs.role === role ||
      (role === 'button' && el.tag === 'button') ||
      (role === 'radio' && el.attrs.type === 'radio'),
  );
/** A radio is named by the label around it; anything else by aria-label or its text. */
function nameOf(el: Node, root: Node): string {
  if (el.attrs['aria-label'] !== undefined) return el.attrs['aria-label'];
  if (el.attrs.type === 'radio')
    return text(elements(root).find((label) => label.tag === 'label' && elements(label).includes(el))!);
  return text(el);
}

function render(strokes: WhiteboardStroke[], readOnly = false) {
  const root = parse(
    renderToString(
      <Whiteboard sessionId={1} store={fakeStore(strokes)} translate={translate} readOnly={readOnly} />,
    ),
  );
  const named = (role: string) => byRole(root, role).map((el) => nameOf(el, root));
  const find = (role: string, name: string) => byRole(root, role).find((el) => nameOf(el, root) === name);
  return { root, named, find };
}

describe('Whiteboard', () => {
  it('should offer the six colours and three sizes as labelled radio groups, black and medium chosen', () => {
    const { root, named, find } = render([line(SAM)]);
    expect(named('group')).toEqual(['Drawing tools']);
    expect(named('radiogroup')).toEqual(['Pen colour', 'Pen size']);
    const [colours, sizes] = byRole(root, 'radiogroup');
    expect(byRole(colours!, 'radio').map((el) => nameOf(el, root))).toEqual([
      'Black',
      'Blue',
      'Green',
      'Red',
      'Yellow',
      'White',
    ]);
    expect(byRole(sizes!, 'radio').map((el) => nameOf(el, root))).toEqual(['Small', 'Medium', 'Large']);
    expect(find('radio', 'Black')!.attrs.checked).toBeDefined();
    expect(find('radio', 'Medium')!.attrs.checked).toBeDefined();
    // Each group is one tab stop (arrow keys move within it), on the chosen option.
    for (const group of [colours!, sizes!])
      expect(byRole(group, 'radio').filter((el) => el.attrs.tabindex === '0')).toEqual(
        byRole(group, 'radio').filter((el) => el.attrs.checked !== undefined),
      );
  });

  it('should offer Replay and Clear as buttons while there is something on the board', () => {
    const { named, find } = render([line(ME), line(SAM)]);
    expect(named('button')).toEqual(['Replay', 'Clear']);
    expect(find('button', 'Replay')!.attrs.disabled).toBeUndefined();
    expect(find('button', 'Clear')!.attrs.disabled).toBeUndefined();
    // Clear opens its question first (a dialog) rather than clearing for both at once.
    expect(find('button', 'Clear')!.attrs['aria-expanded']).toBe('false');
  });

  it('should tell a screen reader what the board holds and who drew last', () => {
    expect(render([line(ME), line(SAM)]).named('img')).toEqual(['Whiteboard: 2 strokes, last by Sam']);
    expect(render([line(SAM)]).named('img')).toEqual(['Whiteboard: 1 stroke, last by Sam']);
    expect(render([line(SAM), line(ME)]).named('img')).toEqual(['Whiteboard: 2 strokes, last by you']);
    expect(render([]).named('img')).toEqual(['Whiteboard: nothing drawn yet']);
  });

  it('should say how to draw, linked to the board, while it can be drawn on', () => {
    const { root, find } = render([]);
    const hint = elements(root).find(
      (el) => el.attrs.id === find('img', 'Whiteboard: nothing drawn yet')!.attrs['aria-describedby'],
    );
    expect(text(hint!)).toBe('Draw with your mouse, a pen or your finger.');
  });

  it('should count only what came after the last clear, and still replay the whole recording', () => {
    const { named, find } = render([line(SAM), line(SAM), wipe(), line(ME)]);
    expect(named('img')).toEqual(['Whiteboard: 1 stroke, last by you']);
    expect(find('button', 'Replay')!.attrs.disabled).toBeUndefined();

    const cleared = render([line(SAM), wipe()]);
    expect(cleared.named('img')).toEqual(['Whiteboard: nothing drawn yet']);
    expect(cleared.find('button', 'Replay')!.attrs.disabled).toBeUndefined();
  });

  it('should have nothing to replay on a board never drawn on', () => {
    const { find } = render([]);
    expect(find('button', 'Replay')!.attrs.disabled).toBeDefined();
    // Clear stays usable: disabling it while it has focus would drop the keyboard user's place.
    expect(find('button', 'Clear')!.attrs.disabled).toBeUndefined();
  });

  it('should keep only Replay on an ended session, and no pen', () => {
    const { root, named } = render([line(SAM)], true);
    expect(named('radiogroup')).toEqual([]);
    expect(named('button')).toEqual(['Replay']);
    expect(named('img')).toEqual(['Whiteboard: 1 stroke, last by Sam']);
    expect(byRole(root, 'img')[0]!.attrs['aria-describedby']).toBeUndefined();
  });

  it('should let a finger draw on the board rather than scroll the page', () => {
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'whiteboard.css'), 'utf8');
    expect(css).toMatch(/\.lt-whiteboard__canvas \{[^}]*touch-action: none;/);
  });
});

describe('whiteboard catalogues', () => {
  const flatten = (tree: Catalogue, prefix = ''): Map<string, string> =>
    new Map(
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [[`${prefix}${key}`, value]] : [...flatten(value, `${prefix}${key}.`)],
      ),
    );
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

  for (const namespace of ['classroom', 'console'])
    for (const language of ['en', 'fr', 'es'])
      it(`should word every whiteboard key in ${language}/${namespace}.json, with the same placeholders`, () => {
        const words = flatten(catalogue(language, namespace));
        const english = flatten(catalogue('en', namespace));
        for (const key of WHITEBOARD_TEXT_KEYS) {
          const forms = key === 'summary' ? ['summary_one', 'summary_other'] : [key];
          for (const form of forms) {
            const said = words.get(`whiteboard.${form}`);
            expect({ form, said: typeof said }).toEqual({ form, said: 'string' });
            expect(placeholders(said!)).toEqual(placeholders(english.get(`whiteboard.${form}`)!));
          }
        }
        const extra = [...words.keys()]
          .filter((key) => key.startsWith('whiteboard.'))
          .map((key) => key.slice('whiteboard.'.length).replace(/_(zero|one|two|few|many|other)$/, ''))
          .filter((key) => !(WHITEBOARD_TEXT_KEYS as readonly string[]).includes(key));
        expect(extra).toEqual([]);
      });
});
