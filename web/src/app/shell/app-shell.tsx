import { roleSchema } from '@lantern/shared/contracts/roles';
import { navbarHomeLink } from '@lantern/shared/domain/roles/roles';
import { AppHeader } from '@lantern/shared/ui/navbar/app-header';
import { ImpersonationBar } from '@lantern/shared/ui/navbar/impersonation-bar';
import { LanguagePicker } from '@lantern/shared/ui/navbar/language-picker';
import { UserDropdown } from '@lantern/shared/ui/navbar/user-dropdown';
import { ViewAsMenu } from '@lantern/shared/ui/navbar/view-as-menu';
import { ReturnBanner } from '@lantern/shared/ui/return-banner';
import { announce } from '@lantern/shared/ui/announcer';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import type { Destination } from '../../stores/redirect-store.js';
import { useStores } from '../../stores/stores-context.js';
import { homeDestination } from '../guards.js';
import { isRouteHandle } from '../route-handle.js';
import { shellNavItems } from './navigation.js';
import { SiteFooter } from './site-footer.js';
import { StudentSidebar } from './student-sidebar.js';
import { useViewportWidth } from './use-viewport-width.js';
import { isReachable, viewAsDestination } from './view-as.js';
import './shell.css';

// The review center's navbar count, opened by the router with the shell: in the shell's chunk,
// off the sign-in page.
export { openReviewedEssays } from '../../stores/reviewed-essays-store.js';

/** Roles whose settings page is in this app (the console has the others'). */
const WEB_SETTINGS_ROLES: ReadonlySet<string> = new Set([
  'student',
  'teacher',
  'administrator',
  'district-manager',
  'superuser',
]);

/** The signed-in frame: view-as bar, navbar, return banner, the page, and the footer. */
function AppShell() {
  const stores = useStores();
  const { session, user, flags, ui, env } = stores;
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  const matches = useMatches();
  const viewportWidth = useViewportWidth();
  const current = user.current;

  const handles = matches.map((match) => match.handle).filter(isRouteHandle);
  const noFooter = handles.some((handle) => handle.noFooter);
  const noNavbar = ui.embedded || handles.some((handle) => handle.noNavbar);

  const go = (destination: Destination) => {
    if (destination.kind === 'console') env.assign(destination.url);
    else void navigate(destination.path);
  };
  const viewAs = async (role: string) => {
    const parsed = roleSchema.safeParse(role);
    if (parsed.success && (await user.viewAs(parsed.data))) go(viewAsDestination(parsed.data));
  };
  const stopViewingAs = async () => {
    if (await user.stopViewAs()) go(homeDestination(stores));
  };
  const logout = async () => {
    await session.signOut();
    announce(t('announce.signedOut', { ns: 'common' }));
    void navigate('/login/student');
  };

  if (!current) return <Outlet />;
  const roleLabel = t(`roles.${current.role}`, { ns: 'common' });
  const choices = user
    .viewAsTargets(flags.isOn('teaching-assets-admin'))
    .filter(isReachable)
    .map((target) => ({ role: target.role, label: t(`roles.${target.role}`, { ns: 'common' }) }));
  const items = shellNavItems(stores, t, viewportWidth);
  const isStudent = current.role === 'student';

  return (
    <div className="app-shell">
      {current.impersonation ? (
        <ImpersonationBar
          roleLabel={roleLabel}
          byName={current.impersonation.by_name}
          pending={user.pending !== null}
          onStop={() => void stopViewingAs()}
        />
      ) : null}
      {noNavbar ? null : (
        <AppHeader
          homeHref={navbarHomeLink(current.role)}
          items={items}
          activePath={pathname}
          onNavigate={(path) => void navigate(path)}
          actions={
            <>
              {isStudent ? (
                <LanguagePicker
                  value={user.language}
                  pending={user.languageStatus === 'saving'}
                  onChange={(chosen) => void user.changeLanguage(chosen, user.language)}
                />
              ) : null}
              <ViewAsMenu
                choices={choices}
                pending={user.pending !== null}
                onChoose={(role) => void viewAs(role)}
              />
              <UserDropdown
                name={user.displayName}
                detail={current.school ? `${roleLabel} · ${current.school.name}` : roleLabel}
                links={
                  WEB_SETTINGS_ROLES.has(current.role)
                    ? [
                        {
                          id: 'settings',
                          label: t('userMenu.settings', { ns: 'common' }),
                          href: `/${current.role}/settings`,
                        },
                      ]
                    : []
                }
                onNavigate={(path) => void navigate(path)}
                onLogout={() => void logout()}
              />
            </>
          }
          mobileExtras={
            <button
              type="button"
              className="lt-button lt-button--secondary lt-button--block"
              onClick={() => void logout()}
            >
              {t('userMenu.logout', { ns: 'common' })}
            </button>
          }
        />
      )}
      {user.languageStatus === 'error' ? (
        <p className="lt-alert lt-alert--error app-shell__notice" role="alert">
          {t('shell.languageFailed')}
        </p>
      ) : null}
      <ReturnBanner search={search} onNavigate={(path) => void navigate(path)} />
      <div className="app-shell__body">
        {isStudent && !noNavbar ? <StudentSidebar items={items} /> : null}
        <main id="main" className="app-shell__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {noFooter ? null : <SiteFooter />}
    </div>
  );
}

export default observer(AppShell);
