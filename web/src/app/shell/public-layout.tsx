import { resolveLocale } from '@lantern/shared/domain/languages/languages';
import { AppLink } from '@lantern/shared/ui/app-link';
import { Wordmark } from '@lantern/shared/ui/brand';
import { LanguagePicker } from '@lantern/shared/ui/navbar/language-picker';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { useStores } from '../../stores/stores-context.js';
import { SiteFooter } from './site-footer.js';
import './shell.css';

/** Sign-in, help and error pages: a light frame with the language picker (the cookie decides here). */
function PublicLayout() {
  const { user } = useStores();
  const { t, i18n } = useTranslation('web');
  const navigate = useNavigate();
  const language = resolveLocale(i18n.language);
  return (
    <div className="public-layout">
      <header className="public-layout__header">
        <AppLink href="/" onNavigate={(path) => void navigate(path)} aria-label={t('shell.homeLink')}>
          <Wordmark />
        </AppLink>
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
