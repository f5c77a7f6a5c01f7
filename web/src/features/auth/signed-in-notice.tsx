import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homeDestination } from '../../app/guards.js';
import { useStores } from '../../stores/stores-context.js';

/** Shown on sign-in pages to someone already signed in (also where the role guard sends a wrong role). */
function SignedInNoticeView() {
  const stores = useStores();
  const { session, user, env } = stores;
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  const current = user.current;
  if (!current) return null;

  const continueHome = () => {
    const home = homeDestination(stores);
    if (home.kind === 'console') env.assign(home.url);
    else void navigate(home.path);
  };
  const switchAccount = async () => {
    await session.signOut();
  };

  return (
    <div className="signed-in-notice">
      <p className="lt-alert lt-alert--info" role="status">
        {t('auth.signedInAs', { name: user.displayName, role: t(`roles.${current.role}`, { ns: 'common' }) })}
      </p>
      <button
        type="button"
        className="lt-button lt-button--primary lt-button--large lt-button--block"
        onClick={continueHome}
      >
        {t('auth.continueHome')}
      </button>
      <button
        type="button"
        className="lt-button lt-button--secondary lt-button--block"
        onClick={() => void switchAccount()}
      >
        {t('auth.switchAccount')}
      </button>
    </div>
  );
}

export const SignedInNotice = observer(SignedInNoticeView);
