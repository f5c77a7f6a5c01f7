import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../../app/console-panel.js';
import { useStores } from '../../../app/stores-context.js';
import { MaxHoursForm } from './max-hours-form.js';

const hoursText = (hours: number) => String(Math.round(hours * 100) / 100);

/** The week's total against the maximum, the maximum itself, and, for the open week, its confirmation. */
export const WeekSummary = observer(function WeekSummary() {
  const { availability } = useStores();
  const { t } = useTranslation('console');
  return (
    <ConsolePanel
      id="availability-summary-title"
      title={
        availability.isOpenWeek
          ? t('tutor.availability.totalTitle')
          : t('tutor.availability.otherWeekTotalTitle')
      }
    >
      <div className="availability-summary">
        <p className="availability-summary__total" data-testid="availability-total">
          <strong>{t('tutor.availability.total', { hours: hoursText(availability.totalHours) })}</strong>{' '}
          <span className="console-muted">
            {t('tutor.availability.ofMax', { max: availability.maxWeeklyHours })}
          </span>
        </p>
        {availability.exceedsMax && (
          <p className="lt-alert lt-alert--error availability-summary__over" role="alert">
            {t('tutor.availability.overMax')}
          </p>
        )}
        <MaxHoursForm />
        {availability.isOpenWeek && <OpenWeekConfirmation />}
      </div>
    </ConsolePanel>
  );
});

/** The open week's confirmation: asked for once everything shown is saved. */
const OpenWeekConfirmation = observer(function OpenWeekConfirmation() {
  const { availability } = useStores();
  const { t } = useTranslation('console');
  const confirmBlocked = availability.hasUnsavedChanges;
  return (
    <section className="availability-confirm" aria-labelledby="availability-confirm-title">
      <h3 id="availability-confirm-title" className="availability-confirm__title">
        {t('tutor.availability.confirmTitle')}
      </h3>
      <p>
        <span
          className={
            availability.isConfirmed
              ? 'console-pill availability-confirm__pill availability-confirm__pill--done'
              : 'console-pill availability-confirm__pill'
          }
        >
          {t(availability.isConfirmed ? 'tutor.availability.confirmed' : 'tutor.availability.notConfirmed')}
        </span>
      </p>
      <button
        type="button"
        className="lt-button lt-button--secondary lt-button--block"
        aria-describedby={confirmBlocked ? 'availability-confirm-hint' : undefined}
        disabled={confirmBlocked || availability.busy !== null}
        onClick={() => void availability.confirmOpenWeek()}
      >
        {t('tutor.availability.confirm')}
      </button>
      {confirmBlocked && (
        <p id="availability-confirm-hint" className="lt-hint">
          {t('tutor.availability.confirmHint')}
        </p>
      )}
    </section>
  );
});
