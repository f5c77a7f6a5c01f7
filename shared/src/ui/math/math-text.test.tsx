import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadTypesetter, MathText } from './math-text.js';

const draw = (text: string) => renderToString(<MathText text={text} />);

describe('MathText', () => {
  it('should show a formula as typed until the typesetter has loaded', () => {
    // Nothing in this file has loaded it yet: a first formula reads as its source.
    expect(draw('So $x^2$.')).toBe('So <span class="lt-math lt-math--source">$x^2$</span>.');
  });

  it('should leave text without formulas as text, prices included', () => {
    expect(draw('It costs $5 and $6 <b>today</b>')).toBe('It costs $5 and $6 &lt;b&gt;today&lt;/b&gt;');
  });

  describe('once the typesetter has loaded', () => {
    it('should typeset a formula in the line, with its TeX for screen readers', async () => {
      await loadTypesetter();
      const html = draw('So $x^2$.');
      expect(html).toMatch(/^So <span class="lt-math"><span class="katex">/);
      expect(html).toContain('<annotation encoding="application/x-tex">x^2</annotation>');
      expect(html).toMatch(/<\/span>\.$/);
    });

    it('should typeset a formula on its own line in display mode', async () => {
      await loadTypesetter();
      const html = draw('$$\\frac{1}{2}$$');
      expect(html).toMatch(/^<span class="lt-math lt-math--display"><span class="katex-display">/);
    });

    it('should not turn the line breaks around a formula on its own line into empty lines', async () => {
      await loadTypesetter();
      const html = draw('Look:\n$$x$$\nso');
      expect(html).toMatch(/^Look:<span class="lt-math lt-math--display">/);
      expect(html).toMatch(/<\/span>so$/);
    });

    it('should show a formula KaTeX refuses as its source, and the rest of the message as usual', async () => {
      await loadTypesetter();
      expect(draw('Try $\\frac{1$ then $\\htmlClass{x}{y}$ ok')).toBe(
        'Try <span class="lt-math lt-math--source">$\\frac{1$</span> then ' +
          '<span class="lt-math lt-math--source">$\\htmlClass{x}{y}$</span> ok',
      );
    });

    it('should never pass markup typed in a formula through as markup', async () => {
      await loadTypesetter();
      const html = draw('$<img src=x onerror=alert(1)>$ and $\\text{<script>}$');
      expect(html).not.toMatch(/<img|<script/);
      expect(html).toContain('&lt;script&gt;');
    });

    it('should not let a link or a huge box out of a formula', async () => {
      await loadTypesetter();
      const html = draw('$\\href{javascript:alert(1)}{x}$ $\\rule{1000em}{1000em}$');
      expect(html).not.toMatch(/<a |href=/);
      expect(html).not.toMatch(/width:1000em/);
      expect(html).toContain('border-right-width:10em');
    });

    it('should keep a definition in one message out of the next', async () => {
      await loadTypesetter();
      draw('$\\gdef\\secret{42}\\secret$');
      expect(draw('$\\secret$')).toContain('lt-math--source');
    });
  });
});
