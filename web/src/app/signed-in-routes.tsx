import type { RoleName } from '@lantern/shared/contracts/roles';
import { loadChunk } from '@lantern/shared/ui/load-chunk';
import type { ComponentType } from 'react';
import { getI18n } from 'react-i18next';
import { type RouteObject, redirect } from 'react-router';
import type { RootStore } from '../stores/root-store.js';
import { accountChunk, guardArea, learnerChunk, page } from './route-helpers.js';
import type { RouteHandle } from './route-handle.js';

// The signed-in areas' routes, in a chunk of their own: the sign-in page does not carry them. The
// router adds them the first time a visit goes to one of these areas (router.tsx, `signedInAreas`).

/**
 * Guards sit on the leaf routes only: a data router runs the loaders of nested matches in
 * parallel, so a guard on both parent and child would switch roles twice.
 */
export function signedInRoutes(stores: RootStore): RouteObject {
  const loadHome = () => void stores.home.load();
  const loadStudentHome = async () => {
    void stores.home.load();
    // The recognitions' store and strings come with the dashboard.
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
  // Writing review's code, strings and data, likewise.
  const reviewCenter = () =>
    loadChunk(() => import('../features/student/review-center/review-center-routes.js'));
  const enterReviewCenter = async (url: URL) => (await reviewCenter()).enterReviewCenter(stores, url);
  const settings = settingsRoute(stores);

  return {
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
            loader: guardArea(stores, 'student', async () => (await learnerChunk()).enterOnboarding(stores)),
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
  };
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
          loader: guardArea(
            stores,
            role,
            role === 'teacher' ? () => void stores.home.load() : (url) => enterDashboard(stores, url),
          ),
          lazy: page(load),
        },
        {
          // A section's students, where staff relaunch a student's onboarding.
          path: 'sections/:id',
          loader: async (args) => {
            const id = Number(args.params.id);
            const enter = async () => (await learnerChunk()).enterSectionRoster(stores, id);
            return guardArea(stores, role, Number.isInteger(id) && id > 0 ? enter : undefined)(args);
          },
          lazy: page(() => import('../features/teacher/section-students-page.js')),
        },
        ...(role === 'teacher' ? teacherPages(stores) : leaderStudentPages(stores, role)),
        ...(role === 'district-manager'
          ? [
              {
                path: 'privacy',
                loader: guardArea(stores, role, async (url) =>
                  (
                    await loadChunk(() => import('../features/district-manager/privacy-routes.js'))
                  ).enterPrivacy(stores, url),
                ),
                lazy: page(() => import('../features/district-manager/privacy-page.js')),
              },
            ]
          : []),
        settings(role),
        areaNotFound(stores, role),
      ],
    },
  ];
}

/** An administrator's or district manager's home, and the widgets for the filters in the address. */
async function enterDashboard(stores: RootStore, url: URL): Promise<void> {
  void stores.home.load();
  (await loadChunk(() => import('../features/administrator/dashboard-routes.js'))).enterAdminDashboard(
    stores,
    url,
  );
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
      path: 'students/never-used',
      loader: guardArea(stores, 'teacher', async () => (await teacher()).enterNeverUsed(stores)),
      lazy: page(() => import('../features/teacher/never-used-page.js')),
    },
    {
      path: 'activity',
      loader: guardArea(stores, 'teacher', async () => (await teacher()).enterTeacherActivity(stores)),
      lazy: page(() => import('../features/teacher/teacher-activity-page.js')),
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

/** An administrator's or district manager's students, student analytics, a student's page and transcripts. */
function leaderStudentPages(stores: RootStore, role: 'administrator' | 'district-manager'): RouteObject[] {
  const leader = () => loadChunk(() => import('../features/administrator/students-routes.js'));
  const id = (value: string | undefined) => {
    const number = Number(value);
    return Number.isInteger(number) && number > 0 ? number : null;
  };
  return [
    {
      path: 'students',
      loader: guardArea(stores, role, async () => (await leader()).enterLeaderStudents(stores, role)),
      lazy: page(() => import('../features/administrator/leader-students-page.js')),
    },
    {
      path: 'students/analytics',
      loader: guardArea(stores, role, async (url) => (await leader()).enterStudentAnalytics(stores, url)),
      lazy: page(() => import('../features/administrator/student-analytics-page.js')),
    },
    {
      path: 'students/:id',
      loader: (args) => {
        const studentId = id(args.params.id);
        const enter = async () => (await leader()).enterLeaderStudent(stores, studentId!);
        return guardArea(stores, role, studentId ? enter : undefined)(args);
      },
      lazy: page(() => import('../features/teacher/teacher-student-page.js')),
    },
    {
      path: 'students/:id/sessions/:sessionId',
      loader: (args) => {
        const [studentId, sessionId] = [id(args.params.id), id(args.params.sessionId)];
        const enter = async () => (await leader()).enterLeaderTranscript(stores, studentId!, sessionId!);
        return guardArea(stores, role, studentId && sessionId ? enter : undefined)(args);
      },
      lazy: page(() => import('../features/teacher/teacher-transcript-page.js')),
    },
  ];
}

/** `/{role}/settings`: the account part (password, e-mail address) of each role's settings. */
function settingsRoute(stores: RootStore) {
  return (role: RoleName): RouteObject => ({
    path: 'settings',
    loader: guardArea(stores, role, async () => (await accountChunk()).enterAccountSettings(stores)),
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
