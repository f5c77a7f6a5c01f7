import { isRole, usesConsole } from '@lantern/shared/domain/roles/roles';
import { announce } from '@lantern/shared/ui/announcer';
import { ConnectionIndicator } from '@lantern/shared/ui/connection-indicator';
import { UserDropdown } from '@lantern/shared/ui/navbar/user-dropdown';
import { type ViewAsChoice, ViewAsMenu } from '@lantern/shared/ui/navbar/view-as-menu';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toConsoleHref } from '../console-paths.js';
import { useStores } from '../stores-context.js';
import { useAppNavigate } from '../use-app-navigate.js';

/** How long "Back online" stays before the indicator says "Connected" again. */
const BACK_ONLINE_MS = 5000;

/** Right side of the header: live-connection state, view-as and the account menu. */
export const HeaderActions = observer(function HeaderActions() {
  const root = useStores();
  const { user, connection, flags } = root;
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const onNavigate = useAppNavigate();
  const notice = connection.notice;
  useEffect(() => {
    if (notice !== 'back') return;
    const timer = setTimeout(() => connection.dismissRecovered(), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [notice, connection]);
  const current = user.current;
  if (!current) return null;

  // The schedule builder lives at an address this console is not configured with.
  const targets = user
    .viewAsTargets(flags.isOn('teaching-assets-admin'))
    .filter((target) => target.destination.kind === 'internal');
  const choices: ViewAsChoice[] = targets.map((target) => ({
    role: target.role,
    label: t(`roles.${target.role}`, { ns: 'common', defaultValue: target.role }),
  }));

  const chooseViewAs = async (role: string) => {
    const target = targets.find((candidate) => candidate.role === role);
    if (target?.destination.kind !== 'internal' || !isRole(role)) return;
    // A console role the user holds opens in place (its area's guard makes it current); any other
    // role is a view of the web app, which takes over the window with the new identity.
    if (usesConsole(role)) {
      await navigate(target.destination.path);
      return;
    }
    if (await user.viewAs(role)) window.location.assign(target.destination.path);
  };

  const signOut = () => {
    // Same tick as the sign-out, so the shell's guard never sees a signed-out user on this page.
    void navigate('/login', { replace: true });
    void root.session.signOut();
    announce(t('announce.signedOut', { ns: 'common' }));
  };

  return (
    <>
      <ConnectionIndicator status={notice} />
      <ViewAsMenu
        choices={choices}
        pending={user.pending !== null}
        onChoose={(role) => void chooseViewAs(role)}
      />
      <UserDropdown
        name={user.displayName}
        detail={t(`roles.${current.role}`, { ns: 'common', defaultValue: current.role })}
        links={
          current.role === 'tutor' || current.role === 'tutor-manager'
            ? [
                {
                  id: 'settings',
                  label: t('userMenu.settings', { ns: 'common' }),
                  href: toConsoleHref(`/${current.role}/settings`),
                },
              ]
            : []
        }
        onNavigate={onNavigate}
        onLogout={signOut}
      />
    </>
  );
});
