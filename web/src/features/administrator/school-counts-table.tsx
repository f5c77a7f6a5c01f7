import type { HomeOf } from '@lantern/shared/contracts/home';
import { EmptyState } from '@lantern/shared/ui/states';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../app/table-scroll.js';

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
      <DataTable
        caption={caption}
        showCaption
        rows={schools}
        rowKey={(school) => String(school.id)}
        keyColumn={{ id: 'school', header: t('leaders.table.school'), cell: (school) => school.name }}
        columns={[
          { id: 'country', header: t('leaders.table.country'), cell: (school) => school.country_code },
          {
            id: 'students',
            header: t('leaders.table.students'),
            numeric: true,
            cell: (school) => school.students,
          },
          {
            id: 'teachers',
            header: t('leaders.table.teachers'),
            numeric: true,
            cell: (school) => school.teachers,
          },
          {
            id: 'sections',
            header: t('leaders.table.sections'),
            numeric: true,
            cell: (school) => school.sections,
          },
        ]}
      />
    </>
  );
}
