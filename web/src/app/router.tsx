import { CONSOLE_BASE_PATH, isRole, usesWeb } from '@lantern/shared/domain/roles/roles';
import { loadChunk } from '@lantern/shared/ui/load-chunk';
import { type PatchRoutesOnNavigationFunction, type RouteObject, redirect } from 'react-router';
import type { RootStore } from '../stores/root-store.js';
import {
  libraryCompletionRedirect,
  profileCompletionRedirect,
  MAINTENANCE_PATH,
  maintenanceApplies,
  ready,
  STUDENT_LOGIN_PATH,
} from './guards.js';
import { accountChunk, learnerChunk, type Loader, page } from './route-helpers.js';
import { RootLayout } from './shell/root-layout.js';
import { RouteErrorPage } from './shell/route-error-page.js';

/** The first render waits for the session in main.tsx, so there is nothing to show meanwhile. */
function NoFallback() {
  return null;
}

/** Public pages only need the session settled (they show "already signed in" when it is). */
function settle(stores: RootStore): Loader {
  return async () => {
    await ready(stores);
    return null;
  };
}

const ROOT_ROUTE_ID = 'root';
const SIGNED_IN_AREAS = /^\/(student|teacher|administrator|district-manager|superuser|shared-session)(\/|$)/;

/**
 * The sign-in path's routes: the public pages and the redirects. The signed-in areas' routes come
 * from `signedInAreas`, the first time a visit goes to one, so the sign-in page carries none of them.
 */
export function createRoutes(stores: RootStore): RouteObject[] {
  const enterAccount = async () => {
    await (await accountChunk()).enterAccount(stores);
    return null;
  };

  return [
    {
      id: ROOT_ROUTE_ID,
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: NoFallback,
      children: [
        {
          path: '/',
          loader: async () => {
            await ready(stores);
            if (maintenanceApplies(stores)) return redirect(MAINTENANCE_PATH);
            if (!stores.session.signedIn) return redirect(STUDENT_LOGIN_PATH);
            // Single sign-on lands here signed in: the page a guard turned the visitor away from, or home.
            const home = stores.redirect.postLoginDestination();
            if (home.kind === 'console') {
              stores.env.assign(home.url);
              return null;
            }
            return redirect(home.path);
          },
          element: null,
        },
        {
          // Single sign-on comes back here from a link made in settings: the role's own settings.
          path: '/settings',
          loader: async ({ request }) => {
            await ready(stores);
            const role = stores.user.current?.role;
            if (!stores.session.signedIn || !role) return redirect(STUDENT_LOGIN_PATH);
            const search = new URL(request.url).search;
            if (isRole(role) && !usesWeb(role)) {
              stores.env.assign(`${CONSOLE_BASE_PATH}/${role}/settings${search}`);
              return null;
            }
            return redirect(`/${role}/settings${search}`);
          },
          element: null,
        },
        { path: '/dashboard', loader: () => redirect('/student/dashboard') },
        { path: '/dashboard-v2', loader: () => redirect('/student/dashboard') },
        {
          path: '/logout',
          loader: async () => {
            await stores.session.signOut();
            return redirect(STUDENT_LOGIN_PATH);
          },
        },
        {
          path: '/stop-impersonation',
          loader: async () => {
            await ready(stores);
            if (stores.user.isImpersonating) await stores.user.stopViewAs();
            return redirect('/');
          },
        },
        {
          lazy: page(() => import('./shell/public-layout.js')),
          loader: settle(stores),
          children: [
            { path: '/login', lazy: page(() => import('../features/auth/login-page.js')) },
            { path: '/login/noSchool', lazy: page(() => import('../features/auth/login-page.js')) },
            {
              path: '/login/student/:districtName?/:schoolName?',
              lazy: page(() => import('../features/auth/student-login-page.js')),
            },
            ...['/trouble-logging-in', '/noschool', '/trouble-logging-in/student/:district?/:school?'].map(
              (path) => ({
                path,
                loader: enterAccount,
                lazy: page(() => import('../features/auth/trouble-page.js')),
              }),
            ),
            {
              path: '/password/reset/:token',
              loader: async ({ params }) => {
                await (await accountChunk()).enterPasswordLink(stores, params.token ?? '');
                return null;
              },
              lazy: page(() => import('../features/auth/password-reset-page.js')),
            },
            {
              path: '/email/confirm/:token/:newEmail',
              loader: async ({ params }) => {
                await (
                  await accountChunk()
                ).enterEmailConfirmation(stores, params.token ?? '', params.newEmail ?? '');
                return null;
              },
              lazy: page(() => import('../features/auth/email-confirm-page.js')),
            },
            { path: '/code-of-conduct', lazy: page(() => import('../features/auth/agreement-page.js')) },
            {
              path: '/fulton-account-library-completion',
              loader: async () => {
                await ready(stores);
                const target = await libraryCompletionRedirect(stores);
                if (target) return redirect(target);
                await Promise.all([
                  enterAccount(),
                  (await learnerChunk()).enterAccountCompletion(stores, false),
                ]);
                return null;
              },
              lazy: page(() => import('../features/student/library-completion-page.js')),
            },
            {
              path: '/profile-completion',
              loader: async () => {
                await ready(stores);
                const target = await profileCompletionRedirect(stores);
                if (target) return redirect(target);
                await (await learnerChunk()).enterAccountCompletion(stores, true);
                return null;
              },
              lazy: page(() => import('../features/student/profile-completion-page.js')),
            },
            { path: '/error/429', lazy: page(() => import('../features/errors/rate-limited-page.js')) },
            { path: '/error/google', lazy: page(() => import('../features/auth/sso-error-page.js')) },
            {
              path: '/login/oauth2/authorize',
              loader: async ({ request }) =>
                (
                  await loadChunk(() => import('../features/auth/oauth2-authorize-routes.js'))
                ).authorizeLoader(stores, new URL(request.url)),
              lazy: page(() => import('../features/auth/oauth2-authorize-page.js')),
            },
            { path: MAINTENANCE_PATH, lazy: page(() => import('../features/errors/maintenance-page.js')) },
          ],
        },
        {
          lazy: page(() => import('./shell/public-layout.js')),
          loader: settle(stores),
          children: [{ path: '*', lazy: page(() => import('../features/errors/not-found-page.js')) }],
        },
      ],
    },
  ];
}

/**
 * Adds the signed-in areas' routes beneath the root the first time a navigation goes to one of
 * them. Until then the public not-found page's `*` matches those addresses, which is what makes the
 * router ask (it asks whenever the best match has a parameter, since a better one may be unknown yet).
 */
export function signedInAreas(stores: RootStore): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ path, patch, signal }) => {
    if (added || !SIGNED_IN_AREAS.test(path)) return;
    const { signedInRoutes } = await loadChunk(() => import('./signed-in-routes.js'));
    // A navigation overtaken while the chunk loaded patches nothing; the next one adds them.
    if (added || signal.aborted) return;
    patch(ROOT_ROUTE_ID, [signedInRoutes(stores)]);
    added = true;
  };
}
