import { splitMathText } from './math-text.js';

/**
 * A chat message as one plain line, for places that show a line and no typesetter (the tutor's
 * chat list, a report's question, a notification): formulas lose their `$` and read as their
 * TeX would print, compactly ("$x^2 + \frac{1}{2}$" is "x² + 1/2", "$\sqrt{b^2-4ac}$" is
 * "√(b²−4ac)"), and whitespace folds into single spaces. Past `max` characters the line is cut
 * with an ellipsis.
 */
export function mathSummary(text: string, max = Number.POSITIVE_INFINITY): string {
  const line = splitMathText(text)
    .map((part) => (part.kind === 'text' ? part.text : compactTex(part.tex)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(line);
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : line;
}

const SYMBOLS: Readonly<Record<string, string>> = {
  times: '×',
  cdot: '·',
  div: '÷',
  pm: '±',
  mp: '∓',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  equiv: '≡',
  sim: '∼',
  infty: '∞',
  to: '→',
  rightarrow: '→',
  leftarrow: '←',
  Rightarrow: '⇒',
  Leftrightarrow: '⇔',
  implies: '⇒',
  iff: '⇔',
  in: '∈',
  notin: '∉',
  subset: '⊂',
  cup: '∪',
  cap: '∩',
  emptyset: '∅',
  forall: '∀',
  exists: '∃',
  sum: '∑',
  prod: '∏',
  int: '∫',
  partial: '∂',
  nabla: '∇',
  angle: '∠',
  perp: '⊥',
  parallel: '∥',
  circ: '∘',
  degree: '°',
  ldots: '…',
  dots: '…',
  cdots: '⋯',
  percent: '%',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  varepsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  kappa: 'κ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  phi: 'φ',
  varphi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  Gamma: 'Γ',
  Delta: 'Δ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Pi: 'Π',
  Sigma: 'Σ',
  Phi: 'Φ',
  Omega: 'Ω',
};

/** Commands that only size or space what follows: they print nothing of their own. */
const SILENT = new Set([
  'left',
  'right',
  'displaystyle',
  'textstyle',
  'big',
  'Big',
  'bigg',
  'Bigg',
  'limits',
]);
const SPACES = new Set([',', ';', ':', '!', ' ', 'quad', 'qquad']);
const FRACTIONS = new Set(['frac', 'dfrac', 'tfrac']);
/** Commands that only style their argument: the argument is what reads. */
const STYLES = new Set([
  'text',
  'textrm',
  'textbf',
  'textit',
  'mbox',
  'mathrm',
  'mathbf',
  'mathit',
  'mathsf',
  'mathbb',
  'mathcal',
  'boldsymbol',
  'operatorname',
]);
const SUPERSCRIPT: Readonly<Record<string, string>> = Object.fromEntries(
  [...'0123456789+−=()ni'].map((char, index) => [char, '⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿⁱ'[index]!]),
);
const SUBSCRIPT: Readonly<Record<string, string>> = Object.fromEntries(
  [...'0123456789+−=()'].map((char, index) => [char, '₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎'[index]!]),
);
/** A part that reads as one unit beside `/` or `√`: letters, digits and their raised or lowered forms. */
const ONE_UNIT = /^[\p{L}\p{N}.]+$/u;

const unit = (part: string) => (ONE_UNIT.test(part) ? part : `(${part})`);

/** Raised or lowered characters when each has a form; else the TeX mark and the part. */
function shifted(part: string, forms: Readonly<Record<string, string>>, mark: string): string {
  if (part === '∘' && mark === '^') return '°';
  const chars = [...part.replace(/\s+/g, '')];
  if (chars.length > 0 && chars.every((char) => forms[char]))
    return chars.map((char) => forms[char]).join('');
  return `${mark}${chars.length === 1 ? part : `(${part})`}`;
}

/** A formula's TeX as the line reads it: symbols for commands, no braces, `−` for a minus. */
export function compactTex(tex: string): string {
  let at = 0;

  function command(): string {
    const start = at;
    if (/[a-zA-Z]/.test(tex[at] ?? '')) while (/[a-zA-Z]/.test(tex[at] ?? '')) at++;
    else at++;
    return tex.slice(start, at);
  }

  /** One argument: a `{…}` group, a command, or a single character. */
  function argument(): string {
    while (tex[at] === ' ') at++;
    const char = tex[at];
    if (char === undefined) return '';
    if (char === '{') {
      at++;
      return sequence('}');
    }
    if (char === '\\') {
      at++;
      return word(command());
    }
    at++;
    return char;
  }

  /** A command's output; `tight` when no space came before it. */
  function word(name: string, tight = false): string {
    if (FRACTIONS.has(name)) {
      const over = argument();
      const under = argument();
      return `${unit(over)}/${unit(under)}`;
    }
    if (name === 'sqrt') {
      let index = '';
      if (tex[at] === '[') {
        const close = tex.indexOf(']', at);
        index = compactTex(tex.slice(at + 1, close === -1 ? tex.length : close));
        at = close === -1 ? tex.length : close + 1;
      }
      const root = `√${unit(argument())}`;
      return index ? `${shifted(index, SUPERSCRIPT, '^')}${root}` : root;
    }
    if (STYLES.has(name)) return argument();
    if (SILENT.has(name)) return '';
    if (SPACES.has(name)) return ' ';
    if (name === '\\') return ' ';
    const symbol = SYMBOLS[name];
    if (symbol === undefined) return name;
    // TeX drops the space after a command: written tight before ("F\cdot d"), it reads tight after.
    if (tight) while (tex[at] === ' ') at++;
    return symbol;
  }

  function sequence(end?: string): string {
    let out = '';
    while (at < tex.length) {
      const char = tex[at]!;
      if (char === end) {
        at++;
        return out;
      }
      at++;
      if (char === '\\') {
        const before = tex[at - 2];
        out += word(command(), before !== undefined && !/\s/.test(before));
      } else if (char === '^') out += shifted(argument(), SUPERSCRIPT, '^');
      else if (char === '_') out += shifted(argument(), SUBSCRIPT, '_');
      else if (char === '{' || char === '}') out += char === '{' ? sequence('}') : '';
      else if (char === '&' || char === '~') out += ' ';
      else if (char === '-') out += '−';
      else out += char;
    }
    return out;
  }

  return sequence().replace(/\s+/g, ' ').trim();
}
