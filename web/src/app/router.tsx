import type { RoleName } from '@lantern/shared/contracts/roles';
import { loadChunk } from '@lantern/shared/ui/load-chunk';
import type { ComponentType } from 'react';
import { getI18n } from 'react-i18next';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import type * as AccountRoutes from '../features/account/account-routes.js';
import type { RootStore } from '../stores/root-store.js';
import {
  areaRedirect,
  libraryCompletionRedirect,
  profileCompletionRedirect,
  MAINTENANCE_PATH,
  maintenanceApplies,
  ready,
  STUDENT_LOGIN_PATH,
} from './guards.js';
import type { RouteHandle } from './route-handle.js';
import { RootLayout } from './shell/root-layout.js';
import { RouteErrorPage } from './shell/route-error-page.js';

/** The first render waits for the session in main.tsx, so there is nothing to show meanwhile. */
function NoFallback() {
  return null;
}

type Loader = (args: LoaderFunctionArgs) => Promise<Response | null>;

function guardArea(stores: RootStore, role: RoleName, after?: (url: URL) => unknown): Loader {
  return async ({ request }) => {
    await ready(stores);
    const url = new URL(request.url);
    const target = await areaRedirect(stores, url, role);
    if (target) return redirect(target);
    await after?.(url);
    return null;
  };
}

/** Public pages only need the session settled (they show "already signed in" when it is). */
function settle(stores: RootStore): Loader {
  return async () => {
    await ready(stores);
    return null;
  };
}

/** A lazily loaded page; a chunk that fails to load reloads the page once (`loadChunk`). */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await loadChunk(load)).default });
}

/**
 * Guards sit on the leaf routes only: a data router runs the loaders of nested matches in
 * parallel, so a guard on both parent and child would switch roles twice.
 */
export function createRoutes(stores: RootStore): RouteObject[] {
  const loadHome = () => void stores.home.load();
  const loadStudentHome = async () => {
    void stores.home.load();
    // The recognitions' store and strings come with the dashboard, off the sign-in page.
    await (
      await loadChunk(() => import('../features/student/recognitions-routes.js'))
    ).enterRecognitions(stores);
  };
  const noFooter: RouteHandle = { noFooter: true };
  // Live help's code, strings and data open before its pages render, from a chunk of their own.
  const liveHelp = () => loadChunk(() => import('../features/student/classroom/live-help-routes.js'));
  const enterLiveHelp = async (url: URL) => (await liveHelp()).enterLiveHelp(stores, url);
  const enterPastSession = async (url: URL) => (await liveHelp()).enterPastSession(stores, url);
  const onboarding: RouteHandle = { noFooter: true, noNavbar: true };
  // Onboarding, the account steps a student completes first, staff's section lists: likewise.
  const learner = () => loadChunk(() => import('../features/student/onboarding-routes.js'));
  // Writing review's code, strings and data, likewise.
  const reviewCenter = () =>
    loadChunk(() => import('../features/student/review-center/review-center-routes.js'));
  const enterReviewCenter = async (url: URL) => (await reviewCenter()).enterReviewCenter(stores, url);
  // Passwords and e-mail addresses: their store and strings, likewise.
  const account = () => loadChunk(() => import('../features/account/account-routes.js'));
  const enterAccount = async () => {
    await (await account()).enterAccount(stores);
    return null;
  };
  const settings = settingsRoute(stores, account);

  return [
    {
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
                await (await account()).enterPasswordLink(stores, params.token ?? '');
                return null;
              },
              lazy: page(() => import('../features/auth/password-reset-page.js')),
            },
            {
              path: '/email/confirm/:token/:newEmail',
              loader: async ({ params }) => {
                await (
                  await account()
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
                await Promise.all([enterAccount(), (await learner()).enterAccountCompletion(stores, false)]);
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
                await (await learner()).enterAccountCompletion(stores, true);
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
          // The signed-in shell waits for the signed-in pages' strings, kept off the sign-in page.
          lazy: async () => {
            const [shell] = await Promise.all([
              loadChunk(() => import('./shell/app-shell.js')),
              loadChunk(() => import('@lantern/shared/i18n/signed-in')).then(({ loadSignedInStrings }) =>
                loadSignedInStrings(getI18n()),
              ),
            ]);
            shell.openReviewedEssays(stores);
            return { Component: shell.default };
          },
          children: [
            {
              path: '/student',
              children: [
                { index: true, loader: () => redirect('/student/dashboard') },
                {
                  path: 'dashboard/*',
                  loader: guardArea(stores, 'student', loadStudentHome),
                  lazy: page(() => import('../features/student/student-dashboard-page.js')),
                },
                {
                  path: 'start-session',
                  loader: guardArea(stores, 'student', enterLiveHelp),
                  lazy: async () => ({ Component: (await liveHelp()).liveHelpPages.startSession }),
                },
                {
                  path: 'classroom',
                  handle: noFooter,
                  loader: guardArea(stores, 'student', enterLiveHelp),
                  lazy: async () => ({ Component: (await liveHelp()).liveHelpPages.classroom }),
                },
                {
                  path: 'classroom/history/:sessionId',
                  handle: noFooter,
                  loader: guardArea(stores, 'student', enterPastSession),
                  lazy: async () => ({ Component: (await liveHelp()).liveHelpPages.pastSession }),
                },
                {
                  path: 'review-center/:essayId?',
                  loader: guardArea(stores, 'student', enterReviewCenter),
                  lazy: async () => ({ Component: (await reviewCenter()).reviewCenterPages.reviewCenter }),
                },
                {
                  path: 'upload-work',
                  loader: guardArea(stores, 'student', enterReviewCenter),
                  lazy: async () => ({ Component: (await reviewCenter()).reviewCenterPages.uploadWork }),
                },
                {
                  path: 'onboarding',
                  handle: onboarding,
                  loader: guardArea(stores, 'student', async () => (await learner()).enterOnboarding(stores)),
                  lazy: page(() => import('../features/student/onboarding-page.js')),
                },
                settings('student'),
                areaNotFound(stores, 'student'),
              ],
            },
            {
              // Any signed-in person with the link reads the shared session (students mostly).
              path: '/shared-session/:key',
              loader: async ({ request, params }) =>
                (
                  await loadChunk(() => import('../features/shared-session/shared-session-routes.js'))
                ).sharedSessionLoader(stores, new URL(request.url), params.key ?? ''),
              lazy: page(() => import('../features/shared-session/shared-session-page.js')),
            },
            ...leaderArea(
              stores,
              'teacher',
              settings,
              () => import('../features/teacher/teacher-dashboard-page.js'),
            ),
            ...leaderArea(
              stores,
              'administrator',
              settings,
              () => import('../features/administrator/administrator-dashboard-page.js'),
            ),
            ...leaderArea(
              stores,
              'district-manager',
              settings,
              () => import('../features/district-manager/district-manager-dashboard-page.js'),
            ),
            {
              path: '/superuser',
              children: [
                {
                  index: true,
                  handle: noFooter,
                  loader: guardArea(stores, 'superuser', loadHome),
                  lazy: page(() => import('../features/superuser/superuser-dashboard-page.js')),
                },
                settings('superuser'),
                areaNotFound(stores, 'superuser'),
              ],
            },
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

/** Teacher, administrator and district manager: the empty path goes to the dashboard. */
function leaderArea(
  stores: RootStore,
  role: 'teacher' | 'administrator' | 'district-manager',
  settings: (role: RoleName) => RouteObject,
  load: () => Promise<{ default: ComponentType }>,
): RouteObject[] {
  return [
    {
      path: `/${role}`,
      children: [
        { index: true, loader: () => redirect(`/${role}/dashboard`) },
        {
          path: 'dashboard/*',
          loader: guardArea(stores, role, () => void stores.home.load()),
          lazy: page(load),
        },
        {
          // A section's students, where staff relaunch a student's onboarding.
          path: 'sections/:id',
          loader: async (args) => {
            const id = Number(args.params.id);
            const enter = async () =>
              (await loadChunk(() => import('../features/student/onboarding-routes.js'))).enterSectionRoster(
                stores,
                id,
              );
            return guardArea(stores, role, Number.isInteger(id) && id > 0 ? enter : undefined)(args);
          },
          lazy: page(() => import('../features/teacher/section-students-page.js')),
        },
        ...(role === 'teacher' ? teacherPages(stores) : []),
        settings(role),
        areaNotFound(stores, role),
      ],
    },
  ];
}

/** The teacher's students, a student's page and transcripts, and their student groups. */
function teacherPages(stores: RootStore): RouteObject[] {
  const teacher = () => loadChunk(() => import('../features/teacher/teacher-routes.js'));
  const id = (value: string | undefined) => {
    const number = Number(value);
    return Number.isInteger(number) && number > 0 ? number : null;
  };
  return [
    {
      path: 'students',
      loader: guardArea(stores, 'teacher', async () => (await teacher()).enterTeacherStudents(stores)),
      lazy: page(() => import('../features/teacher/teacher-students-page.js')),
    },
    {
      path: 'students/:id',
      loader: (args) => {
        const studentId = id(args.params.id);
        const enter = async () => (await teacher()).enterTeacherStudent(stores, studentId!);
        return guardArea(stores, 'teacher', studentId ? enter : undefined)(args);
      },
      lazy: page(() => import('../features/teacher/teacher-student-page.js')),
    },
    {
      path: 'students/:id/sessions/:sessionId',
      loader: (args) => {
        const [studentId, sessionId] = [id(args.params.id), id(args.params.sessionId)];
        const enter = async () => (await teacher()).enterTeacherTranscript(stores, studentId!, sessionId!);
        return guardArea(stores, 'teacher', studentId && sessionId ? enter : undefined)(args);
      },
      lazy: page(() => import('../features/teacher/teacher-transcript-page.js')),
    },
    {
      path: 'user-groups',
      loader: guardArea(stores, 'teacher', async () => (await teacher()).enterStudentGroups(stores)),
      lazy: page(() => import('../features/teacher/student-groups-page.js')),
    },
  ];
}

/** `/{role}/settings`: the account part (password, e-mail address) of each role's settings. */
function settingsRoute(stores: RootStore, account: () => Promise<typeof AccountRoutes>) {
  return (role: RoleName): RouteObject => ({
    path: 'settings',
    loader: guardArea(stores, role, async () => (await account()).enterAccountSettings(stores)),
    // Switching tabs changes only `?tab=`: the settings stay loaded rather than loading again.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: page(() => import('../features/account/account-settings-page.js')),
  });
}

/**
 * Pages of an area that are not built yet still run the area's guard (sign-in, role, school
 * rules, licences) before saying "not found", so the rules hold for every address in the area.
 */
function areaNotFound(stores: RootStore, role: RoleName): RouteObject {
  return {
    path: '*',
    loader: guardArea(stores, role),
    lazy: page(() => import('../features/errors/not-found-page.js')),
  };
}
