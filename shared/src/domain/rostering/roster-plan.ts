import { fingerprint } from './roster-fingerprint.js';
import {
  DEACTIVATED_KINDS,
  type Located,
  ROSTER_KINDS,
  type RosterBatch,
  type RosterKind,
  type RosterRecords,
} from './roster-records.js';
import { refusal, type RosterRefusal } from './roster-refusals.js';

// What an import would change, decided from the batch and what Lantern already holds from the same
// source: which records are new, which changed, which are deactivated, and which stay as they are.

/** A record Lantern holds from this source: its row, the digest it was written with, whether it is active. */
export interface KnownRecord {
  id: number;
  hash: string;
  active: boolean;
}
export type RosterSnapshot = { [K in RosterKind]: ReadonlyMap<string, KnownRecord> };

/** Which Lantern account holds each username and (lower-cased) e-mail address the batch's people use. */
export interface AccountsInUse {
  usernames: ReadonlyMap<string, number>;
  emails: ReadonlyMap<string, number>;
}

/** A record to write, with the digest it is written with. */
export interface PlannedRecord<R> {
  record: Located<R>;
  hash: string;
}

export interface KindPlan<R> {
  create: PlannedRecord<R>[];
  /** Changed records, each with its row; one whose `active` turns false is also in `deactivate`. */
  update: (PlannedRecord<R> & { id: number })[];
  /** Rows to deactivate: missing from a bulk roster, removed by the source, or sent as inactive. */
  deactivate: { id: number; sourcedId: string }[];
  counts: KindCounts;
}
export interface KindCounts {
  create: number;
  update: number;
  deactivate: number;
  unchanged: number;
}

export interface RosterPlan {
  kinds: { [K in RosterKind]: KindPlan<RosterRecords[K]> };
  /** Rows the plan refused: a name another account holds, a record sent earlier that Lantern lacks. */
  refusals: RosterRefusal[];
}

type AnyRecord = Located<RosterRecords[RosterKind]> & { active?: boolean };

/** Sorts one kind's records against what Lantern holds; `refused` drops records before they are planned. */
function planKind<K extends RosterKind>(
  kind: K,
  records: readonly Located<RosterRecords[K]>[],
  known: ReadonlyMap<string, KnownRecord>,
  batch: RosterBatch,
  refused: ReadonlySet<string>,
): KindPlan<RosterRecords[K]> {
  const plan: KindPlan<RosterRecords[K]> = {
    create: [],
    update: [],
    deactivate: [],
    counts: { create: 0, update: 0, deactivate: 0, unchanged: 0 },
  };
  const seen = new Set<string>(batch.refusedIds[kind] ?? []);
  for (const id of refused) seen.add(id);
  for (const record of records) {
    if (refused.has(record.sourcedId)) continue;
    seen.add(record.sourcedId);
    const active = (record as { active?: boolean }).active ?? true;
    const hash = fingerprint(kind, record);
    const existing = known.get(record.sourcedId);
    const planned: PlannedRecord<RosterRecords[K]> = { record, hash };
    if (!existing) {
      // A record that arrives already inactive and was never here leaves nothing to do.
      if (active) plan.create.push(planned);
      else plan.counts.unchanged++;
      continue;
    }
    if (existing.hash === hash && existing.active === active) {
      plan.counts.unchanged++;
      continue;
    }
    plan.update.push({ record, hash, id: existing.id });
    if (existing.active && !active) plan.deactivate.push({ id: existing.id, sourcedId: record.sourcedId });
    else plan.counts.update++;
  }
  plan.counts.create = plan.create.length;
  if (DEACTIVATED_KINDS.includes(kind)) {
    const gone = (id: string, record: KnownRecord) => {
      if (record.active && !plan.deactivate.some((entry) => entry.id === record.id))
        plan.deactivate.push({ id: record.id, sourcedId: id });
    };
    for (const id of batch.removed[kind] ?? []) {
      const record = known.get(id);
      if (record && !seen.has(id)) gone(id, record);
    }
    if (batch.modes[kind] === 'bulk') for (const [id, record] of known) if (!seen.has(id)) gone(id, record);
  }
  plan.counts.deactivate = plan.deactivate.length;
  return plan;
}

/**
 * The plan of an import: every record of the batch sorted against `snapshot` (what Lantern holds
 * from the same source), people whose username or e-mail address another account holds refused,
 * and what names a refused record refused in turn. In a bulk roster, people and enrolments Lantern
 * holds but the roster no longer sends are deactivated; nothing is ever deleted.
 */
export function planRoster(
  batch: RosterBatch,
  snapshot: RosterSnapshot,
  accounts: AccountsInUse,
): RosterPlan {
  const refusals: RosterRefusal[] = [];
  const records = batch.records;
  const ids = <K extends RosterKind>(kind: K) => new Set(records[kind].map((record) => record.sourcedId));
  const exists = (kind: RosterKind, batchIds: ReadonlySet<string>) => (id: string) =>
    batchIds.has(id) || snapshot[kind].has(id);
  const schoolExists = exists('schools', ids('schools'));
  const courseExists = exists('courses', ids('courses'));
  const refuse = (record: AnyRecord, field: string, id: string, file: string) =>
    refusals.push(refusal(record.origin.file, record.origin.line, field, 'unknown_reference', id, { file }));

  const refusedSections = new Set<string>();
  for (const section of records.sections) {
    const school = schoolExists(section.schoolSourcedId);
    const course = courseExists(section.courseSourcedId);
    if (!school) refuse(section, 'schoolSourcedId', section.schoolSourcedId, 'orgs.csv');
    if (!course) refuse(section, 'courseSourcedId', section.courseSourcedId, 'courses.csv');
    if (!school || !course) refusedSections.add(section.sourcedId);
  }

  const refusedPeople = new Map<string, number>();
  for (const person of records.people) {
    const before = refusals.length;
    for (const school of person.schoolSourcedIds)
      if (!schoolExists(school)) refuse(person, 'orgSourcedIds', school, 'orgs.csv');
    const self = snapshot.people.get(person.sourcedId)?.id;
    const usernameHolder = accounts.usernames.get(person.username);
    if (usernameHolder !== undefined && usernameHolder !== self)
      refusals.push(refusal(person.origin.file, person.origin.line, 'username', 'taken', person.username));
    const emailHolder = person.email === null ? undefined : accounts.emails.get(person.email.toLowerCase());
    if (emailHolder !== undefined && emailHolder !== self)
      refusals.push(refusal(person.origin.file, person.origin.line, 'email', 'taken', person.email));
    if (refusals.length > before) refusedPeople.set(person.sourcedId, person.origin.line);
  }

  const sectionIds = ids('sections');
  const personIds = ids('people');
  const refusedEnrollments = new Set<string>();
  for (const enrollment of records.enrollments) {
    const at = (field: string, id: string, file: string, line: number | undefined) => {
      if (line !== undefined)
        refusals.push(
          refusal(enrollment.origin.file, enrollment.origin.line, field, 'refused_reference', id, {
            file,
            line,
          }),
        );
      else refuse(enrollment, field, id, file);
      refusedEnrollments.add(enrollment.sourcedId);
    };
    const section = enrollment.sectionSourcedId;
    if (refusedSections.has(section))
      at('classSourcedId', section, 'classes.csv', lineOf(records.sections, section));
    else if (!sectionIds.has(section) && !snapshot.sections.has(section))
      at('classSourcedId', section, 'classes.csv', undefined);
    const person = enrollment.personSourcedId;
    if (refusedPeople.has(person)) at('userSourcedId', person, 'users.csv', refusedPeople.get(person));
    else if (!personIds.has(person) && !snapshot.people.has(person))
      at('userSourcedId', person, 'users.csv', undefined);
  }

  const refusedOf: Record<RosterKind, ReadonlySet<string>> = {
    districts: new Set(),
    schools: new Set(),
    courses: new Set(),
    sections: refusedSections,
    people: new Set(refusedPeople.keys()),
    enrollments: refusedEnrollments,
  };
  const kinds = Object.fromEntries(
    ROSTER_KINDS.map((kind) => [kind, planKind(kind, records[kind], snapshot[kind], batch, refusedOf[kind])]),
  ) as RosterPlan['kinds'];
  return { kinds, refusals };
}

function lineOf(records: readonly AnyRecord[], id: string): number | undefined {
  return records.find((record) => record.sourcedId === id)?.origin.line;
}
