import {
  RETENTION_KINDS,
  type RetentionKind,
  retentionCutoffs,
} from '@lantern/shared/domain/privacy/retention';
import { Inject, Injectable } from '@nestjs/common';
import { JobHandler, type JobRun } from '../../platform/jobs/job-handler.decorator.js';
import { AuditService } from '../audit/audit.service.js';
import { FileStorage } from '../files/file-storage.js';
import { PrivacyErasureRepository } from './privacy-erasure.repository.js';
import { PrivacyRecordsRepository } from './privacy-records.repository.js';
import { RetentionRepository } from './retention.repository.js';

export const RETENTION_JOB = 'privacy.retention.enforce';

const BATCH = 1000;
const ESSAY_BATCH = 20;

/**
 * Removes what each district keeps no longer (`retentionCutoffs`, at the job's `now`): chat texts,
 * pictures and files, voice recordings, whiteboard drawings and essays past their periods, files
 * before rows. Hourly, once across instances (a pg-boss schedule); each batch is its own
 * transaction, so a run cut short leaves the rest to the next hour, which finds only what is left.
 */
@Injectable()
export class RetentionJob {
  constructor(
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(PrivacyRecordsRepository) private readonly records: PrivacyRecordsRepository,
    @Inject(RetentionRepository) private readonly retention: RetentionRepository,
    @Inject(PrivacyErasureRepository) private readonly erasure: PrivacyErasureRepository,
  ) {}

  @JobHandler(RETENTION_JOB, { every: '41 * * * *', expireInSeconds: 30 * 60 })
  async run(job: JobRun): Promise<void> {
    for (const { districtId, periods } of await this.records.retentions()) {
      const cutoffs = retentionCutoffs(periods, job.now);
      const removed: Partial<Record<RetentionKind, number>> = {};
      for (const kind of RETENTION_KINDS) {
        const cutoff = cutoffs[kind];
        if (cutoff === null) continue;
        const n = await this.remove(districtId, kind, new Date(cutoff * 1000));
        if (n > 0) removed[kind] = n;
      }
      if (Object.keys(removed).length)
        await this.audit.recordNow({
          action: 'privacy.retention.enforced',
          actorUserId: null,
          details: { district_id: districtId, removed, at: job.now },
        });
    }
  }

  private async remove(districtId: number, kind: RetentionKind, before: Date): Promise<number> {
    let total = 0;
    if (kind === 'whiteboards') {
      for (let n = BATCH; n === BATCH; total += n)
        n = await this.retention.removeStrokes(districtId, before, BATCH);
      return total;
    }
    if (kind === 'essays') {
      for (
        let batch = await this.erasure.districtEssays(districtId, before, ESSAY_BATCH);
        batch.ids.length;
      ) {
        for (const key of batch.fileKeys) await this.storage.delete(key);
        await this.erasure.eraseEssays(null, batch);
        total += batch.ids.length;
        batch = await this.erasure.districtEssays(districtId, before, ESSAY_BATCH);
      }
      return total;
    }
    for (let batch = await this.retention.messages(districtId, kind, before, BATCH); batch.ids.length;) {
      for (const key of batch.fileKeys) await this.storage.delete(key);
      total += await this.retention.removeMessages(batch.ids);
      batch = await this.retention.messages(districtId, kind, before, BATCH);
    }
    return total;
  }
}
