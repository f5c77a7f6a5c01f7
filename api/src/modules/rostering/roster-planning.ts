// Runs on the worker pool's threads, after a source has read its roster into a batch: asks the API
// what it holds from the source, plans the import (shared rules), and packs the writes. Any source
// that can build a RosterBatch (OneRoster CSV now; OneRoster REST or Clever later) plans through here.
import type { RosterCounts } from '@lantern/shared/contracts/rostering';
import { gradeByLevel } from '@lantern/shared/domain/grades/grades';
import {
  type AccountsInUse,
  planRoster,
  type PlannedRecord,
} from '@lantern/shared/domain/rostering/roster-plan';
import {
  ROSTER_KINDS,
  type RosterBatch,
  type RosterKind,
  type RosterRecords,
} from '@lantern/shared/domain/rostering/roster-records';
import type { RosterRefusal } from '@lantern/shared/domain/rostering/roster-refusals';
import {
  type RosterWrites,
  SEPARATOR,
  type SnapshotAnswer,
  type SnapshotQuestion,
  snapshotOf,
} from './roster-wire.js';

/** Records a database statement takes at once: large enough for bulk SQL, small enough to show progress. */
export const WRITE_CHUNK = 5000;

export type AskApi = (question: SnapshotQuestion) => Promise<SnapshotAnswer>;

export interface BatchPlan {
  counts: RosterCounts;
  refusals: RosterRefusal[];
  writes: RosterWrites;
}

export async function planBatch(batch: RosterBatch, ask: AskApi): Promise<BatchPlan> {
  const people = batch.records.people;
  const answer = await ask({
    sourceKey: batch.sourceKey,
    people: {
      sourcedIds: people.map((p) => p.sourcedId).join(SEPARATOR),
      usernames: people.map((p) => p.username).join(SEPARATOR),
      emails: people.map((p) => p.email?.toLowerCase() ?? '').join(SEPARATOR),
    },
  });
  if ('error' in answer) throw new Error(`the API could not say what it holds: ${answer.error}`);
  const accounts: AccountsInUse = {
    usernames: new Map(answer.accounts.usernames),
    emails: new Map(answer.accounts.emails),
  };
  const plan = planRoster(batch, snapshotOf(answer.snapshot), accounts);
  const counts = Object.fromEntries(
    ROSTER_KINDS.map((kind) => [kind, plan.kinds[kind].counts]),
  ) as RosterCounts;
  const writes = Object.fromEntries(
    ROSTER_KINDS.map((kind) => {
      const { create, update, deactivate } = plan.kinds[kind];
      const rows = [...create, ...update].map((planned) => rowOf(kind, planned));
      return [
        kind,
        { upserts: chunked(rows), upserted: rows.length, deactivate: deactivate.map((entry) => entry.id) },
      ];
    }),
  ) as RosterWrites;
  return { counts, refusals: plan.refusals, writes };
}

function chunked(rows: object[]): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < rows.length; start += WRITE_CHUNK)
    chunks.push(JSON.stringify(rows.slice(start, start + WRITE_CHUNK)));
  return chunks;
}

/** A planned record as the rostering repository's statements read it (snake_case, ids of the source). */
function rowOf<K extends RosterKind>(kind: K, { record, hash }: PlannedRecord<RosterRecords[K]>): object {
  const base = { sourced_id: record.sourcedId, hash };
  switch (kind) {
    case 'districts':
    case 'schools':
    case 'courses':
      return { ...base, name: (record as RosterRecords['schools']).name };
    case 'sections': {
      const section = record as RosterRecords['sections'];
      return {
        ...base,
        name: section.name,
        school_sourced_id: section.schoolSourcedId,
        course_sourced_id: section.courseSourcedId,
      };
    }
    case 'people': {
      const person = record as RosterRecords['people'];
      return {
        ...base,
        username: person.username,
        email: person.email,
        first_name: person.firstName,
        last_name: person.lastName,
        roles: person.roles,
        school_sourced_ids: person.schoolSourcedIds,
        grade_id: person.grade === null ? null : gradeByLevel(person.grade).id,
        active: person.active,
        demographics_known: person.demographics !== undefined,
        sex: person.demographics?.sex ?? null,
        race_ethnicity: person.demographics?.raceEthnicity ?? null,
      };
    }
    case 'enrollments': {
      const enrollment = record as RosterRecords['enrollments'];
      return {
        ...base,
        section_sourced_id: enrollment.sectionSourcedId,
        person_sourced_id: enrollment.personSourcedId,
        role: enrollment.role,
        is_primary: enrollment.primary,
        begin_date: enrollment.beginDate,
        end_date: enrollment.endDate,
        active: enrollment.active,
      };
    }
  }
  throw new Error(`Unknown roster kind ${kind}`);
}
