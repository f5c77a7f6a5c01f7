import { AsyncResource } from 'node:async_hooks';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { ROSTER_KINDS, type RosterKind } from '@lantern/shared/domain/rostering/roster-records';
import type { RosterTables } from '@lantern/shared/domain/rostering/roster-tables';
import { Inject, Injectable } from '@nestjs/common';
import { describeError } from '../../platform/logging/describe-error.js';
import { HeavyWork, taskModule } from '../../platform/workers/heavy-work.js';
import type * as OneRosterWork from './oneroster-work.js';
import type { OneRosterOutcome } from './oneroster-work.js';
import { RosterImportsRepository } from './roster-imports.repository.js';
import type { RosterImporter } from './roster-importer.js';
import type { KnownWire, RosterReading, SnapshotAnswer, SnapshotQuestion } from './roster-wire.js';

const ONEROSTER_WORK = taskModule<typeof OneRosterWork>(new URL('./oneroster-work.js', import.meta.url));

/**
 * A district's export takes seconds of CPU to read and plan (about fifteen for 50,000 students on
 * two cores): its own bound, beyond the one for a document, and still a bound.
 */
export const ROSTER_READ_TIMEOUT_MS = 180_000;

/**
 * Reads and plans a roster on the worker pool — an uploaded OneRoster export (the CSV importer), or
 * a roster API's answer laid out as its files — and answers the one question the worker asks once
 * it has read it: what Lantern holds from this district, and who holds the names its people would take.
 */
@Injectable()
export class RosterReader implements RosterImporter<Buffer> {
  constructor(
    @Inject(HeavyWork) private readonly work: HeavyWork,
    @Inject(RosterImportsRepository) private readonly repository: RosterImportsRepository,
  ) {}

  read(bytes: Buffer, now: number): Promise<OneRosterOutcome> {
    return this.onWorker((port) =>
      this.work.run(
        ONEROSTER_WORK,
        'planOneRoster',
        { bytes, now, port },
        { transfer: [port], timeoutMs: ROSTER_READ_TIMEOUT_MS },
      ),
    );
  }

  /** A roster API's answer, as the OneRoster files it mirrors, read and planned the same way. */
  readTables(tables: RosterTables, now: number, prefix: string): Promise<RosterReading> {
    return this.onWorker((port) =>
      this.work.run(
        ONEROSTER_WORK,
        'planTables',
        { tables, now, prefix, port },
        { transfer: [port], timeoutMs: ROSTER_READ_TIMEOUT_MS },
      ),
    );
  }

  private async onWorker<T>(run: (port: MessagePort) => Promise<T>): Promise<T> {
    const { port1, port2 } = new MessageChannel();
    // The answer runs in the caller's context (its request's or job's database context).
    port1.on(
      'message',
      AsyncResource.bind((question: SnapshotQuestion) => {
        void this.answer(question).then((answer) => port1.postMessage(answer));
      }),
    );
    try {
      return await run(port2);
    } finally {
      port1.close();
    }
  }

  private async answer(question: SnapshotQuestion): Promise<SnapshotAnswer> {
    try {
      const sourceId = await this.repository.sourceId(question.sourceKey);
      const snapshot = {} as Record<RosterKind, KnownWire>;
      for (const kind of ROSTER_KINDS) snapshot[kind] = await this.repository.known(kind, sourceId);
      return { snapshot, accounts: await this.repository.namesInUse(sourceId, question.people) };
    } catch (error) {
      return { error: describeError(error) };
    }
  }
}
