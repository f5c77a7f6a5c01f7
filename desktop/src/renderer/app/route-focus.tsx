import { useHeadingFocusOnNavigation } from '@lantern/shared/ui/heading-focus';
import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The navigation state of a move that keeps focus where it is: tabs linked to routes, where the
 * arrow keys go from tab to tab and each one changes the address.
 */
export const KEEP_FOCUS_STATE = { keepFocus: true } as const;

const keepsFocus = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { keepFocus?: unknown }).keepFocus === true;

/** Moves focus to each new page's heading after a navigation inside the console. */
export function RouteFocus() {
  const { pathname, state } = useLocation();
  // Counts the moves to a new page; a tab switch changes the path but is no move of its own.
  const [page, setPage] = useState({ pathname, moves: 0 });
  if (page.pathname !== pathname) setPage({ pathname, moves: page.moves + (keepsFocus(state) ? 0 : 1) });
  useHeadingFocusOnNavigation(String(page.moves));
  return null;
}
