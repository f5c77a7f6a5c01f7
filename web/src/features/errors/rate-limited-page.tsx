import { AppLink } from '@lantern/shared/ui/app-link';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './errors.css';

/** `/error/429`: where the HTTP client sends the browser after a "too many requests" answer. */
export default function RateLimitedPage() {
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  usePageTitle(t('errors.rateLimited.title'));
  return (
    <section className="error-page" aria-labelledby="rate-limited-title">
      <span className="error-page__code" aria-hidden="true">
        429
      </span>
      <h1 id="rate-limited-title">{t('errors.rateLimited.heading')}</h1>
      <p>{t('errors.rateLimited.text')}</p>
      <div className="error-page__actions">
        <AppLink
          className="lt-button lt-button--primary"
          href="/login/student"
          onNavigate={(path) => void navigate(path)}
        >
          {t('auth.backToSignIn')}
        </AppLink>
        <AppLink
          className="lt-button lt-button--secondary"
          href="/trouble-logging-in"
          onNavigate={(path) => void navigate(path)}
        >
          {t('errors.rateLimited.help')}
        </AppLink>
      </div>
    </section>
  );
}
