import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { TransferDialog } from './transfer-dialog.js';
import { useShowOutcome } from './use-show-outcome.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { useSegmentTypeLabel } from '../../../app/use-segment-type-label.js';

/** "Take this segment?": opened by a pick from the list or by the candidate link, answered here. */
export const PickDialog = observer(function PickDialog() {
  const { transfers } = useStores();
  const { t } = useTranslation('console');
  const typeLabel = useSegmentTypeLabel();
  const showOutcome = useShowOutcome();
  const { dayTimeRange: span } = useLocaleFormat();
  const pick = transfers.pick;
  const offer = pick
    ? transfers.open.find((candidate) => candidate.segment_id === pick.segmentId)
    : undefined;
  const busy = pick !== null && pick.step !== 'confirm';
  const times = pick?.candidate ?? offer;
  const take = async (segmentId: number) => showOutcome(await transfers.take(segmentId));
  return (
    <TransferDialog
      title={t('tutor.transfers.takeTitle')}
      isOpen={pick !== null}
      onOpenChange={(open) => {
        if (!open) transfers.dismissPick();
      }}
      busy={busy}
    >
      {pick?.step === 'checking' ? (
        <p className="transfer-dialog__status" role="status">
          <span className="lt-spinner" aria-hidden="true" /> {t('tutor.transfers.checking')}
        </p>
      ) : (
        <>
          {times && (
            <p className="transfer-dialog__what">
              {offer
                ? t('tutor.transfers.segmentBy', {
                    type: typeLabel(offer.type.name),
                    span: span(times.start_time, times.end_time),
                    name: `${offer.requested_by.first_name} ${offer.requested_by.last_name}`,
                  })
                : t('tutor.transfers.segmentAt', { span: span(times.start_time, times.end_time) })}
            </p>
          )}
          <p>{t('tutor.transfers.takeExplained')}</p>
          <div className="transfer-dialog__actions">
            <Button
              className="lt-button lt-button--primary"
              isDisabled={busy}
              onPress={() => {
                if (pick) void take(pick.segmentId);
              }}
            >
              {pick?.step === 'taking' ? t('tutor.transfers.taking') : t('tutor.transfers.takeConfirm')}
            </Button>
            {/* Taking a shift is a commitment: the safe answer has the focus. */}
            <Button className="lt-button lt-button--ghost" slot="close" isDisabled={busy} autoFocus>
              {t('tutor.transfers.notNow')}
            </Button>
          </div>
        </>
      )}
    </TransferDialog>
  );
});
