import { isPathUnder } from '@lantern/shared/domain/routing/path-match';
import type { NavItem } from '@lantern/shared/ui/navbar/nav-item-link';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useStores } from '../../stores/stores-context.js';
import { RouterLink } from '../router-link.js';

interface StudentSidebarProps {
  items: readonly NavItem[];
}

/** The student's side panel: closed by default, open on the dashboard, reset on every navigation. */
function StudentSidebarView({ items }: StudentSidebarProps) {
  const { ui, user } = useStores();
  const { t } = useTranslation('web');
  const { pathname } = useLocation();
  const panelId = useId();
  const school = user.current?.school;

  return (
    <aside
      className={`student-sidebar${ui.sidebarOpen ? ' student-sidebar--open' : ''}`}
      aria-label={t('sidebar.label')}
    >
      <button
        type="button"
        className="lt-icon-button"
        aria-expanded={ui.sidebarOpen}
        aria-controls={panelId}
        onClick={ui.toggleSidebar}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <rect x="3" y="4" width="18" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M9 4v16" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="lt-visually-hidden">{ui.sidebarOpen ? t('sidebar.close') : t('sidebar.open')}</span>
      </button>
      <div id={panelId} className="student-sidebar__panel" hidden={!ui.sidebarOpen}>
        <p className="student-sidebar__heading">{t('sidebar.heading')}</p>
        <ul className="student-sidebar__list">
          {items
            .filter((item) => !item.external)
            .map((item) => (
              <li key={item.id}>
                <RouterLink
                  className="student-sidebar__link lt-nav-link"
                  href={item.href}
                  aria-current={isPathUnder(pathname, item.href) ? 'page' : undefined}
                >
                  {item.label}
                </RouterLink>
              </li>
            ))}
        </ul>
        {school ? (
          <div className="student-sidebar__school">
            <p className="student-sidebar__heading">{t('sidebar.school')}</p>
            <p>{school.name}</p>
            {school.district ? <p className="student-sidebar__muted">{school.district.name}</p> : null}
          </div>
        ) : null}
      </div>
    </aside>
  );
}

export const StudentSidebar = observer(StudentSidebarView);
