import { useHeadingFocusOnNavigation } from '@lantern/shared/ui/heading-focus';
import { useLocation } from 'react-router';

/** Moves focus to each new page's heading after a navigation inside the console. */
export function RouteFocus() {
  useHeadingFocusOnNavigation(useLocation().pathname);
  return null;
}
