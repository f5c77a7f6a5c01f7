import { announce } from '@lantern/shared/ui/announcer';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../../app/console-panel.js';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { LeaveGuard } from './leave-guard.js';
import { WeekGrid } from './week-grid.js';
import { weekLabels } from './week-cells.js';
import { WeekSummary } from './week-summary.js';
import './availability.css';

/** The tutor's availability for the open week: the grid, its total and maximum, and confirmation. */
export const AvailabilityPage = observer(function AvailabilityPage() {
  const { availability } = useStores();
  const { t, i18n } = useTranslation('console');
  usePageTitle(t('tutor.availability.title'));
  useEffect(() => void availability.load(), [availability]);
  const week = availability.week;
  const labels = week ? weekLabels(week, i18n.language) : null;

  return (
    <div className="console-page">
      <PageHeader eyebrow={t('tutor.availability.title')} title={t('tutor.availability.heading')} />
      <LeaveGuard unsaved={availability.hasUnsavedChanges} />
      {availability.error && (
        <div className="lt-alert lt-alert--error console-alert" role="alert">
          <p>{t(`tutor.availability.errors.${availability.error}`)}</p>
          <button
            type="button"
            className="lt-button lt-button--ghost console-alert__dismiss"
            onClick={() => availability.dismissError()}
          >
            {t('tutor.availability.dismiss')}
          </button>
        </div>
      )}
      {!week || !labels ? (
        <PendingState
          failed={availability.state === 'error'}
          onRetry={() => void availability.load()}
          loadingLabel={t('tutor.availability.loading')}
          errorTitle={t('tutor.availability.loadFailed')}
        />
      ) : (
        <div className="availability">
          <ConsolePanel id="availability-grid-title" title={t('tutor.availability.gridTitle')}>
            <WeekNavigation weekLabel={t('tutor.availability.week', labels)} />
            <p id="availability-grid-help" className="console-muted availability__help">
              {availability.isOpenWeek ? t('tutor.availability.gridHelp') : t('tutor.availability.readOnly')}{' '}
              {t('tutor.availability.zone')}
            </p>
            {availability.totalHours === 0 && (
              <p className="availability__empty">
                {availability.isOpenWeek ? t('tutor.availability.empty') : t('tutor.availability.emptyOther')}
              </p>
            )}
            <WeekGrid helpId="availability-grid-help" />
            {availability.isOpenWeek && <SaveBar />}
          </ConsolePanel>
          <WeekSummary />
        </div>
      )}
    </div>
  );
});

/** The week shown, and the way to the weeks before and after it; edits must be saved or dropped first. */
const WeekNavigation = observer(function WeekNavigation({ weekLabel }: { weekLabel: string }) {
  const { availability } = useStores();
  const { t } = useTranslation('console');
  const blocked = availability.hasUnsavedChanges;
  const disabled = !availability.canChangeWeek;
  const hint = blocked ? { 'aria-describedby': 'availability-week-hint' } : {};
  return (
    <nav className="availability__weeks" aria-label={t('tutor.availability.weeksNav')}>
      <p className="availability__week" aria-live="polite">
        {weekLabel}
      </p>
      <button
        type="button"
        className="lt-button lt-button--ghost"
        disabled={disabled}
        onClick={() => void availability.showWeek(-1)}
        {...hint}
      >
        <span aria-hidden="true">‹ </span>
        {t('tutor.availability.previousWeek')}
      </button>
      <button
        type="button"
        className="lt-button lt-button--ghost"
        disabled={disabled}
        onClick={() => void availability.showWeek(1)}
        {...hint}
      >
        {t('tutor.availability.nextWeek')}
        <span aria-hidden="true"> ›</span>
      </button>
      {!availability.isOpenWeek && (
        <button
          type="button"
          className="lt-button lt-button--secondary"
          disabled={disabled}
          onClick={() => void availability.showWeek(0)}
        >
          {t('tutor.availability.backToOpenWeek')}
        </button>
      )}
      {blocked && (
        <p id="availability-week-hint" className="lt-hint availability__weeks-hint">
          {t('tutor.availability.changeWeekHint')}
        </p>
      )}
    </nav>
  );
});

const SaveBar = observer(function SaveBar() {
  const { availability } = useStores();
  const { t } = useTranslation('console');
  const unsaved = availability.hasUnsavedChanges;
  const save = async () => {
    if (await availability.save()) announce(t('tutor.availability.saved'));
  };
  return (
    <div className="availability__actions">
      <p className="availability__status" aria-live="polite">
        {unsaved ? t('tutor.availability.unsaved') : t('tutor.availability.allSaved')}
      </p>
      <button
        type="button"
        className="lt-button lt-button--ghost"
        disabled={!unsaved || availability.busy !== null}
        onClick={() => availability.discardChanges()}
      >
        {t('tutor.availability.discard')}
      </button>
      <button
        type="button"
        className="lt-button lt-button--primary"
        disabled={!availability.canSave}
        onClick={() => void save()}
      >
        {availability.busy === 'save' ? t('tutor.availability.saving') : t('tutor.availability.save')}
      </button>
    </div>
  );
});
