import { useTranslation } from 'react-i18next';

interface WebAppOnlyNoticeProps {
  name: string;
  onSignOut(): void;
}

/** Students, teachers and school staff use the web app; the console says so and links there. */
export function WebAppOnlyNotice({ name, onSignOut }: WebAppOnlyNoticeProps) {
  const { t } = useTranslation('console');
  return (
    <section className="console-login__notice" aria-labelledby="web-app-only-title">
      <h1 id="web-app-only-title" className="console-login__title">
        {t('login.webAppOnly.title')}
      </h1>
      <p>{t('login.webAppOnly.body', { name })}</p>
      <div className="console-login__actions">
        <a className="lt-button lt-button--primary" href="/">
          {t('login.webAppOnly.open')}
        </a>
        <button type="button" className="lt-button lt-button--secondary" onClick={onSignOut}>
          {t('login.webAppOnly.signOut')}
        </button>
      </div>
    </section>
  );
}
