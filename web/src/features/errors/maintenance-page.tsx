import { AppLink } from '@lantern/shared/ui/app-link';
import { LanternMark } from '@lantern/shared/ui/brand';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStores } from '../../stores/stores-context.js';
import './errors.css';

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
    <section className="error-page" aria-labelledby="maintenance-title">
      <LanternMark size={64} />
      <h1 id="maintenance-title">{t('errors.maintenance.heading')}</h1>
      <p>{t('errors.maintenance.text')}</p>
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
        <AppLink
          className="lt-button lt-button--secondary"
          href="/login"
          onNavigate={(path) => void navigate(path)}
        >
          {t('errors.maintenance.staffSignIn')}
        </AppLink>
      </div>
    </section>
  );
}

export default observer(MaintenancePage);
