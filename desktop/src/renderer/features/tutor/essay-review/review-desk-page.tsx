import { usePageTitle } from '@lantern/shared/ui/page-title';
import { LoadingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { essayReviewDesk } from '../../../stores/essay-review-desk-store.js';
import { useEssaysStrings } from './use-essays-strings.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import './essay-review.css';

/** The tutor's writing-review desk: the next essay (assigned, reserved or none) and picking it up. */
export const ReviewDeskPage = observer(function ReviewDeskPage() {
  const root = useStores();
  const desk = essayReviewDesk(root);
  const ready = useEssaysStrings();
  const { t } = useTranslation('essays');
  const format = useLocaleFormat();
  usePageTitle(ready ? t('desk.title') : undefined);

  useEffect(() => desk.open(), [desk]);

  if (!ready) return <LoadingState />;
  const essay = desk.next?.essay ?? null;
  const readiness = desk.readiness;
  // Punched in but not (yet) where new essays go: say when, instead of "punch in".
  const waiting =
    readiness.kind === 'startsAt' || readiness.kind === 'onBreak' || readiness.kind === 'noReviewSegment'
      ? readiness.kind === 'startsAt'
        ? t('desk.startsAt', { time: format.time(readiness.time) })
        : t(`desk.${readiness.kind}`)
      : null;
  const problem = desk.problem === 'not_in_segment' && waiting ? null : desk.problem;
  return (
    <div className="console-page">
      <PageHeader title={t('desk.title')} />
      <p className="essay-desk__intro">{t('desk.intro')}</p>
      {desk.submitted ? (
        <div className="lt-alert lt-alert--success essay-desk__submitted" role="status">
          <p>
            {t('desk.submitted', desk.submitted)}
            {essay ? ` ${t('desk.submittedNext')}` : null}
          </p>
          <button type="button" className="lt-button lt-button--ghost" onClick={desk.dismissSubmitted}>
            {t('desk.dismiss')}
          </button>
        </div>
      ) : null}
      {desk.handover ? (
        <div
          className={`lt-alert ${desk.handover.change === 'given' ? 'lt-alert--success' : 'lt-alert--warning'} essay-desk__submitted`}
          role="status"
        >
          <p>
            {t(`desk.handover.${desk.handover.change}`, { title: desk.handover.title })}
            {desk.handover.change === 'given' ? null : ` ${t('desk.handover.kept')}`}
          </p>
          <button type="button" className="lt-button lt-button--ghost" onClick={desk.dismissHandover}>
            {t('desk.dismiss')}
          </button>
        </div>
      ) : null}
      {desk.state === 'loading' ? <LoadingState label={t('desk.checking')} /> : null}
      {problem ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t(`desk.${problemKey[problem]}`)}
        </p>
      ) : null}
      {waiting && !essay && desk.state !== 'loading' ? (
        <p id="essay-desk-waiting" className="lt-alert lt-alert--info">
          {waiting}
        </p>
      ) : null}
      {desk.state === 'loaded' && !essay && !waiting ? (
        <p className="lt-alert lt-alert--info">{t('desk.none')}</p>
      ) : null}
      {essay ? (
        <section className="console-panel essay-desk__essay" aria-labelledby="next-essay-title">
          <h2 id="next-essay-title" className="console-panel__title">
            {essay.title}
          </h2>
          <p className="essay-desk__state">
            {desk.next?.state === 'assigned'
              ? t('desk.assigned')
              : t('desk.reserved', {
                  time: format.time(essay.reserved_until ?? essay.due_at),
                })}
          </p>
          <dl className="essay-desk__facts">
            <div>
              <dt>{t('desk.student')}</dt>
              <dd>
                {essay.student.first_name} {essay.student.last_name}
              </dd>
            </div>
            <div>
              <dt>{t('desk.due')}</dt>
              <dd>
                <time dateTime={format.iso(essay.due_at)}>{format.dateTime(essay.due_at)}</time>
              </dd>
            </div>
          </dl>
          <p className="essay-desk__details">{essay.details}</p>
          <button
            type="button"
            className="lt-button lt-button--primary"
            disabled={desk.pickingUp}
            onClick={() => void desk.startReview()}
          >
            {desk.next?.state === 'assigned' ? t('desk.continue') : t('desk.pickUp')}
          </button>
        </section>
      ) : null}
      {desk.state !== 'loading' && !essay ? (
        <button
          type="button"
          className="lt-button lt-button--secondary"
          disabled={waiting !== null}
          aria-describedby={waiting ? 'essay-desk-waiting' : undefined}
          onClick={() => void desk.askForNext()}
        >
          {t('desk.next')}
        </button>
      ) : null}
    </div>
  );
});

const problemKey = {
  not_in_segment: 'notInSegment',
  reservation_lost: 'reservationLost',
  failed: 'failed',
} as const;
