import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, type Navigate } from '../app-link.js';
import { Wordmark } from '../brand.js';
import { MobileMenu } from './mobile-menu.js';
import { activeNavHref, type NavItem, NavItemLink } from './nav-item-link.js';
import './app-header.css';

/** The spec's large breakpoint: the mobile menu is hidden from here up. */
export const DESKTOP_MIN_WIDTH = 1280;

interface AppHeaderProps {
  homeHref: string;
  items: readonly NavItem[];
  activePath: string;
  onNavigate: Navigate;
  /** Right-hand controls (language picker, view-as, user menu), shown at every width. */
  actions?: ReactNode;
  /** Extra content at the bottom of the mobile menu. */
  mobileExtras?: ReactNode;
}

export function AppHeader({
  homeHref,
  items,
  activePath,
  onNavigate,
  actions,
  mobileExtras,
}: AppHeaderProps) {
  const { t } = useTranslation('common');
  const activeHref = activeNavHref(items, activePath);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const onChange = () => {
      if (desktop.matches) setMenuOpen(false);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, []);

  return (
    <header className="lt-header">
      <div className="lt-header__inner">
        {items.length > 0 ? (
          <button
            ref={buttonRef}
            type="button"
            className="lt-icon-button lt-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {/* The open menu is a dialog with its own close button: one ✕ on screen, not two. */}
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
            <span className="lt-visually-hidden">{t('nav.openMenu')}</span>
          </button>
        ) : null}
        <AppLink
          className="lt-header__brand"
          href={homeHref}
          onNavigate={onNavigate}
          aria-label={t('nav.home')}
        >
          <Wordmark />
        </AppLink>
        <nav className="lt-header__nav" aria-label={t('nav.label')}>
          <ul className="lt-header__list">
            {items.map((item) => (
              <li key={item.id}>
                <NavItemLink
                  className="lt-header__link"
                  item={item}
                  active={item.href === activeHref}
                  onNavigate={onNavigate}
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="lt-header__actions">{actions}</div>
      </div>
      <MobileMenu
        id={menuId}
        open={menuOpen}
        items={items}
        activePath={activePath}
        onNavigate={onNavigate}
        onClose={closeMenu}
        buttonRef={buttonRef}
        extras={mobileExtras}
      />
    </header>
  );
}
