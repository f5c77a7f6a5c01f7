import { useTranslation } from 'react-i18next';
import { AppLink, type Navigate } from '../app-link.js';
import { Dropdown } from './dropdown.js';
import './user-dropdown.css';

export interface MenuLink {
  id: string;
  label: string;
  href: string;
  external?: boolean;
}

interface UserDropdownProps {
  name: string;
  /** Second line under the name, e.g. the current role or school. */
  detail?: string;
  links?: readonly MenuLink[];
  onNavigate: Navigate;
  onLogout(): void;
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** Avatar button opening the account menu; closes on outside click, Escape or tabbing off its last item. */
export function UserDropdown({ name, detail, links = [], onNavigate, onLogout }: UserDropdownProps) {
  const { t } = useTranslation('common');
  return (
    <Dropdown
      triggerClassName="lt-dropdown__trigger lt-user-trigger"
      // The name starts with the initials the button shows (WCAG 2.5.3, label in name).
      triggerLabel={t('userMenu.open', { initials: initials(name), name })}
      trigger={
        <span className="lt-avatar" aria-hidden="true">
          {initials(name)}
        </span>
      }
    >
      {(close) => (
        <>
          <div className="lt-user-card">
            <span className="lt-avatar lt-avatar--large" aria-hidden="true">
              {initials(name)}
            </span>
            <span>
              <strong className="lt-user-card__name">{name}</strong>
              {detail ? <span className="lt-user-card__detail">{detail}</span> : null}
            </span>
          </div>
          <ul className="lt-menu-list">
            {links.map((link) => (
              <li key={link.id}>
                <AppLink
                  className="lt-menu-item"
                  href={link.href}
                  onNavigate={link.external ? undefined : onNavigate}
                  onClick={close}
                  {...(link.external ? { target: '_blank', rel: 'noreferrer' } : {})}
                >
                  {link.label}
                </AppLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="lt-menu-item"
                onClick={() => {
                  close();
                  onLogout();
                }}
              >
                {t('userMenu.logout')}
              </button>
            </li>
          </ul>
        </>
      )}
    </Dropdown>
  );
}
