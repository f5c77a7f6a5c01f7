import type { ShiftSegmentView } from '@lantern/shared/contracts/schedules';
import type { TransferRequestView } from '@lantern/shared/contracts/transfers';
import { observer } from 'mobx-react-lite';
import { Button, DialogTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { TransferDialog } from './transfer-dialog.js';
import { TransferNotice } from './transfer-notice.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { useSegmentTypeLabel } from '../../../app/use-segment-type-label.js';

type Segment = Pick<ShiftSegmentView, 'id' | 'user_id' | 'start_time' | 'end_time' | 'type'>;

/**
 * A segment of the tutor's own: offered for transfer (with the cancel), or the button that offers
 * it after a confirmation; nothing for a segment that cannot be offered.
 */
export const OfferTransferButton = observer(function OfferTransferButton({ segment }: { segment: Segment }) {
  const { transfers } = useStores();
  const offer = transfers.offerFor(segment.id);
  const notice = transfers.noticeFor(segment.id);
  if (!offer && !transfers.canOffer(segment)) return notice ? <TransferNotice kind={notice} /> : null;
  return (
    <div className="transfer-offer">
      {offer ? <PendingOffer offer={offer} /> : <OfferDialog segment={segment} />}
      {notice && <TransferNotice kind={notice} />}
    </div>
  );
});

/** The tutor's offer waiting for a taker, and its cancel. */
export const PendingOffer = observer(function PendingOffer({ offer }: { offer: TransferRequestView }) {
  const { transfers } = useStores();
  const { t } = useTranslation('console');
  const span = useLocaleFormat().dayTimeRange(offer.start_time, offer.end_time);
  const cancelling = transfers.busySegment === offer.segment_id;
  return (
    <>
      <span className="console-pill transfer-pill">{t('tutor.transfers.offered')}</span>
      <Button
        className="lt-button lt-button--ghost transfer-offer__button"
        isDisabled={transfers.busySegment !== null}
        aria-label={t('tutor.transfers.cancelLabel', { span })}
        onPress={() => void transfers.cancel(offer)}
      >
        {cancelling ? t('tutor.transfers.cancelling') : t('tutor.transfers.cancel')}
      </Button>
    </>
  );
});

const OfferDialog = observer(function OfferDialog({ segment }: { segment: Segment }) {
  const { transfers } = useStores();
  const { t } = useTranslation('console');
  const typeLabel = useSegmentTypeLabel();
  const span = useLocaleFormat().dayTimeRange(segment.start_time, segment.end_time);
  const offering = transfers.busySegment === segment.id;
  return (
    <DialogTrigger>
      <Button
        className="lt-button lt-button--secondary transfer-offer__button"
        isDisabled={transfers.busySegment !== null}
        aria-label={t('tutor.transfers.offerLabel', { span })}
      >
        {t('tutor.transfers.offer')}
      </Button>
      <TransferDialog title={t('tutor.transfers.offerTitle')} busy={offering}>
        {(close) => (
          <>
            <p className="transfer-dialog__what">
              {t('tutor.transfers.segment', { type: typeLabel(segment.type.name), span })}
            </p>
            <p>{t('tutor.transfers.offerExplained')}</p>
            <div className="transfer-dialog__actions">
              <Button
                className="lt-button lt-button--primary"
                isDisabled={offering}
                onPress={() => void transfers.offer(segment.id).then(close)}
              >
                {offering ? t('tutor.transfers.offering') : t('tutor.transfers.offerConfirm')}
              </Button>
              <Button className="lt-button lt-button--ghost" slot="close" isDisabled={offering}>
                {t('tutor.transfers.keep')}
              </Button>
            </div>
          </>
        )}
      </TransferDialog>
    </DialogTrigger>
  );
});
