import { describe, expect, it } from 'vitest';
import { compactTex, mathSummary } from './math-summary.js';

describe('mathSummary', () => {
  it('should drop the delimiters and print the formula compactly', () => {
    expect(mathSummary('How do I solve $x^2 + 3x = 10$?')).toBe('How do I solve x² + 3x = 10?');
    expect(mathSummary('$$\\frac{1}{2} + \\frac{a+b}{c}$$')).toBe('1/2 + (a+b)/c');
  });

  it('should keep prices and escaped dollars as written', () => {
    expect(mathSummary('It costs $5 and $6.')).toBe('It costs $5 and $6.');
    expect(mathSummary('\\$x$ is text')).toBe('$x$ is text');
  });

  it('should fold lines and spaces into one line', () => {
    expect(mathSummary('  First line\n\nsecond   line\t$$\n a \\\\ b\n$$ ')).toBe(
      'First line second line a b',
    );
  });

  it('should cut a long line with an ellipsis, counting characters rather than code units', () => {
    expect(mathSummary('abcdefghij', 5)).toBe('abcd…');
    expect(mathSummary('abcde', 5)).toBe('abcde');
    expect(mathSummary('😀😀😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('should leave a message without a formula as it reads', () => {
    expect(mathSummary('Thanks, that helped!')).toBe('Thanks, that helped!');
  });
});

describe('compactTex', () => {
  it.each([
    ['x^2', 'x²'],
    ['x^{10}', 'x¹⁰'],
    ['e^{i\\pi} + 1 = 0', 'e^(iπ) + 1 = 0'],
    ['2^{x+1}', '2^(x+1)'],
    ['a_1 + a_{n-1}', 'a₁ + a_(n−1)'],
    ['x^{-1}', 'x⁻¹'],
    ['\\sqrt{b^2-4ac}', '√(b²−4ac)'],
    ['\\sqrt{x}', '√x'],
    ['\\sqrt[3]{8}', '³√8'],
    ['\\frac{\\pi}{4}', 'π/4'],
    ['\\dfrac{x^2}{2}', 'x²/2'],
    ['3 \\times 4 \\div 2 \\le 6', '3 × 4 ÷ 2 ≤ 6'],
    ['M=F\\cdot d', 'M=F·d'],
    ['a\\times b', 'a×b'],
    ['90^\\circ', '90°'],
    ['\\left( \\frac{1}{2} \\right)', '( 1/2 )'],
    ['\\text{area} = \\pi r^2', 'area = π r²'],
    ['\\sin \\theta', 'sin θ'],
    ['\\unknown{x}', 'unknownx'],
  ])('should print %s as %s', (tex, line) => {
    expect(compactTex(tex)).toBe(line);
  });

  it('should not fail on unbalanced TeX', () => {
    expect(compactTex('\\frac{1')).toBe('1/()');
    expect(compactTex('x^')).toBe('x^()');
    expect(compactTex('}')).toBe('');
  });
});
