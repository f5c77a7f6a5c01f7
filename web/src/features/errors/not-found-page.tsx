import { usePageTitle } from '@lantern/shared/ui/page-title';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../app/router-link.js';
import { ErrorPage } from './error-page.js';

export default function NotFoundPage() {
  const { t } = useTranslation('web');
  usePageTitle(t('errors.notFound.title'));
  return (
    <ErrorPage
      id="not-found-title"
      code="404"
      heading={t('errors.notFound.heading')}
      text={t('errors.notFound.text')}
    >
      <RouterLink className="lt-button lt-button--primary lt-button--large" href="/">
        {t('errors.notFound.home')}
      </RouterLink>
    </ErrorPage>
  );
}
