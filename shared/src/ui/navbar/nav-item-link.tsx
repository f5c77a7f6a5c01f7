import { mostSpecificPrefix } from '../../domain/routing/path-match.js';
import { AppLink, type Navigate } from '../app-link.js';
import { CountBadge } from '../badge.js';

export interface NavItem {
  id: string;
  label: string;
  href: string;
  /** Another site: opens in a new tab. */
  external?: boolean;
  /** Notification count shown as a badge. */
  badge?: number;
}

/** The href of the entry for the page at `path`: the most specific one, so only one is current. */
export function activeNavHref(items: readonly NavItem[], path: string): string | null {
  return mostSpecificPrefix(
    items.filter((item) => !item.external).map((item) => item.href),
    path,
  );
}

interface NavItemLinkProps {
  item: NavItem;
  active: boolean;
  onNavigate: Navigate;
  onChosen?(): void;
  className: string;
}

export function NavItemLink({ item, active, onNavigate, onChosen, className }: NavItemLinkProps) {
  return (
    <AppLink
      className={`lt-nav-link ${className}`}
      href={item.href}
      onNavigate={item.external ? undefined : onNavigate}
      onClick={onChosen}
      aria-current={active ? 'page' : undefined}
      {...(item.external ? { target: '_blank', rel: 'noreferrer' } : {})}
    >
      <span>{item.label}</span>
      {item.external ? (
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      ) : null}
      {item.badge !== undefined ? <CountBadge count={item.badge} /> : null}
    </AppLink>
  );
}
