import { resolveLocale } from '@lantern/shared/domain/languages/languages';
import { Wordmark } from '@lantern/shared/ui/brand';
import { LanguagePicker } from '@lantern/shared/ui/navbar/language-picker';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useStores } from '../../stores/stores-context.js';
import { RouterLink } from '../router-link.js';
import { SiteFooter } from './site-footer.js';
import './shell.css';

/** Sign-in, help and error pages: a light frame with the language picker (the cookie decides here). */
function PublicLayout() {
  const { user } = useStores();
  const { t, i18n } = useTranslation('web');
  const language = resolveLocale(i18n.language);
  return (
    <div className="public-layout">
      <header className="public-layout__header">
        <RouterLink href="/" aria-label={t('shell.homeLink')}>
          <Wordmark />
        </RouterLink>
        <LanguagePicker
          value={language}
          pending={user.languageStatus === 'saving'}
          onChange={(chosen) => void user.changeLanguage(chosen, language)}
        />
      </header>
      <main id="main" className="public-layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

export default observer(PublicLayout);
