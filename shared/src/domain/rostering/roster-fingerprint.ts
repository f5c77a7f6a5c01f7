import type { RosterKind, RosterRecords } from './roster-records.js';

/** What Lantern keeps of each kind of record, in a fixed order (never where it came from). */
const KEPT: { [K in RosterKind]: (record: RosterRecords[K]) => unknown[] } = {
  districts: (r) => [r.sourcedId, r.name],
  schools: (r) => [r.sourcedId, r.name],
  courses: (r) => [r.sourcedId, r.name],
  sections: (r) => [r.sourcedId, r.name, r.schoolSourcedId, r.courseSourcedId],
  people: (r) => [
    r.sourcedId,
    r.username,
    r.email,
    r.firstName,
    r.lastName,
    r.roles,
    r.schoolSourcedIds,
    r.grade,
    r.active,
  ],
  enrollments: (r) => [
    r.sourcedId,
    r.sectionSourcedId,
    r.personSourcedId,
    r.role,
    r.primary,
    r.beginDate,
    r.endDate,
    r.active,
  ],
};

/**
 * A short digest of what Lantern keeps of a record, stored beside it when it is written: the next
 * import compares digests instead of reading every column back, so a roster that did not change is
 * seen as unchanged without loading it. cyrb53 (53 bits, written in base 36): a change is missed
 * only if two versions of the same record collide.
 */
export function fingerprint<K extends RosterKind>(kind: K, record: RosterRecords[K]): string {
  return cyrb53(JSON.stringify(KEPT[kind](record))).toString(36);
}

function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
