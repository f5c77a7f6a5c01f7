import { announce } from '@lantern/shared/ui/announcer';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, ErrorState, LoadingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, I18nProvider } from 'react-aria-components';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { QuickEditDialogs } from './quick-edit-dialogs.js';
import { ScheduleFilters } from './schedule-filters.js';
import { ScheduleGrid } from './schedule-grid.js';
import { ScheduleToolbar } from './schedule-toolbar.js';
import { SegmentLegend } from './segment-legend.js';
import { useFocusAfterEdit } from './use-focus-after-edit.js';
import './schedule.css';

/** The managers' shift schedule: every tutor's shifts by day or week, with the spec's quick edits. */
export const ShiftSchedulePage = observer(function ShiftSchedulePage() {
  const { schedule } = useStores();
  const { t, i18n } = useTranslation('console');
  usePageTitle(t('manager.schedule.title'));
  useEffect(() => schedule.open(), [schedule]);
  useEffect(() => {
    if (schedule.done) announce(t(`manager.schedule.done.${schedule.done}`));
  }, [schedule.done, t]);
  useFocusAfterEdit();
  return (
    <I18nProvider locale={i18n.language}>
      <div className="console-page schedule">
        <PageHeader eyebrow={t('manager.services')} title={t('manager.schedule.title')}>
          <Button
            className="lt-button lt-button--primary"
            onPress={() => schedule.begin({ step: 'creating', tutorId: null, date: schedule.day })}
          >
            {t('manager.schedule.newShift')}
          </Button>
        </PageHeader>
        {schedule.notice ? (
          <div className="lt-alert lt-alert--warning console-alert" role="alert">
            <p>{t(`manager.schedule.notice.${schedule.notice}`)}</p>
            <button
              type="button"
              className="lt-button lt-button--ghost console-alert__dismiss"
              onClick={() => schedule.dismissNotice()}
            >
              {t('manager.schedule.dismiss')}
            </button>
          </div>
        ) : null}
        <section className="console-panel schedule-panel" aria-labelledby="schedule-range">
          <ScheduleToolbar />
          <ScheduleFilters />
          <ScheduleBody />
        </section>
        <QuickEditDialogs />
      </div>
    </I18nProvider>
  );
});

const ScheduleBody = observer(function ScheduleBody() {
  const { schedule } = useStores();
  const { t } = useTranslation('console');
  if (schedule.state === 'error')
    return (
      <ErrorState
        title={t('manager.schedule.loadFailedTitle')}
        description={t('manager.schedule.loadFailed')}
        onRetry={() => void schedule.load()}
      />
    );
  if (schedule.tutors.length === 0)
    return schedule.state === 'loaded' ? (
      <EmptyState
        title={t('manager.schedule.emptyTitle')}
        description={t('manager.schedule.emptyDescription')}
      />
    ) : (
      <LoadingState label={t('manager.schedule.loading')} />
    );
  const rows = schedule.rows;
  if (rows.length === 0)
    return (
      <EmptyState
        title={t('manager.schedule.noMatchTitle')}
        action={
          <Button className="lt-button lt-button--secondary" onPress={() => schedule.clearFilters()}>
            {t('manager.schedule.clearFilters')}
          </Button>
        }
      />
    );
  const anyShift = rows.some((row) => row.shifts.length > 0);
  return (
    <>
      <div className="schedule-key">
        <SegmentLegend />
        <p className="schedule-status" role="status">
          {schedule.state === 'loading'
            ? t('manager.schedule.loading')
            : anyShift
              ? ''
              : t(`manager.schedule.noShifts.${schedule.view}`)}
        </p>
      </div>
      <ScheduleGrid />
    </>
  );
});
