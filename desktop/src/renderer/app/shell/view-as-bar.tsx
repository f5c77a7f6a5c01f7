import { homePathForRole } from '@lantern/shared/domain/roles/roles';
import { ImpersonationBar } from '@lantern/shared/ui/navbar/impersonation-bar';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStores } from '../stores-context.js';

/** While viewing as someone else: who, and the way back to one's own identity. */
export const ViewAsBar = observer(function ViewAsBar() {
  const { user } = useStores();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const current = user.current;
  if (!current?.impersonation) return null;

  const stop = async () => {
    if (!(await user.stopViewAs())) return;
    const role = user.consoleRole;
    // Someone whose own role is web-only goes back to the web app.
    if (role) await navigate(homePathForRole(role));
    else window.location.assign('/');
  };

  return (
    <ImpersonationBar
      roleLabel={t(`roles.${current.role}`, { defaultValue: current.role })}
      byName={current.impersonation.by_name}
      pending={user.pending === 'stop-view-as'}
      onStop={() => void stop()}
    />
  );
});
