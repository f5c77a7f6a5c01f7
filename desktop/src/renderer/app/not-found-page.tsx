import { homePathForRole } from '@lantern/shared/domain/roles/roles';
import { AppLink } from '@lantern/shared/ui/app-link';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { toConsoleHref } from './console-paths.js';
import { useStores } from './stores-context.js';
import { useAppNavigate } from './use-app-navigate.js';

export const NotFoundPage = observer(function NotFoundPage() {
  const { user } = useStores();
  const { t } = useTranslation('console');
  const onNavigate = useAppNavigate();
  usePageTitle(t('notFound.title'));
  const home = user.consoleRole ? homePathForRole(user.consoleRole) : '/login';
  return (
    <section className="lt-state">
      <span className="lt-state__icon" aria-hidden="true">
        ?
      </span>
      <h1 className="lt-state__title">{t('notFound.title')}</h1>
      <p className="lt-state__description">{t('notFound.description')}</p>
      <AppLink className="lt-button lt-button--primary" href={toConsoleHref(home)} onNavigate={onNavigate}>
        {t('notFound.home')}
      </AppLink>
    </section>
  );
});
