/**
 * Which students a staff role reaches, as a kind of reach rather than a yes or no about one
 * student: lists and searches filter by it in one query. It is `mayReachStudent`'s rule, read the
 * other way round (a teacher their sections, an administrator their schools, a district manager
 * their district, a superuser everyone); any other role reaches nobody.
 */
export type StudentScope = 'sections' | 'schools' | 'district' | 'all';

export function studentScopeOf(role: string): StudentScope | null {
  switch (role) {
    case 'teacher':
      return 'sections';
    case 'administrator':
      return 'schools';
    case 'district-manager':
      return 'district';
    case 'superuser':
      return 'all';
    default:
      return null;
  }
}
