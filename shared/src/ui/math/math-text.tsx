import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type MathTextPart, splitMathText } from '../../domain/live-help/math-text.js';
import './math-text.css';

type RenderFormula = (tex: string, display: boolean) => string | null;

// The typesetter (KaTeX, its stylesheet and fonts) is loaded the first time a formula is shown, so
// a chat without formulas, and the pages before it, never download it.
let typesetter: RenderFormula | null = null;
let loading: Promise<RenderFormula> | null = null;

/** Loads the typesetter once; a failed load is tried again by the next formula shown. */
export function loadTypesetter(): Promise<RenderFormula> {
  loading ??= import('./formula-render.js').then(
    (module) => (typesetter = module.renderFormula),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function useTypesetter(wanted: boolean): RenderFormula | null {
  const [render, setRender] = useState<RenderFormula | null>(() => typesetter);
  useEffect(() => {
    if (!wanted || render) return;
    let live = true;
    loadTypesetter().then(
      (loaded) => live && setRender(() => loaded),
      // The formulas keep showing their source; nothing else on the page depends on them.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, render]);
  return render;
}

/**
 * Chat text with its formulas typeset (the rule is `splitMathText`'s): the words as text, each
 * formula as KaTeX's markup. A formula KaTeX refuses, or one shown before KaTeX has loaded, reads
 * as its source, so a message never breaks and never loses what was typed.
 */
export function MathText({ text }: { text: string }) {
  const parts = useMemo(() => splitMathText(text), [text]);
  const render = useTypesetter(parts.some((part) => part.kind === 'math'));
  return parts.map((part, index) =>
    part.kind === 'text' ? (
      <Fragment key={index}>{besideDisplay(part.text, parts[index - 1], parts[index + 1])}</Fragment>
    ) : (
      <Formula key={index} part={part} render={render} />
    ),
  );
}

const isDisplay = (part: MathTextPart | undefined) => part?.kind === 'math' && part.display;

/**
 * A formula on its own line is a line already: the line break typed before or after it would show
 * as an empty line in text that keeps its line breaks.
 */
function besideDisplay(
  text: string,
  before: MathTextPart | undefined,
  after: MathTextPart | undefined,
): string {
  const start = isDisplay(before) && text.startsWith('\n') ? 1 : 0;
  const end = isDisplay(after) && text.endsWith('\n') ? text.length - 1 : text.length;
  return text.slice(start, Math.max(start, end));
}

function Formula({
  part,
  render,
}: {
  part: Extract<MathTextPart, { kind: 'math' }>;
  render: RenderFormula | null;
}) {
  const markup = useMemo(() => render?.(part.tex, part.display) ?? null, [render, part]);
  const ref = useRef<HTMLSpanElement>(null);
  // A formula on its own line wider than the bubble scrolls sideways, and can then be reached by
  // keyboard to scroll it.
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || !part.display) return;
    const fit = () => {
      if (box.scrollWidth > box.clientWidth) box.tabIndex = 0;
      else box.removeAttribute('tabindex');
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, [markup, part.display]);

  const className = `lt-math${part.display ? ' lt-math--display' : ''}`;
  if (markup === null)
    return (
      <span ref={ref} className={`${className} lt-math--source`}>
        {part.source}
      </span>
    );
  // KaTeX's markup only: every character typed reaches it escaped (see `renderFormula`).
  return <span ref={ref} className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
}
