import { usePageTitle } from '@lantern/shared/ui/page-title';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { EmptyState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomePageFrame, PageHeader } from '../../app/home-page-frame.js';
import { DataTable } from '../../app/table-scroll.js';
import { useStores } from '../../stores/stores-context.js';

/** `/teacher/dashboard`: the teacher's sections with their student counts. */
function TeacherDashboardPage() {
  const { user } = useStores();
  const { t } = useTranslation('web');
  usePageTitle(t('teacher.title'));
  const subjectName = useSubjectName();

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
            {data.sections.length > 1 ? <p className="info-card__meta">{t('teacher.uniqueNote')}</p> : null}
            {data.sections.length === 0 ? (
              <EmptyState title={t('teacher.noSectionsTitle')} description={t('teacher.noSectionsText')} />
            ) : (
              <DataTable
                caption={t('teacher.tableCaption')}
                rows={data.sections}
                rowKey={(section) => String(section.id)}
                keyColumn={{
                  id: 'section',
                  header: t('teacher.table.section'),
                  // The section's students, where the teacher relaunches a student's onboarding.
                  cell: (section) => <Link to={`/teacher/sections/${section.id}`}>{section.name}</Link>,
                }}
                columns={[
                  {
                    id: 'course',
                    header: t('teacher.table.course'),
                    cell: (section) => section.course?.name ?? '—',
                  },
                  {
                    id: 'subjects',
                    header: t('teacher.table.subjects'),
                    cell: (section) => section.course?.subjects.map(subjectName).join(', ') || '—',
                  },
                  {
                    id: 'students',
                    header: t('teacher.table.students'),
                    numeric: true,
                    cell: (section) => section.student_count,
                  },
                ]}
                footer={{ label: t('teacher.table.total'), cells: [null, null, data.total_students] }}
              />
            )}
          </section>
        </>
      )}
    </HomePageFrame>
  );
}

export default observer(TeacherDashboardPage);
