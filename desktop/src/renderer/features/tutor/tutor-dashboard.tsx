import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeStatus } from '../../app/home-status.js';
import { PageHeader } from '../../app/page-header.js';
import { useStores } from '../../app/stores-context.js';
import { BreakPlanner } from './break-planner.js';
import { PunchClockPanel } from './punch-clock-panel.js';
import { ShiftListPanel } from './shift-list-panel.js';
import { OpenTransfersPanel } from './transfers/open-transfers-panel.js';
import { TransferOutcomeMessage } from './transfers/transfer-outcome-message.js';
import { TutorProfilePanel } from './tutor-profile-panel.js';
import './tutor-dashboard.css';

export const TutorDashboard = observer(function TutorDashboard() {
  const { home, user } = useStores();
  const { t } = useTranslation('console');
  usePageTitle(t('tutor.dashboard.title'));
  const data = home.tutorHome;
  return (
    <div className="console-page">
      <PageHeader
        eyebrow={t('tutor.dashboard.title')}
        title={t('tutor.dashboard.greeting', { name: user.displayName })}
      >
        {data?.essay_review ? (
          <Link
            className="lt-button lt-button--secondary"
            to="/tutor/review-center"
            title={t('tutor.dashboard.writingReviewHint')}
          >
            {t('tutor.dashboard.writingReview')}
          </Link>
        ) : null}
      </PageHeader>
      <TransferOutcomeMessage />
      <div className="tutor-dashboard">
        <PunchClockPanel />
        <div className="tutor-dashboard__main">
          <BreakPlanner />
          <ShiftListPanel />
          <OpenTransfersPanel />
          {data ? <TutorProfilePanel home={data} /> : <HomeStatus />}
        </div>
      </div>
    </div>
  );
});
