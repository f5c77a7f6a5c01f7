import { usePageTitle } from '@lantern/shared/ui/page-title';
import { ErrorState } from '@lantern/shared/ui/states';
import { useTranslation } from 'react-i18next';

/** A screen failed to load or render (a chunk after a deploy, a bug): offer a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation('console');
  usePageTitle(t('errors.route.title'));
  return (
    <main id="console-main" className="console-main">
      <ErrorState
        title={t('errors.route.title')}
        description={t('errors.route.description')}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
