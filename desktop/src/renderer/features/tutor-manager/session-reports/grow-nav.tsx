import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const LINKS = [
  { to: '../session-reports', key: 'reports' },
  { to: '../create-session-feedback', key: 'create' },
  { to: '../incidents', key: 'incidents' },
] as const;

/** The three GROW pages' own links, shown on each of them. */
export function GrowNav() {
  const { t } = useTranslation('console');
  return (
    <nav className="grow-nav" aria-label={t('manager.grow.navLabel')}>
      {LINKS.map((link) => (
        <NavLink key={link.key} className="grow-nav__link" to={link.to} relative="path" end>
          {t(`manager.grow.nav.${link.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
