import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HomePageFrame, PageHeader } from '../../app/home-page-frame.js';
import { TableScroll } from '../../app/table-scroll.js';
import { useStores } from '../../stores/stores-context.js';

/** `/teacher/dashboard`: the teacher's sections with their student counts. */
function TeacherDashboardPage() {
  const { user } = useStores();
  const { t } = useTranslation('web');
  usePageTitle(t('teacher.title'));

  return (
    <HomePageFrame kind="teacher">
      {(data) => (
        <>
          <PageHeader
            eyebrow={data.schools.map((school) => school.name).join(' · ')}
            heading={t('teacher.heading', { name: user.current?.first_name ?? '' })}
            lead={t('teacher.lead')}
          />
          <dl className="stat-grid">
            <div className="stat-card">
              <dt>{t('teacher.stats.sections')}</dt>
              <dd>{data.sections.length}</dd>
            </div>
            <div className="stat-card">
              <dt>{t('teacher.stats.students')}</dt>
              <dd>{data.total_students}</dd>
            </div>
            <div className="stat-card">
              <dt>{t('teacher.stats.schools')}</dt>
              <dd>{data.schools.length}</dd>
            </div>
          </dl>
          <section className="page-section" aria-labelledby="teacher-sections">
            <h2 id="teacher-sections">{t('teacher.sectionsHeading')}</h2>
            {data.sections.length === 0 ? (
              <EmptyState title={t('teacher.noSectionsTitle')} description={t('teacher.noSectionsText')} />
            ) : (
              <TableScroll label={t('teacher.sectionsHeading')}>
                <table className="data-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('teacher.table.section')}</th>
                      <th scope="col">{t('teacher.table.course')}</th>
                      <th scope="col">{t('teacher.table.subjects')}</th>
                      <th scope="col" className="numeric">
                        {t('teacher.table.students')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.sections.map((section) => (
                      <tr key={section.id}>
                        <th scope="row">{section.name}</th>
                        <td>{section.course?.name ?? '—'}</td>
                        <td>{section.course?.subjects.map((subject) => subject.name).join(', ') || '—'}</td>
                        <td className="numeric">{section.student_count}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={3}>
                        {t('teacher.table.total')}
                      </th>
                      <td className="numeric">{data.total_students}</td>
                    </tr>
                  </tfoot>
                </table>
              </TableScroll>
            )}
          </section>
        </>
      )}
    </HomePageFrame>
  );
}

export default observer(TeacherDashboardPage);
