import type { RoleName } from '@lantern/shared/contracts/roles';
import { loadChunk } from '@lantern/shared/ui/load-chunk';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { RootStore } from '../stores/root-store.js';
import { areaRedirect, ready } from './guards.js';

// What both route tables build with: the sign-in path's (router.tsx) and the signed-in areas'
// (signed-in-routes.tsx).

export type Loader = (args: LoaderFunctionArgs) => Promise<Response | null>;

export function guardArea(stores: RootStore, role: RoleName, after?: (url: URL) => unknown): Loader {
  return async ({ request }) => {
    await ready(stores);
    const url = new URL(request.url);
    const target = await areaRedirect(stores, url, role);
    if (target) return redirect(target);
    await after?.(url);
    return null;
  };
}

/** A lazily loaded page; a chunk that fails to load reloads the page once (`loadChunk`). */
export function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await loadChunk(load)).default });
}

/** Passwords and e-mail addresses: their store and strings, from a chunk of their own. */
export const accountChunk = () => loadChunk(() => import('../features/account/account-routes.js'));

/** Onboarding, the account steps a student completes first, staff's section lists: likewise. */
export const learnerChunk = () => loadChunk(() => import('../features/student/onboarding-routes.js'));
