import type { GradeLevel } from '../grades/grades.js';
import type { RosterDemographics } from './demographics.js';

// What any roster source hands the importer once it has read and checked its own format: a
// OneRoster CSV export today, a OneRoster REST or Clever sync later. Every record names the others
// by the source's own ids (`sourcedId`), never by Lantern's.

/** The kinds of record Lantern keeps from a roster, in the order they are written. */
export const ROSTER_KINDS = ['districts', 'schools', 'courses', 'sections', 'people', 'enrollments'] as const;
export type RosterKind = (typeof ROSTER_KINDS)[number];

/** Kinds whose records are deactivated, never deleted, when the roster no longer has them. */
export const DEACTIVATED_KINDS: readonly RosterKind[] = ['people', 'enrollments'];

/** Where a record came from, so a refusal found later still points at its row. */
export interface RecordOrigin {
  file: string;
  line: number;
}

export interface RosterDistrict {
  sourcedId: string;
  name: string;
}

export interface RosterSchool {
  sourcedId: string;
  name: string;
}

export interface RosterCourse {
  sourcedId: string;
  name: string;
}

/** A class: Lantern's section. */
export interface RosterSection {
  sourcedId: string;
  name: string;
  schoolSourcedId: string;
  courseSourcedId: string;
}

/** The roster roles Lantern keeps, as Lantern's roles. */
export const ROSTER_ROLES = ['student', 'teacher', 'administrator', 'district-manager'] as const;
export type RosterRole = (typeof ROSTER_ROLES)[number];

export interface RosterPerson {
  sourcedId: string;
  username: string;
  email: string | null;
  firstName: string;
  lastName: string;
  /** The first is the person's primary role. */
  roles: RosterRole[];
  /** The schools the person belongs to, the primary one first; none for a district's own staff. */
  schoolSourcedIds: string[];
  grade: GradeLevel | null;
  active: boolean;
  /** Absent when the source sends no demographics (what Lantern holds stays); null fields: not recorded. */
  demographics?: RosterDemographics;
}

export const ENROLLMENT_ROLES = ['student', 'teacher'] as const;
export type EnrollmentRole = (typeof ENROLLMENT_ROLES)[number];

export interface RosterEnrollment {
  sourcedId: string;
  sectionSourcedId: string;
  personSourcedId: string;
  role: EnrollmentRole;
  primary: boolean;
  /** YYYY-MM-DD, or null when open. */
  beginDate: string | null;
  endDate: string | null;
  /** Within its dates today: only active enrolments put a person in a section. */
  active: boolean;
}

export interface RosterRecords {
  districts: RosterDistrict;
  schools: RosterSchool;
  courses: RosterCourse;
  sections: RosterSection;
  people: RosterPerson;
  enrollments: RosterEnrollment;
}

export type Located<T> = T & { origin: RecordOrigin };

/**
 * `bulk`: the source sends everything it has, so people and enrolments it no longer sends are
 * deactivated. `delta`: it sends changes only; a record it marks removed is deactivated.
 */
export type ProcessingMode = 'bulk' | 'delta';

/** One district's roster as one source sends it, ready for the plan. */
export interface RosterBatch {
  /** `oneroster:<district sourcedId>`: the space the source's ids live in. */
  sourceKey: string;
  records: { [K in RosterKind]: Located<RosterRecords[K]>[] };
  /** Kinds the source sent, and how; a kind it did not send is left as it is. */
  modes: Partial<Record<RosterKind, ProcessingMode>>;
  /** Ids the source marks removed (delta), for the kinds that are deactivated. */
  removed: Partial<Record<RosterKind, string[]>>;
  /**
   * Ids of rows the source sent but Lantern refused: they are in the roster, so a bulk import must
   * not deactivate them for being missing.
   */
  refusedIds: Partial<Record<RosterKind, string[]>>;
}
