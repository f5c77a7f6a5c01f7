import { useEffect, useRef } from 'react';

/** How long to wait for a page's heading (its data may still be loading) before giving up. */
const WAIT_MS = 10_000;

function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

function focusHeading(heading: HTMLElement): void {
  // Headings are not focusable; -1 lets a script focus one without adding a Tab stop.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * After a client-side navigation (sign-in, sign-out, a link), moves focus to the new page's
 * main heading, so a screen reader reads where it landed and Tab continues from the page's
 * content instead of from wherever the old page's focused control used to be. The first render
 * keeps the browser's own focus. A page still loading shows its heading later: this waits for it,
 * unless the person has moved focus themselves in the meantime (opened a menu, say): their focus wins.
 */
export function useHeadingFocusOnNavigation(pathname: string): void {
  const firstRef = useRef(true);
  useEffect(() => {
    if (firstRef.current) {
      firstRef.current = false;
      return;
    }
    const ready = pageHeading();
    if (ready) {
      focusHeading(ready);
      return;
    }
    const focusedAtNavigation = document.activeElement;
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (active !== focusedAtNavigation && active !== document.body) return stop();
      const heading = pageHeading();
      if (!heading) return;
      stop();
      focusHeading(heading);
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
