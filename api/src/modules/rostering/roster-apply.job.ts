import type { RosterCounts } from '@lantern/shared/contracts/rostering';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { Clock } from '../../platform/clock/clock.js';
import { JobHandler, type JobRun } from '../../platform/jobs/job-handler.decorator.js';
import { describeError } from '../../platform/logging/describe-error.js';
import { LOGGER } from '../../platform/logging/logger.js';
import { AuditService } from '../audit/audit.service.js';
import { FileStorage } from '../files/file-storage.js';
import { SignInsEnding } from '../auth/sign-ins-ending.js';
import type { RosterImport } from './entities/roster-import.entity.js';
import { RosterImportsRepository } from './roster-imports.repository.js';
import { RosterReader } from './roster-reader.js';
import { decodeWrites, type RosterWrites } from './roster-wire.js';
import { RosterWriter } from './roster-writer.js';
import { RosterWritesRepository } from './roster-writes.repository.js';
import { APPLY_JOB } from './rostering.service.js';

/** A district's first import writes about a million rows: minutes, never half an hour. */
const APPLY_EXPIRES_SECONDS = 30 * 60;

/**
 * Applies a queued import: writes what its preview planned (planned again from its archive if
 * another import of the district was applied since), signs out the people it deactivated, and
 * keeps the import's progress and result. The queue runs it on one instance;
 * an instance that dies mid-way leaves it `applying`, and the queue's retry runs it again, which
 * writes only what is still missing. A failure ends it `failed`, saying why; it is not retried by
 * itself, but may be applied again.
 */
@Injectable()
export class RosterApplyJob {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(SignInsEnding) private readonly signIns: SignInsEnding,
    @Inject(RosterImportsRepository) private readonly imports: RosterImportsRepository,
    @Inject(RosterReader) private readonly reader: RosterReader,
    @Inject(RosterWriter) private readonly writer: RosterWriter,
    @Inject(RosterWritesRepository) private readonly writes: RosterWritesRepository,
  ) {}

  @JobHandler(APPLY_JOB, { expireInSeconds: APPLY_EXPIRES_SECONDS })
  async run(job: JobRun<{ importId: number }>): Promise<void> {
    const id = job.data.importId;
    const started = await this.imports.move(id, ['queued', 'applying'], 'applying', {
      started_at: this.clock.date(),
      progress: JSON.stringify({ phase: 'reading', processed: 0, total: 0 }),
    });
    if (!started) return;
    try {
      const result = await this.apply(id);
      await this.imports.finish(id, { status: 'applied', result }, this.clock.date());
    } catch (error) {
      this.logger.error({ err: error, component: 'rostering', importId: id }, 'roster import failed');
      await this.imports.finish(id, { status: 'failed', error: describeError(error) }, this.clock.date());
    }
  }

  private async apply(id: number): Promise<RosterCounts> {
    const row = await this.imports.find(id);
    if (!(row?.archiveKey || row?.planKey) || !row.sourceKey || !row.district)
      throw new Error('The import has nothing left to apply');
    const { writes, counts } = await this.plan(row);
    const at = this.clock.date();
    const sourceId = await this.imports.ensureSource(row.sourceKey, at);
    const actorId = row.appliedBy?.id ?? row.uploadedBy.id;
    const district = row.district.sourced_id;
    const deactivated = await this.writer.write(
      writes,
      { sourceId, importId: id, actorId, now: at },
      async () => (await this.imports.districtId(sourceId, district))!,
      (progress) => this.imports.progress(id, progress),
    );
    if (deactivated.length > 0) {
      await this.imports.progress(id, { phase: 'signing_out', processed: 0, total: deactivated.length });
      await this.signIns.endAllOf(deactivated, 'deactivated');
    }
    await this.audit.recordNow({
      action: 'rostering.import.applied',
      actorUserId: actorId,
      actingAsUserId: actorId,
      actingAsRole: 'superuser',
      details: { import_id: id, sync_id: row.sync?.id ?? null, district: row.district, result: counts },
    });
    if (row.archiveKey) await this.storage.delete(row.archiveKey);
    if (row.planKey) await this.storage.delete(row.planKey);
    return counts;
  }

  /**
   * The writes planned at the preview while no newer import of the district has been applied since
   * (the common case: a district's sync is applied right after its preview); otherwise an upload's
   * archive is read and planned again against what Lantern holds now.
   */
  private async plan(row: RosterImport): Promise<{ writes: RosterWrites; counts: RosterCounts }> {
    if (row.planKey && row.preview && row.plannedAfter === (await this.imports.latestApplied(row.sourceKey!)))
      return { writes: decodeWrites(await this.storage.get(row.planKey)), counts: row.preview };
    // A sync's plan is not made again here: a stopped run was approved for the counts it showed.
    if (!row.archiveKey)
      throw new Error('Another import of this district was applied after this sync was read: sync again');
    const reading = await this.reader.read(await this.storage.get(row.archiveKey!), this.clock.now());
    if (reading.outcome !== 'planned' || !reading.plan || !reading.counts)
      throw new Error('The archive no longer reads as it did when it was previewed');
    return { writes: decodeWrites(Buffer.from(reading.plan)), counts: reading.counts };
  }
}
