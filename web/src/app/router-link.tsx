import { AppLink } from '@lantern/shared/ui/app-link';
import type { ComponentProps } from 'react';
import { useNavigate } from 'react-router';

type RouterLinkProps = Omit<ComponentProps<typeof AppLink>, 'onNavigate'>;

/** `AppLink` handing same-site clicks to this app's router. */
export function RouterLink(props: RouterLinkProps) {
  const navigate = useNavigate();
  return <AppLink {...props} onNavigate={(path) => void navigate(path)} />;
}
