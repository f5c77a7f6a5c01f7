import { usePageTitle } from '@lantern/shared/ui/page-title';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../app/router-link.js';
import { ErrorPage } from './error-page.js';

/** `/error/429`: where the HTTP client sends the browser after a "too many requests" answer. */
export default function RateLimitedPage() {
  const { t } = useTranslation('web');
  usePageTitle(t('errors.rateLimited.title'));
  return (
    <ErrorPage
      id="rate-limited-title"
      code="429"
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
    </ErrorPage>
  );
}
