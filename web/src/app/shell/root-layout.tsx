import { switchLanguage } from '@lantern/shared/i18n/setup';
import { LiveAnnouncer } from '@lantern/shared/ui/announcer';
import { useHeadingFocusOnNavigation } from '@lantern/shared/ui/heading-focus';
import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useStores } from '../../stores/stores-context.js';

/**
 * Wraps every route: the skip link, the live region, scroll-to-top, focus on the new page's
 * heading and sidebar reset on navigation, and language sync.
 */
export function RootLayout() {
  const stores = useStores();
  const { t, i18n } = useTranslation('web');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => stores.ui.attachNavigator((path) => void navigate(path)), [stores, navigate]);

  useEffect(() => {
    stores.ui.routeChanged(pathname, search);
    window.scrollTo(0, 0);
  }, [stores, pathname, search]);
  useHeadingFocusOnNavigation(pathname);

  // Before sign-in the cookie decides the language; once signed in, the profile does.
  useEffect(
    () =>
      reaction(
        () => stores.user.current?.preferred_language,
        (language) => {
          if (language && language !== i18n.language) void switchLanguage(i18n, language);
        },
        { fireImmediately: true },
      ),
    [stores, i18n],
  );

  return (
    <>
      <a className="lt-skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Outlet />
      <LiveAnnouncer />
    </>
  );
}
