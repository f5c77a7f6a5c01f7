import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeStatus } from '../../app/home-status.js';
import { PageHeader } from '../../app/page-header.js';
import { StatTile } from '../../app/stat-tile.js';
import { useStores } from '../../app/stores-context.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import { ServiceNow } from './service-now.js';
import { ServicePeople } from './service-people.js';
import { TutorTable } from './tutor-table.js';
import './services-summary.css';

/** The tutor manager's home: the tutors, the service as it stands (live), and who works. */
export const ServicesSummary = observer(function ServicesSummary() {
  const { home } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  usePageTitle(t('manager.summary.title'));
  const data = home.tutorsOverview;
  return (
    <div className="console-page">
      <PageHeader eyebrow={t('manager.services')} title={t('manager.summary.title')}>
        <Link className="lt-button lt-button--secondary" to="../tutors" relative="path">
          {t('manager.tutorsAdmin.title')}
        </Link>
        <Link className="lt-button lt-button--secondary" to="../breaks-center" relative="path">
          {t('manager.breaks.link')}
        </Link>
        {/* Occasional work, as the tutors list: from here rather than a navbar entry of its own. */}
        <Link className="lt-button lt-button--secondary" to="../canned-replies" relative="path">
          {t('cannedReplies.title')}
        </Link>
      </PageHeader>
      {data ? (
        <>
          <dl className="console-stats" aria-label={t('manager.summary.statsLabel')}>
            <StatTile label={t('manager.summary.tutorsTotal')} value={format.number(data.tutors_total)} />
            <StatTile
              label={t('manager.summary.tutorsActive')}
              value={format.number(data.tutors_active)}
              hint={t('manager.summary.tutorsInactive', {
                count: data.tutors_total - data.tutors_active,
                formatted: format.number(data.tutors_total - data.tutors_active),
              })}
            />
            <StatTile
              label={t('manager.summary.essayReviewers')}
              value={format.number(data.essay_reviewers)}
            />
          </dl>
          <ServiceNow />
          <ServicePeople />
          <TutorTable />
        </>
      ) : (
        <HomeStatus />
      )}
    </div>
  );
});
