import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const LINKS = [
  ['/superuser/customers', 'superuser.admin.nav.students'],
  ['/superuser/customers/schools', 'superuser.admin.nav.schools'],
  ['/superuser/customers/people', 'superuser.admin.nav.people'],
  ['/superuser/customers/audit', 'superuser.admin.nav.audit'],
  ['/superuser/customers/rostering', 'superuser.admin.nav.rostering'],
  ['/superuser/customers/privacy', 'common:privacy.nav'],
] as const;

/** The customers area's pages, one link each; the page on screen is marked current. */
export function CustomersNav() {
  const { t } = useTranslation('console');
  return (
    <nav className="customers-nav" aria-label={t('superuser.admin.nav.label')}>
      {LINKS.map(([to, label]) => (
        // Only the area's own first page needs `end`: every other link stays current on its
        // pages below (a school's page under Schools, a district's privacy under Privacy).
        <NavLink key={to} to={to} end={to === LINKS[0][0]} className="customers-nav__link">
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}
