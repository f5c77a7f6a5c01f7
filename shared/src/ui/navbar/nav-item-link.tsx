import { isPathUnder } from '../../domain/routing/path-match.js';
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

interface NavItemLinkProps {
  item: NavItem;
  activePath: string;
  onNavigate: Navigate;
  onChosen?(): void;
  className: string;
}

export function NavItemLink({ item, activePath, onNavigate, onChosen, className }: NavItemLinkProps) {
  const active = !item.external && isPathUnder(activePath, item.href);
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
