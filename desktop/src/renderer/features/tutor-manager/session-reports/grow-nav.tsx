import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';

const LINKS = [
  { path: 'session-reports', key: 'reports' },
  { path: 'create-session-feedback', key: 'create' },
  { path: 'incidents', key: 'incidents' },
] as const;

/**
 * The three GROW pages' own links, shown on each of them. They start from the area's `grow` (the
 * tutor manager's or the superuser's), not from the page: a report's own address is one deeper.
 */
export function GrowNav() {
  const { t } = useTranslation('console');
  const { pathname } = useLocation();
  const grow = pathname.slice(0, pathname.indexOf('/grow/') + '/grow'.length);
  return (
    <nav className="grow-nav" aria-label={t('manager.grow.navLabel')}>
      {LINKS.map((link) => (
        <NavLink key={link.key} className="grow-nav__link" to={`${grow}/${link.path}`} end>
          {t(`manager.grow.nav.${link.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
