import { createFocusTrap } from 'focus-trap';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Navigate } from '../app-link.js';
import { activeNavHref, type NavItem, NavItemLink } from './nav-item-link.js';

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
 * The navigation below the desktop breakpoint, as a modal dialog named by its title. While open,
 * Tab wraps inside it (its own close button included) and the page behind does not scroll;
 * Escape, the close button, a click outside or choosing a link closes it, and closing puts the
 * scroll position and the focus back where they were (on the menu button).
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
  const activeHref = activeNavHref(items, activePath);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
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
      <div
        id={id}
        ref={panelRef}
        className="lt-mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="lt-mobile-menu__top">
          <h2 id={titleId} className="lt-mobile-menu__title">
            {t('nav.menuDialog')}
          </h2>
          <button type="button" className="lt-icon-button" onClick={onClose}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            <span className="lt-visually-hidden">{t('nav.closeMenu')}</span>
          </button>
        </div>
        <nav aria-label={t('nav.label')}>
          <ul className="lt-mobile-menu__list">
            {items.map((item) => (
              <li key={item.id}>
                <NavItemLink
                  className="lt-mobile-menu__link"
                  item={item}
                  active={item.href === activeHref}
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
