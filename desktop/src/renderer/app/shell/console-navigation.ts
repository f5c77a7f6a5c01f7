import type { CurrentUser } from '@lantern/shared/contracts/users';
import { type FlagState, isFlagOn } from '@lantern/shared/domain/feature-flags/flags';
import { type ExternalLinkId, type NavItem, navbarItems } from '@lantern/shared/domain/shell/navigation';

/**
 * Navbar entries whose screen this console has built. The spec lists more per role; they appear
 * here as their screens land, never as placeholder pages. External links show when configured.
 */
export const BUILT_NAV_ITEMS: ReadonlySet<string> = new Set([
  'tutor.dashboard',
  'tutor.availability',
  'tutor.classroom',
  'tutor.review-center',
  'tutor.content-library',
  'tutor.canned-replies',
  'tutor.training',
  'tutor.tutoring-tools',
  'tutor-manager.services',
  'tutor-manager.breaks-center',
  'tutor-manager.action-center',
  'tutor-manager.essays-queue',
  'tutor-manager.schedule',
  'tutor-manager.analytics',
  'tutor-manager.session-reports',
  'superuser.dashboard',
  'superuser.customers',
  'superuser.services',
  'superuser.schedule',
  'superuser.analytics',
  'superuser.session-reports',
  'superuser.settings',
  'superuser.breaks-center',
  'superuser.action-center',
  'superuser.essays-queue',
  'superuser.tutors',
  'superuser.blog',
]);

export interface ConsoleNavInput {
  user: CurrentUser;
  flags: FlagState;
  externalLinks: Readonly<Partial<Record<ExternalLinkId, string>>>;
  /** A tutor's unread student messages: the classroom's badge. */
  classroomUnreadCount?: number;
}

export function consoleNavItems({
  user,
  flags,
  externalLinks,
  classroomUnreadCount = 0,
}: ConsoleNavInput): NavItem[] {
  return navbarItems({
    role: user.role,
    available: BUILT_NAV_ITEMS,
    flags,
    licensingEnabled: isFlagOn(flags, 'licensing'),
    licences: user.school?.licences ?? [],
    school: user.school,
    tutor: user.tutor,
    externalLinks,
    classroomUnreadCount,
  });
}
