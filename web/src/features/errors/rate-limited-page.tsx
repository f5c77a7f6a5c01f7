import { usePageTitle } from '@lantern/shared/ui/page-title';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../app/router-link.js';
import { ErrorPage } from './error-page.js';

/** `/error/429`: where the HTTP client sends the browser after a "too many requests" answer. */
export default function RateLimitedPage() {
  const { t } = useTranslation('web');
  usePageTitle(t('errors.rateLimited.title'));
  // Students see words, not a status code; staff who need the code find it folded away below.
  return (
    <ErrorPage
      id="rate-limited-title"
      heading={t('errors.rateLimited.heading')}
      text={t('errors.rateLimited.text')}
    >
      <div className="error-page__actions">
        <RouterLink className="lt-button lt-button--primary" href="/login/student">
          {t('auth.backToSignIn')}
        </RouterLink>
        <RouterLink className="lt-button lt-button--secondary" href="/trouble-logging-in">
          {t('errors.rateLimited.help')}
        </RouterLink>
      </div>
      <details className="error-page__details">
        <summary>{t('errors.rateLimited.details')}</summary>
        <p>{t('errors.rateLimited.code')}</p>
      </details>
    </ErrorPage>
  );
}
