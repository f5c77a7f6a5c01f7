import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RouterLink } from '../../app/router-link.js';
import { useStores } from '../../stores/stores-context.js';
import { ErrorPage } from './error-page.js';

/** `/maintenance`: shown while the maintenance-mode flag is on (superusers are let through). */
function MaintenancePage() {
  const { flags } = useStores();
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  usePageTitle(t('errors.maintenance.title'));

  const checkAgain = async () => {
    await flags.load(true);
    if (!flags.maintenance) void navigate('/');
  };

  return (
    <ErrorPage
      id="maintenance-title"
      heading={t('errors.maintenance.heading')}
      text={t('errors.maintenance.text')}
    >
      {flags.status === 'loaded' && !flags.maintenance ? (
        <p className="lt-alert lt-alert--success" role="status">
          {t('errors.maintenance.over')}
        </p>
      ) : null}
      <div className="error-page__actions">
        <button
          type="button"
          className="lt-button lt-button--primary"
          disabled={flags.status === 'loading'}
          onClick={() => void checkAgain()}
        >
          {t('errors.maintenance.checkAgain')}
        </button>
        <RouterLink className="lt-button lt-button--secondary" href="/login">
          {t('errors.maintenance.staffSignIn')}
        </RouterLink>
      </div>
    </ErrorPage>
  );
}

export default observer(MaintenancePage);
