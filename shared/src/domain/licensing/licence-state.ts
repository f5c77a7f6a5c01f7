import { zonedParts } from '../time/zoned-parts.js';
import type { Licence } from './licences.js';

export type LicenceState = 'upcoming' | 'active' | 'expired' | 'exhausted';

export interface LicenceTerms {
  kind: Licence;
  /** yyyy-mm-dd: the first and the last day it covers, both included, in the school's time zone. */
  startsOn: string;
  endsOn: string;
  seats: number;
  /** Students counted against it now: the school's, or every school's in the district. */
  seatsUsed: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The day it is at `now` (unix seconds) in `timeZone`, as yyyy-mm-dd. */
export function dayIn(now: number, timeZone: string): string {
  const { year, month, day } = zonedParts(now, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * Where a licence stands on `today`: before its first day upcoming, after its last expired, with
 * more students counted than it has seats exhausted, else active. Expired wins over exhausted: a
 * licence that has ended says so whatever its seats.
 */
export function licenceState(terms: LicenceTerms, today: string): LicenceState {
  if (today < terms.startsOn) return 'upcoming';
  if (today > terms.endsOn) return 'expired';
  if (terms.seatsUsed > terms.seats) return 'exhausted';
  return 'active';
}

/** Seats left to give; negative when more students are counted than it has. */
export function seatsRemaining(terms: Pick<LicenceTerms, 'seats' | 'seatsUsed'>): number {
  return terms.seats - terms.seatsUsed;
}

/**
 * The kinds a school holds at `now`: a kind counts when at least one of its licences (the school's
 * own or its district's) is active. Only these reach the spec's gating rules (`licenceRedirect`),
 * so an expired or exhausted licence closes its pages as a missing one does.
 */
export function heldLicences(licences: readonly LicenceTerms[], now: number, timeZone: string): Licence[] {
  const today = dayIn(now, timeZone);
  const held = new Set<Licence>();
  for (const licence of licences) if (licenceState(licence, today) === 'active') held.add(licence.kind);
  return [...held];
}

/**
 * The licence one more student would push over its seats, or null when every licence active today
 * has a seat left. Seats are counted per holder, not per kind, so one full licence is enough to
 * refuse: taking the seat would close that licence's pages for every student of the school.
 */
export function fullLicence<T extends LicenceTerms>(licences: readonly T[], today: string): T | null {
  return (
    licences.find((licence) => licenceState(licence, today) === 'active' && seatsRemaining(licence) < 1) ??
    null
  );
}
