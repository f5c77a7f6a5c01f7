import type { Navigate } from '@lantern/shared/ui/app-link';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toRouterPath } from './console-paths.js';

/** Navigation for shared/ui links: console addresses stay in the app, others load in full. */
export function useAppNavigate(): Navigate {
  const navigate = useNavigate();
  return useCallback(
    (href: string) => {
      const path = toRouterPath(href);
      if (path === null) window.location.assign(href);
      else void navigate(path);
    },
    [navigate],
  );
}
