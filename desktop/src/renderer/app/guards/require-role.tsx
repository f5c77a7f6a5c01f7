import type { RoleName } from '@lantern/shared/contracts/roles';
import { ErrorState, LoadingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useStores } from '../stores-context.js';
import { accessStateOf, decideAccess } from './access-decision.js';
import { ToSignIn } from './to-sign-in.js';

/** An area of the console: open when its role is held, switching to it first if needed. */
export const RequireRole = observer(function RequireRole({ requiredRole: role }: { requiredRole: RoleName }) {
  const root = useStores();
  const { t } = useTranslation('console');
  const decision = decideAccess(accessStateOf(root), role);
  const switching = decision.kind === 'switch-role' && root.user.pending === null;

  useEffect(() => {
    if (switching) void root.user.switchRole(role);
  }, [switching, role, root]);

  switch (decision.kind) {
    case 'allow':
      return <Outlet />;
    case 'sign-in':
      return <ToSignIn remember={decision.remember} />;
    case 'switch-failed':
      return (
        <ErrorState
          title={t('guard.switchFailedTitle')}
          description={t('guard.switchFailed', { role: t(`roles.${role}`, { ns: 'common' }) })}
          onRetry={() => void root.user.switchRole(role)}
        />
      );
    default:
      return <LoadingState label={t('guard.opening')} />;
  }
});
