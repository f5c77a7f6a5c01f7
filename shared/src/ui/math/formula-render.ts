import katex, { type KatexOptions } from 'katex';
import 'katex/dist/katex.min.css';

/**
 * How chat formulas are typeset. Everything in a formula is someone's typing, so: no command that
 * reaches outside the formula (`trust: false`: no links, no pictures, no HTML attributes), any
 * departure from LaTeX refused (`strict`), sizes and macro expansion bounded so one message cannot
 * draw a wall or spin the page. A refusal throws, and the caller shows the source instead.
 */
export const FORMULA_OPTIONS = {
  throwOnError: true,
  trust: false,
  strict: 'error',
  maxSize: 10,
  maxExpand: 200,
  output: 'htmlAndMathml',
} as const satisfies KatexOptions;

/**
 * The formula as KaTeX's markup (HTML drawn for the eye, MathML with its TeX annotation for screen
 * readers), or null when it is not one KaTeX accepts. The markup is KaTeX's own: every character
 * typed reaches it escaped, never as markup.
 */
export function renderFormula(tex: string, display: boolean): string | null {
  try {
    // Each call gets macros of its own, so a \def in one message cannot change another.
    return katex.renderToString(tex, { ...FORMULA_OPTIONS, displayMode: display, macros: {} });
  } catch {
    return null;
  }
}
