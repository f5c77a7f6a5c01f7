import type { TransferNoticeKind } from '../../../stores/transfers-store.js';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';

/** Why the tutor's last offer or cancel on this segment did not go through, until dismissed. */
export const TransferNotice = observer(function TransferNotice({ kind }: { kind: TransferNoticeKind }) {
  const { transfers } = useStores();
  const { t } = useTranslation('console');
  return (
    <div className="lt-alert lt-alert--error transfer-notice" role="alert">
      <p>{t(`tutor.transfers.notice.${kind}`)}</p>
      <button type="button" className="lt-button lt-button--ghost" onClick={() => transfers.dismissNotice()}>
        {t('tutor.transfers.dismiss')}
      </button>
    </div>
  );
});
