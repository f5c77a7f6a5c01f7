import { usePageTitle } from '@lantern/shared/ui/page-title';
import { ErrorState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores-context.js';

/** The spec's error page for HTTP 429, shown in place of the page until the user tries again. */
export const RateLimitedPage = observer(function RateLimitedPage() {
  const { connection, home } = useStores();
  const { t } = useTranslation('console');
  usePageTitle(t('rateLimited.title'));
  return (
    <ErrorState
      title={t('rateLimited.title')}
      description={t('rateLimited.description')}
      onRetry={() => {
        connection.dismissRateLimited();
        void home.load();
      }}
    />
  );
});
