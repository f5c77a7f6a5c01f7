import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from './stores-context.js';

/** What a home page shows until its data is there: loading, or the error with a retry. */
export const HomeStatus = observer(function HomeStatus() {
  const { home } = useStores();
  const { t } = useTranslation('console');
  return (
    <PendingState
      failed={home.state === 'error'}
      onRetry={() => void home.load()}
      loadingLabel={t('home.loading')}
      errorTitle={t('home.errorTitle')}
      errorDescription={t('home.errorDescription')}
    />
  );
});
