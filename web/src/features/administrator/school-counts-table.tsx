import type { HomeOf } from '@lantern/shared/contracts/home';
import { EmptyState } from '@lantern/shared/ui/states';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../app/table-scroll.js';

type CountedSchool = HomeOf<'administrator'>['schools'][number];

interface SchoolCountsProps {
  schools: readonly CountedSchool[];
  caption: string;
}

/** Totals across the schools, then one row per school (administrators and district managers). */
export function SchoolCounts({ schools, caption }: SchoolCountsProps) {
  const { t } = useTranslation('web');
  if (schools.length === 0) {
    return <EmptyState title={t('leaders.noSchoolsTitle')} description={t('leaders.noSchoolsText')} />;
  }
  const total = (key: 'students' | 'teachers' | 'sections') =>
    schools.reduce((sum, school) => sum + school[key], 0);
  return (
    <>
      <dl className="stat-grid">
        <div className="stat-card">
          <dt>{t('leaders.stats.schools')}</dt>
          <dd>{schools.length}</dd>
        </div>
        <div className="stat-card">
          <dt>{t('leaders.stats.students')}</dt>
          <dd>{total('students')}</dd>
        </div>
        <div className="stat-card">
          <dt>{t('leaders.stats.teachers')}</dt>
          <dd>{total('teachers')}</dd>
        </div>
        <div className="stat-card">
          <dt>{t('leaders.stats.sections')}</dt>
          <dd>{total('sections')}</dd>
        </div>
      </dl>
      <TableScroll label={caption}>
        <table className="data-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('leaders.table.school')}</th>
              <th scope="col">{t('leaders.table.country')}</th>
              <th scope="col" className="numeric">
                {t('leaders.table.students')}
              </th>
              <th scope="col" className="numeric">
                {t('leaders.table.teachers')}
              </th>
              <th scope="col" className="numeric">
                {t('leaders.table.sections')}
              </th>
            </tr>
          </thead>
          <tbody>
            {schools.map((school) => (
              <tr key={school.id}>
                <th scope="row">{school.name}</th>
                <td>{school.country_code}</td>
                <td className="numeric">{school.students}</td>
                <td className="numeric">{school.teachers}</td>
                <td className="numeric">{school.sections}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
