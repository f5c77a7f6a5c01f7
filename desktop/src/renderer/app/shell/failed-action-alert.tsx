import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores-context.js';

/** A view-as that the server refused; the role switch and agreement show their own errors. */
export const FailedActionAlert = observer(function FailedActionAlert() {
  const { user } = useStores();
  const { t } = useTranslation('console');
  if (user.failed !== 'view-as' && user.failed !== 'stop-view-as') return null;
  return (
    <div className="lt-alert lt-alert--error console-alert" role="alert">
      <p>{t(user.failed === 'view-as' ? 'shell.viewAsFailed' : 'shell.stopViewAsFailed')}</p>
      <button
        type="button"
        className="lt-button lt-button--ghost console-alert__dismiss"
        onClick={() => user.dismissFailure()}
      >
        {t('shell.dismiss')}
      </button>
    </div>
  );
});
