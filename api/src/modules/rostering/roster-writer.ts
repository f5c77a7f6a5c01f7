import type { RosterImportProgress } from '@lantern/shared/contracts/rostering';
import { ROSTER_KINDS } from '@lantern/shared/domain/rostering/roster-records';
import { Inject, Injectable } from '@nestjs/common';
import { WRITE_CHUNK } from './roster-planning.js';
import type { RosterWrites } from './roster-wire.js';
import { type Pair, RosterWritesRepository, type WriteContext } from './roster-writes.repository.js';

export type Progress = (progress: RosterImportProgress) => Promise<void>;

const chunksOf = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / WRITE_CHUNK) }, (_, index) =>
    list.slice(index * WRITE_CHUNK, (index + 1) * WRITE_CHUNK),
  );

/**
 * Writes a planned import in the order its records name each other (the district, its schools,
 * courses, sections, people, then enrolments), a chunk a statement, telling `progress` after each.
 * Every statement is an upsert or a conditional update: a run cut short and run again writes the
 * rest and changes nothing twice.
 */
@Injectable()
export class RosterWriter {
  constructor(@Inject(RosterWritesRepository) private readonly repository: RosterWritesRepository) {}

  /** Returns the people deactivated, to be signed out. */
  async write(
    writes: RosterWrites,
    context: Omit<WriteContext, 'districtId'>,
    districtId: () => Promise<number>,
    progress: Progress,
  ): Promise<number[]> {
    const total = ROSTER_KINDS.reduce(
      (sum, kind) => sum + writes[kind].upserted + writes[kind].deactivate.length,
      0,
    );
    let processed = 0;
    const step = async (phase: RosterImportProgress['phase'], records: number) => {
      processed += records;
      await progress({ phase, processed, total });
    };
    const remaining = (kind: keyof RosterWrites, index: number) =>
      Math.min(WRITE_CHUNK, writes[kind].upserted - index * WRITE_CHUNK);

    let c: WriteContext = { ...context, districtId: 0 };
    for (const [index, chunk] of writes.districts.upserts.entries()) {
      await this.repository.upsertNamed('districts', chunk, c);
      await step('districts', remaining('districts', index));
    }
    c = { ...c, districtId: await districtId() };
    for (const kind of ['schools', 'courses'] as const)
      for (const [index, chunk] of writes[kind].upserts.entries()) {
        await this.repository.upsertNamed(kind, chunk, c);
        await step(kind, remaining(kind, index));
      }
    for (const [index, chunk] of writes.sections.upserts.entries()) {
      await this.repository.upsertSections(chunk, c);
      await step('sections', remaining('sections', index));
    }
    for (const [index, chunk] of writes.people.upserts.entries()) {
      await this.repository.upsertPeople(chunk, c);
      await step('people', remaining('people', index));
    }
    for (const ids of chunksOf(writes.people.deactivate)) {
      await this.repository.deactivatePeople(ids, c);
      await step('people', ids.length);
    }
    const pairs: Pair[] = [];
    for (const [index, chunk] of writes.enrollments.upserts.entries()) {
      pairs.push(...(await this.repository.upsertEnrollments(chunk, c)));
      await step('enrollments', remaining('enrollments', index));
    }
    for (const ids of chunksOf(writes.enrollments.deactivate)) {
      pairs.push(...(await this.repository.deactivateEnrollments(ids, c)));
      await step('enrollments', ids.length);
    }
    for (const chunk of chunksOf(pairs)) await this.repository.pruneMemberships(chunk);
    return writes.people.deactivate;
  }
}
