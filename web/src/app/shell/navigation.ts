import { navbarItems } from '@lantern/shared/domain/shell/navigation';
import type { NavItem } from '@lantern/shared/ui/navbar/nav-item-link';
import type { TFunction } from 'i18next';
import type { RootStore } from '../../stores/root-store.js';
import { EXTERNAL_LINKS } from '../external-links.js';

/**
 * Navbar items whose screen this app has built. The navbar never offers a page that does not
 * exist yet: as each screen lands, its id joins this list.
 */
export const BUILT_SCREENS: ReadonlySet<string> = new Set([
  'student.dashboard',
  'student.classroom',
  'student.review-center',
  'teacher.dashboard',
  'teacher.students',
  'teacher.activity',
  'teacher.user-groups',
  'administrator.dashboard',
  'administrator.students',
  'district-manager.dashboard',
  'district-manager.students',
  'superuser.dashboard',
  'teacher.settings',
  'administrator.settings',
  'district-manager.settings',
  'district-manager.privacy',
  // Other sites: shown when the deployment configures their address (see external-links.ts).
  ...Object.keys(EXTERNAL_LINKS),
]);

/** The current role's navbar, filtered by the spec's conditions and translated. */
export function shellNavItems(stores: RootStore, t: TFunction, viewportWidth: number): NavItem[] {
  const user = stores.user.current;
  if (!user) return [];
  const school = user.school;
  return navbarItems({
    role: user.role,
    available: BUILT_SCREENS,
    flags: stores.flags.state,
    licensingEnabled: stores.flags.isOn('licensing'),
    licences: stores.user.licences,
    school,
    gradeGroup: stores.user.gradeGroup,
    reviewedEssaysCount: stores.reviewedEssays?.count ?? 0,
    viewportWidth,
    externalLinks: EXTERNAL_LINKS,
  }).map((item) => ({
    id: item.id,
    label: t(item.labelKey, { ns: 'common' }),
    href: item.target,
    ...(item.external ? { external: true } : {}),
    ...(item.badge !== undefined ? { badge: item.badge } : {}),
  }));
}
