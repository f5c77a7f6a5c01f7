import { usePageTitle } from '@lantern/shared/ui/page-title';
import { ErrorState } from '@lantern/shared/ui/states';
import { useTranslation } from 'react-i18next';

/** A route failed to load or render (a lazy chunk after a deploy, a bug): offer a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation('web');
  usePageTitle(t('errors.route.title'));
  return (
    <main id="main" className="standalone-error">
      <ErrorState
        title={t('errors.route.title')}
        description={t('errors.route.description')}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
