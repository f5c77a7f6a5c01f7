import { homePathForRole, navbarHomeLink } from '@lantern/shared/domain/roles/roles';
import { AppHeader } from '@lantern/shared/ui/navbar/app-header';
import type { NavItem } from '@lantern/shared/ui/navbar/nav-item-link';
import { LoadingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { toConsoleHref } from '../console-paths.js';
import { accessStateOf, decideAccess } from '../guards/access-decision.js';
import { ToSignIn } from '../guards/to-sign-in.js';
import { useStores } from '../stores-context.js';
import { useAppNavigate } from '../use-app-navigate.js';
import { consoleNavItems } from './console-navigation.js';
import { EXTERNAL_LINKS } from './external-links.js';
import { FailedActionAlert } from './failed-action-alert.js';
import { HeaderActions } from './header-actions.js';
import { InPageTrayStrip } from './in-page-tray.js';
import { RateLimitedPage } from './rate-limited-page.js';
import { ViewAsBar } from './view-as-bar.js';

/** Every signed-in console page: header, view-as bar, the page, and the browser's tray strip. */
export const ConsoleShell = observer(function ConsoleShell() {
  const root = useStores();
  const { t } = useTranslation('console');
  const location = useLocation();
  const onNavigate = useAppNavigate();
  const navigate = useNavigate();
  const decision = decideAccess(accessStateOf(root), null);

  // A clicked notification names a router path: the shell opens it once it is mounted.
  useEffect(() => root.desktop.setNavigator((path) => void navigate(path)), [root.desktop, navigate]);

  useEffect(() => {
    // The spec's router starts each page at the top.
    window.scrollTo(0, 0);
  }, [location.pathname]);

  if (decision.kind === 'sign-in') return <ToSignIn remember={decision.remember} />;
  const user = root.user.current;
  if (decision.kind === 'wait' || !user) {
    return (
      <div className="console-boot">
        <LoadingState label={t('shell.loading')} />
      </div>
    );
  }

  const items: NavItem[] = consoleNavItems({
    user,
    flags: root.flags.state,
    externalLinks: EXTERNAL_LINKS,
    classroomUnreadCount: root.tutorClassroom.totalUnread,
  }).map((item) => ({
    id: item.id,
    label: t(item.labelKey),
    href: item.external ? item.target : toConsoleHref(item.target),
    ...(item.external ? { external: true } : {}),
    ...(item.badge !== undefined ? { badge: item.badge } : {}),
  }));

  return (
    <div className="console-app">
      <a className="lt-skip-link" href="#console-main">
        {t('shell.skipToContent')}
      </a>
      <AppHeader
        homeHref={toConsoleHref(navbarHomeLink(user.role))}
        items={items}
        activePath={toConsoleHref(location.pathname)}
        onNavigate={onNavigate}
        actions={<HeaderActions />}
      />
      <ViewAsBar />
      <main id="console-main" className="console-main" tabIndex={-1}>
        <FailedActionAlert />
        {root.connection.rateLimited ? (
          <RateLimitedPage />
        ) : (
          <Suspense fallback={<LoadingState label={t('shell.loadingPage')} />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      {root.desktop.inPageTray ? <InPageTrayStrip tray={root.desktop.inPageTray} /> : null}
    </div>
  );
});

/** `/console/` itself: straight to the home of the console role. */
export const ConsoleEntry = observer(function ConsoleEntry() {
  const { user } = useStores();
  // The shell only renders its pages for someone with a console role.
  return user.consoleRole ? <Navigate to={homePathForRole(user.consoleRole)} replace /> : null;
});
