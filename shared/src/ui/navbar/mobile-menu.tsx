import { createFocusTrap } from 'focus-trap';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Navigate } from '../app-link.js';
import { type NavItem, NavItemLink } from './nav-item-link.js';

interface MobileMenuProps {
  id: string;
  open: boolean;
  items: readonly NavItem[];
  activePath: string;
  onNavigate: Navigate;
  onClose(): void;
  /** The button that opened the menu: focus goes back to it on close. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  extras?: ReactNode;
}

/**
 * The navigation below the desktop breakpoint. While open, Tab wraps inside it and the page
 * behind does not scroll; Escape, a click outside or choosing a link closes it, and closing
 * puts the scroll position and the focus back where they were (on the menu button).
 */
export function MobileMenu({
  id,
  open,
  items,
  activePath,
  onNavigate,
  onClose,
  buttonRef,
  extras,
}: MobileMenuProps) {
  const { t } = useTranslation('common');
  const panelRef = useRef<HTMLDivElement>(null);
  // Choosing a link leads to a new page, which starts at its top: do not scroll the old offset back.
  const leavingRef = useRef(false);

  useEffect(() => {
    const panel = panelRef.current;
    const button = buttonRef.current;
    if (!open || !panel) return;
    leavingRef.current = false;
    const scrollY = window.scrollY;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const trap = createFocusTrap(panel, {
      escapeDeactivates: true,
      clickOutsideDeactivates: (event) => !button?.contains(event.target as Node),
      returnFocusOnDeactivate: false,
      fallbackFocus: panel,
      onDeactivate: onClose,
    });
    trap.activate();
    return () => {
      trap.deactivate({ onDeactivate: () => undefined });
      document.body.style.overflow = previousOverflow;
      if (!leavingRef.current) window.scrollTo(0, scrollY);
      button?.focus({ preventScroll: true });
    };
  }, [open, onClose, buttonRef]);

  if (!open) return null;
  return (
    <>
      <div className="lt-mobile-menu__backdrop" aria-hidden="true" />
      <div id={id} ref={panelRef} className="lt-mobile-menu" tabIndex={-1}>
        <nav aria-label={t('nav.label')}>
          <ul className="lt-mobile-menu__list">
            {items.map((item) => (
              <li key={item.id}>
                <NavItemLink
                  className="lt-mobile-menu__link"
                  item={item}
                  activePath={activePath}
                  onNavigate={onNavigate}
                  onChosen={() => {
                    leavingRef.current = !item.external;
                    onClose();
                  }}
                />
              </li>
            ))}
          </ul>
        </nav>
        {extras ? <div className="lt-mobile-menu__extras">{extras}</div> : null}
      </div>
    </>
  );
}
