import { ErrorState, LoadingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from './stores-context.js';

/** What a home page shows until its data is there: loading, or the error with a retry. */
export const HomeStatus = observer(function HomeStatus() {
  const { home } = useStores();
  const { t } = useTranslation('console');
  if (home.state === 'error') {
    return (
      <ErrorState
        title={t('home.errorTitle')}
        description={t('home.errorDescription')}
        onRetry={() => void home.load()}
      />
    );
  }
  return <LoadingState label={t('home.loading')} />;
});
