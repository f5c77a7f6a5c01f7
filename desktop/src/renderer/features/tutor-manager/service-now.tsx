import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../app/stat-tile.js';
import { useStores } from '../../app/stores-context.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';

const HOUR = 3600;

/**
 * The service as it stands: essays by risk and state, live help now and in the last 24 hours.
 * The numbers change on screen within a second of the change, pushed by the server.
 */
export const ServiceNow = observer(function ServiceNow() {
  const { service } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const { time } = useLocaleFormat();
  const titleId = useId();
  useEffect(() => service.open(), [service]);
  const summary = service.value;
  const tile = (key: string, value: number, hint?: string) => (
    <StatTile label={t(`manager.summary.service.${key}`)} value={format.number(value)} hint={hint} />
  );
  return (
    <section className="console-panel service-now" aria-labelledby={titleId}>
      <h2 id={titleId} className="console-panel__title">
        {t('manager.summary.service.title')}
      </h2>
      {!summary ? (
        <PendingState failed={service.state === 'error'} onRetry={() => void service.load()} />
      ) : (
        <>
          <p className="console-muted service-now__rules">
            {t('manager.summary.service.rules', {
              turnaround: summary.thresholds.turnaround_hours,
              critical: summary.thresholds.critical_seconds_left / HOUR,
              atRisk: summary.thresholds.at_risk_seconds_left / HOUR,
            })}
          </p>
          <dl className="console-stats" aria-label={t('manager.summary.service.essaysLabel')}>
            {tile('late', summary.current_late_essays)}
            {tile('critical', summary.critical_essays)}
            {tile('atRisk', summary.at_risk_essays)}
            {tile(
              'queued',
              summary.queued_essays,
              summary.latest_essay_review_eta === null
                ? t('manager.summary.service.etaNone')
                : t('manager.summary.service.eta', { time: time(summary.latest_essay_review_eta) }),
            )}
            {tile('new', summary.new_essays)}
            {tile('inProgress', summary.in_progress_essays)}
            {tile(
              'reviewed',
              summary.reviewed_essays,
              t('manager.summary.service.reviewedLate', { count: summary.reviewed_late_essays }),
            )}
          </dl>
          <dl className="console-stats" aria-label={t('manager.summary.service.sessionsLabel')}>
            {tile('ongoing', summary.ongoing_sessions)}
            {tile('total', summary.total_sessions)}
            {tile('missed', summary.missed_students)}
          </dl>
        </>
      )}
    </section>
  );
});
