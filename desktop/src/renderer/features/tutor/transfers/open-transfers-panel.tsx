import type { TransferRequestView } from '@lantern/shared/contracts/transfers';
import { ErrorState, LoadingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../../app/console-panel.js';
import { useStores } from '../../../app/stores-context.js';
import { PendingOffer } from './offer-transfer-button.js';
import { PickDialog } from './pick-dialog.js';
import { useShowOutcome } from './use-show-outcome.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { useSegmentTypeLabel } from '../../../app/use-segment-type-label.js';
import './transfers.css';

/** Shift transfers on the dashboard: the tutor's own offers, what came of them, and other tutors' to take. */
export const OpenTransfersPanel = observer(function OpenTransfersPanel() {
  const { transfers } = useStores();
  const { t } = useTranslation('console');
  return (
    <ConsolePanel id="tutor-transfers-title" title={t('tutor.transfers.title')} className="transfers">
      <PickedUpNotices />
      <MyOffers />
      <h3 className="transfers__heading">{t('tutor.transfers.openHeading')}</h3>
      {transfers.state === 'error' ? (
        <ErrorState
          title={t('tutor.transfers.loadFailedTitle')}
          description={t('tutor.transfers.loadFailed')}
          onRetry={() => void transfers.load()}
        />
      ) : transfers.state !== 'loaded' ? (
        <LoadingState label={t('tutor.transfers.loading')} />
      ) : transfers.open.length === 0 ? (
        <p className="transfers__empty">{t('tutor.transfers.empty')}</p>
      ) : (
        <ul className="transfers__list" aria-label={t('tutor.transfers.openHeading')}>
          {transfers.open.map((offer) => (
            <OpenOffer key={offer.id} offer={offer} />
          ))}
        </ul>
      )}
      <PickDialog />
    </ConsolePanel>
  );
});

const OpenOffer = observer(function OpenOffer({ offer }: { offer: TransferRequestView }) {
  const { transfers } = useStores();
  const { t } = useTranslation('console');
  const typeLabel = useSegmentTypeLabel();
  const showOutcome = useShowOutcome();
  const span = useLocaleFormat().dayTimeRange(offer.start_time, offer.end_time);
  const name = `${offer.requested_by.first_name} ${offer.requested_by.last_name}`;
  const take = async () => {
    const outcome = await transfers.lookUp(offer.segment_id);
    if (outcome !== 'success') showOutcome(outcome);
  };
  return (
    <li className="transfers__item">
      <div className="transfers__what">
        <span className="transfers__span">{span}</span>
        <span className="transfers__type">{typeLabel(offer.type.name)}</span>
        <span className="console-muted transfers__by">{t('tutor.transfers.offeredBy', { name })}</span>
      </div>
      <Button
        className="lt-button lt-button--primary transfers__take"
        isDisabled={transfers.pick !== null}
        aria-label={t('tutor.transfers.takeLabel', { span, name })}
        onPress={() => void take()}
      >
        {t('tutor.transfers.take')}
      </Button>
    </li>
  );
});

/** The tutor's pending offers, also those of shifts beyond the dashboard's next 24 hours. */
const MyOffers = observer(function MyOffers() {
  const { transfers } = useStores();
  const { t } = useTranslation('console');
  const typeLabel = useSegmentTypeLabel();
  const { dayTimeRange: span } = useLocaleFormat();
  if (transfers.mine.length === 0) return null;
  return (
    <>
      <h3 className="transfers__heading">{t('tutor.transfers.mineHeading')}</h3>
      <ul className="transfers__list" aria-label={t('tutor.transfers.mineHeading')}>
        {transfers.mine.map((offer) => (
          <li key={offer.id} className="transfers__item">
            <div className="transfers__what">
              <span className="transfers__span">{span(offer.start_time, offer.end_time)}</span>
              <span className="transfers__type">{typeLabel(offer.type.name)}</span>
            </div>
            <div className="transfer-offer">
              <PendingOffer offer={offer} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
});

const PickedUpNotices = observer(function PickedUpNotices() {
  const { transfers } = useStores();
  const { t } = useTranslation('console');
  const typeLabel = useSegmentTypeLabel();
  const { dayTimeRange: span } = useLocaleFormat();
  return transfers.pickedUp.map((offer) => (
    <div key={offer.id} className="lt-alert lt-alert--info transfer-notice" role="status">
      <p>
        {t('tutor.transfers.pickedUp', {
          type: typeLabel(offer.type.name),
          span: span(offer.start_time, offer.end_time),
        })}
      </p>
      <button
        type="button"
        className="lt-button lt-button--ghost"
        onClick={() => transfers.dismissPickedUp(offer.id)}
      >
        {t('tutor.transfers.dismiss')}
      </button>
    </div>
  ));
});
