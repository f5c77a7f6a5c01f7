import { describe, expect, it } from 'vitest';
import { hasMath, insertFormula, splitMathText, wrapFormula } from './math-text.js';

const text = (words: string) => ({ kind: 'text', text: words });
const inline = (tex: string) => ({ kind: 'math', tex, display: false, source: `$${tex}$` });

describe('splitMathText', () => {
  it('should give nothing for no text', () => {
    expect(splitMathText('')).toEqual([]);
  });

  it('should leave text without a dollar sign as it is', () => {
    expect(splitMathText('Factor the top and bottom first.')).toEqual([
      text('Factor the top and bottom first.'),
    ]);
  });

  it('should find a formula in the line between single dollar signs', () => {
    expect(splitMathText('So $x^2 - 9 = (x-3)(x+3)$, right?')).toEqual([
      text('So '),
      inline('x^2 - 9 = (x-3)(x+3)'),
      text(', right?'),
    ]);
  });

  it('should find a formula on its own line between double dollar signs, across lines', () => {
    expect(splitMathText('Look:\n$$\n\\frac{a}{b}\n$$ done')).toEqual([
      text('Look:\n'),
      { kind: 'math', tex: '\\frac{a}{b}', display: true, source: '$$\n\\frac{a}{b}\n$$' },
      text(' done'),
    ]);
  });

  it('should find several formulas in one message', () => {
    expect(splitMathText('$a$ and $b$')).toEqual([inline('a'), text(' and '), inline('b')]);
    expect(splitMathText('$a$$b$')).toEqual([inline('a'), inline('b')]);
  });

  it.each([
    ['$5 and $6', 'two prices'],
    ['It costs $5, or $6.', 'prices in a sentence'],
    ['$5-$10', 'a price range'],
    ['US$5,$6', 'a closing dollar sign before a digit'],
    ['between $ x $ and', 'spaces inside the dollar signs'],
    ['a $ sign', 'a lone dollar sign'],
    ['$x', 'a dollar sign left open'],
    ['$x\n+1$', 'a formula in the line broken over two lines'],
    ['$$', 'a double dollar sign alone'],
    ['$$ $$', 'an empty formula on its own line'],
    ['$$x', 'a double dollar sign left open'],
  ])('should keep %j as text (%s)', (typed) => {
    expect(splitMathText(typed)).toEqual([text(typed)]);
  });

  it('should not look past another dollar sign for the end of a formula in the line', () => {
    expect(splitMathText('$10 to $20 and $x$')).toEqual([text('$10 to $20 and '), inline('x')]);
  });

  it('should read an escaped dollar sign as a plain one, without its backslash', () => {
    expect(splitMathText('It costs \\$5 and \\$x$ is not maths')).toEqual([
      text('It costs $5 and $x$ is not maths'),
    ]);
  });

  it("should keep TeX's escaped dollar sign inside a formula", () => {
    expect(splitMathText('$\\$5 + x$')).toEqual([inline('\\$5 + x')]);
    expect(splitMathText('$$a\\$$$')).toEqual([
      { kind: 'math', tex: 'a\\$', display: true, source: '$$a\\$$$' },
    ]);
  });

  it('should keep a backslash that escapes nothing outside a formula', () => {
    expect(splitMathText('C:\\temp')).toEqual([text('C:\\temp')]);
  });

  it('should accept a formula of one digit', () => {
    expect(splitMathText('$2$')).toEqual([inline('2')]);
  });

  it('should give each formula its source exactly as typed', () => {
    const typed = 'x $$ \\sqrt{2} $$ y $\\pi$';
    const sources = splitMathText(typed).flatMap((part) => (part.kind === 'math' ? [part.source] : []));
    expect(sources).toEqual(['$$ \\sqrt{2} $$', '$\\pi$']);
    expect(sources.every((source) => typed.includes(source))).toBe(true);
  });
});

describe('hasMath', () => {
  it('should tell a message with a formula from one without', () => {
    expect(hasMath('It is $x^2$')).toBe(true);
    expect(hasMath('$5 and $6')).toBe(false);
    expect(hasMath('no dollars')).toBe(false);
  });
});

describe('wrapFormula', () => {
  it('should write a formula in the line', () => {
    expect(wrapFormula('x^2')).toBe('$x^2$');
    expect(wrapFormula('  \\frac{1}{2} ')).toBe('$\\frac{1}{2}$');
  });

  it('should give nothing for an empty formula', () => {
    expect(wrapFormula('  ')).toBe('');
  });

  it('should put a formula that could not close in the line on its own line', () => {
    expect(wrapFormula('a\\')).toBe('$$a\\$$');
  });

  it.each(['x^2', '\\frac{1}{2}', '\\sqrt{x+1}', '\\$5', 'a\\\\b', '\\text{5 \\$ }'])(
    'should write %j so it reads back as that one formula',
    (latex) => {
      const parts = splitMathText(wrapFormula(latex));
      expect(parts).toHaveLength(1);
      expect(parts[0]).toMatchObject({ kind: 'math', tex: latex });
    },
  );
});

describe('insertFormula', () => {
  const at = (start: number, end = start) => ({ start, end });

  it('should put the formula at the caret, spaced from the words around it', () => {
    expect(insertFormula('So is2 right?', at(5), 'x^2', 100)).toEqual({
      text: 'So is $x^2$ 2 right?',
      caret: 12,
    });
  });

  it('should add no space where the text already has one, or has nothing', () => {
    expect(insertFormula('', at(0), 'x', 100)).toEqual({ text: '$x$', caret: 3 });
    expect(insertFormula('Is ', at(3), 'x', 100)).toEqual({ text: 'Is $x$', caret: 6 });
    expect(insertFormula('Is  ok', at(3), 'x', 100)).toEqual({ text: 'Is $x$ ok', caret: 6 });
  });

  it('should replace the selected text', () => {
    expect(insertFormula('Is x squared ok', at(3, 12), 'x^2', 100)).toEqual({
      text: 'Is $x^2$ ok',
      caret: 8,
    });
  });

  it('should keep a formula followed by a digit a formula', () => {
    const inserted = insertFormula('2', at(0), 'x', 100)!;
    expect(splitMathText(inserted.text)).toEqual([inline('x'), text(' 2')]);
  });

  it('should leave the text alone for an empty formula', () => {
    expect(insertFormula('Hi', at(2), ' ', 100)).toEqual({ text: 'Hi', caret: 2 });
  });

  it('should refuse a formula that would make the message too long', () => {
    expect(insertFormula('12345', at(5), 'x', 8)).toBeNull();
    expect(insertFormula('12345', at(5), 'x', 9)).toEqual({ text: '12345 $x$', caret: 9 });
  });
});
