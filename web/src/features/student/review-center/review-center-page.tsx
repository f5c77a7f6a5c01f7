import type { EssayView } from '@lantern/shared/contracts/essays';
import { ESSAY_FILTERS, type EssayFilter } from '@lantern/shared/domain/essays/essay-filters';
import { REVIEW_TURNAROUND_HOURS } from '@lantern/shared/domain/constants';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { RouterLink } from '../../../app/router-link.js';
import CancelDialog from './cancel-dialog.js';
import DetailsDialog from './details-dialog.js';
import { isReviewed, statusKey } from './format.js';
import { useEssays } from './use-essays.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import '../../../app/pages.css';
import '../../../app/pill-tabs.css';
import './review-center.css';

interface EssayRowProps {
  essay: EssayView;
  onDetails(): void;
  onCancel(): void;
}

const EssayRow = observer(function EssayRow({ essay, onDetails, onCancel }: EssayRowProps) {
  const { t } = useTranslation('essays');
  const essays = useEssays();
  const dates = useLocaleFormat();
  const status = statusKey(essay);
  const converting = status === 'converting';
  return (
    <li className="essay-row" aria-labelledby={`essay-${essay.id}-title`}>
      <div className="essay-row__head">
        <h2 id={`essay-${essay.id}-title`} className="essay-row__title">
          {essay.title}
        </h2>
        <span className={`essay-status essay-status--${status}`}>{t(`status.${status}`)}</span>
      </div>
      <dl className="essay-row__facts">
        <div>
          <dt>{t('list.submitted')}</dt>
          <dd>
            <time dateTime={dates.iso(essay.created_at)}>{dates.dateTime(essay.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('list.due')}</dt>
          <dd>
            <time dateTime={dates.iso(essay.due_at)}>{dates.dateTime(essay.due_at)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('list.tutor')}</dt>
          <dd>
            {essay.tutor
              ? `${essay.tutor.first_name} ${essay.tutor.last_name.charAt(0)}.`
              : t('list.noTutor')}
          </dd>
        </div>
      </dl>
      {converting ? (
        <div className="essay-row__conversion">
          <progress
            max={100}
            value={essay.conversion.progress}
            aria-labelledby={`essay-${essay.id}-conversion`}
          />
          <span id={`essay-${essay.id}-conversion`} className="lt-hint">
            {t('conversion.progress', { percent: essay.conversion.progress })}
          </span>
        </div>
      ) : null}
      {status === 'failed' ? (
        <p className="lt-alert lt-alert--error">
          {t('conversion.failed', { reason: essay.conversion.error ?? '' })}
        </p>
      ) : null}
      <div className="essay-row__actions">
        <button
          type="button"
          className="lt-button lt-button--secondary"
          onClick={onDetails}
          aria-describedby={`essay-${essay.id}-title`}
        >
          {t('list.details')}
        </button>
        {isReviewed(essay) ? (
          <RouterLink
            href={`/student/review-center/${essay.id}`}
            className="lt-button lt-button--secondary"
            aria-describedby={`essay-${essay.id}-title`}
          >
            {t('reviewed.open')}
          </RouterLink>
        ) : null}
        {isReviewed(essay) ? (
          <button
            type="button"
            className="lt-button lt-button--primary"
            onClick={() => void essays.download(essay.id)}
            disabled={essays.downloading === essay.id}
            aria-describedby={`essay-${essay.id}-title`}
          >
            {essays.downloading === essay.id ? <span className="lt-spinner" aria-hidden="true" /> : null}
            {t('list.download')}
          </button>
        ) : null}
        {essay.can_cancel ? (
          <button
            type="button"
            className="lt-button lt-button--ghost essay-row__cancel"
            onClick={onCancel}
            aria-describedby={`essay-${essay.id}-title`}
          >
            {t('list.cancel')}
          </button>
        ) : null}
      </div>
      {essays.downloadFailed === essay.id ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('list.downloadFailed')}
        </p>
      ) : null}
    </li>
  );
});

const EssayList = observer(function EssayList({ filter }: { filter: EssayFilter }) {
  const { t } = useTranslation('essays');
  const essays = useEssays();
  const [detailsOf, setDetailsOf] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const list = essays.list(filter);
  const shown = essays.shown;
  if (!list || (list.status !== 'loaded' && shown.length === 0))
    return (
      <PendingState
        failed={list?.status === 'error'}
        onRetry={() => void essays.load(filter, true)}
        loadingLabel={t('list.loading')}
        errorTitle={t('list.failed')}
      />
    );
  if (shown.length === 0)
    return (
      <EmptyState
        title={t(`list.empty.${filter}`)}
        action={
          filter === 'all' || filter === 'pending' ? (
            <RouterLink href="/student/upload-work" className="lt-button lt-button--primary">
              {t('list.upload')}
            </RouterLink>
          ) : undefined
        }
      />
    );
  return (
    <>
      <ul className="essay-list" aria-label={t(`filters.${filter}`)}>
        {shown.map((essay) => (
          <EssayRow
            key={essay.id}
            essay={essay}
            onDetails={() => {
              setDetailsOf(essay.id);
              void essays.loadEssay(essay.id);
            }}
            onCancel={() => setCancelling(essay.id)}
          />
        ))}
      </ul>
      {essays.hasMore ? (
        <button
          type="button"
          className="lt-button lt-button--secondary essay-list__more"
          onClick={() => void essays.loadMore()}
          disabled={list.loadingMore}
        >
          {list.loadingMore ? <span className="lt-spinner" aria-hidden="true" /> : null}
          {t('list.more')}
        </button>
      ) : null}
      <DetailsDialog essayId={detailsOf} onClose={() => setDetailsOf(null)} />
      <CancelDialog essayId={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
});

/** The student's review center: their essays by filter, each with its dates, status and tutor. */
function ReviewCenterPage() {
  const { t } = useTranslation('essays');
  const essays = useEssays();
  const navigate = useNavigate();
  usePageTitle(t('reviewCenter.title'));
  return (
    <div className="page review-center">
      <div className="review-center__header">
        <div>
          <h1>{t('reviewCenter.heading')}</h1>
          <p className="lt-hint">{t('reviewCenter.turnaround', { hours: REVIEW_TURNAROUND_HOURS })}</p>
        </div>
        <RouterLink href="/student/upload-work" className="lt-button lt-button--primary">
          {t('list.upload')}
        </RouterLink>
      </div>
      <Tabs
        className="pill-tabs"
        selectedKey={essays.filter}
        onSelectionChange={(key) => void navigate({ search: key === 'all' ? '' : `?filter=${String(key)}` })}
      >
        <TabList className="pill-tabs__list essay-tabs__list" aria-label={t('filters.label')}>
          {ESSAY_FILTERS.map((filter) => (
            <Tab key={filter} id={filter} className="pill-tabs__tab essay-tabs__tab">
              {t(`filters.${filter}`)}
            </Tab>
          ))}
        </TabList>
        {ESSAY_FILTERS.map((filter) => (
          <TabPanel key={filter} id={filter} className="pill-tabs__panel essay-tabs__panel">
            <EssayList filter={filter} />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

export default observer(ReviewCenterPage);
