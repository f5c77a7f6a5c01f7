import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';

/** The two views of an administrator's or district manager's students: the accounts, and their analytics. */
export function LeaderStudentsTabs() {
  const { t } = useTranslation('web');
  const base = `/${useLocation().pathname.split('/')[1]}/students`;
  return (
    <nav aria-label={t('leaderStudents.tabs.label')}>
      <ul className="teacher-area__tabs">
        <li>
          <NavLink to={base} end>
            {t('leaderStudents.tabs.all')}
          </NavLink>
        </li>
        <li>
          <NavLink to={`${base}/analytics`}>{t('leaderStudents.tabs.analytics')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
