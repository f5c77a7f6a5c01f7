import type { HomeOf } from '@lantern/shared/contracts/home';
import { EmptyState } from '@lantern/shared/ui/states';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../app/table-scroll.js';

type LeaderSection = HomeOf<'administrator'>['sections'][number];

interface LeaderSectionsProps {
  role: 'administrator' | 'district-manager';
  sections: readonly LeaderSection[];
}

/** Every section of the leader's schools, each a link to its students (where onboarding is relaunched). */
export function LeaderSections({ role, sections }: LeaderSectionsProps) {
  const { t } = useTranslation('web');
  return (
    <section className="page-section" aria-labelledby="leader-sections">
      <h2 id="leader-sections">{t('leaders.sectionsHeading')}</h2>
      <p className="info-card__meta">{t('leaders.sectionsLead')}</p>
      {sections.length === 0 ? (
        <EmptyState title={t('leaders.noSectionsTitle')} description={t('leaders.noSectionsText')} />
      ) : (
        <DataTable
          caption={t('leaders.sectionsCaption')}
          rows={sections}
          rowKey={(section) => String(section.id)}
          keyColumn={{
            id: 'section',
            header: t('leaders.tableSection'),
            cell: (section) => <Link to={`/${role}/sections/${section.id}`}>{section.name}</Link>,
          }}
          columns={[
            { id: 'school', header: t('leaders.table.school'), cell: (section) => section.school_name },
            {
              id: 'course',
              header: t('leaders.tableCourse'),
              cell: (section) => section.course?.name ?? '—',
            },
            {
              id: 'students',
              header: t('leaders.table.students'),
              numeric: true,
              cell: (section) => section.student_count,
            },
          ]}
        />
      )}
    </section>
  );
}
