export interface SchoolContextPart {
  kind: 'district' | 'school';
  name: string;
}

/** Links say `/login/student/lakeside-district/maplewood-high`; people read "lakeside district". */
function readable(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape: show the segment as it was typed.
  }
  return decoded.replace(/[-_]+/g, ' ').trim();
}

export function schoolContext(district: string | undefined, school: string | undefined): SchoolContextPart[] {
  const parts: SchoolContextPart[] = [];
  if (district) parts.push({ kind: 'district', name: readable(district) });
  if (school) parts.push({ kind: 'school', name: readable(school) });
  return parts.filter((part) => part.name !== '');
}

/** The student help page for the same district and school as the sign-in link. */
export function studentHelpPath(district: string | undefined, school: string | undefined): string {
  const segments = [district, school].filter((part): part is string => Boolean(part)).map(encodeURIComponent);
  return ['/trouble-logging-in/student', ...segments].join('/');
}

export function studentLoginPath(district: string | undefined, school: string | undefined): string {
  const segments = [district, school].filter((part): part is string => Boolean(part)).map(encodeURIComponent);
  return ['/login/student', ...segments].join('/');
}
