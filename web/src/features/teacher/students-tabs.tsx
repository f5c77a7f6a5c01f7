import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The two views of the teacher's students: all of them, and those who never used Lantern. */
export function StudentsTabs() {
  const { t } = useTranslation('web');
  return (
    <nav aria-label={t('teacherStudents.tabs.label')}>
      <ul className="teacher-area__tabs">
        <li>
          <NavLink to="/teacher/students" end>
            {t('teacherStudents.tabs.all')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/teacher/students/never-used">{t('teacherStudents.tabs.neverUsed')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
