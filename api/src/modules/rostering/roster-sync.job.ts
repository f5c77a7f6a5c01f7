import { randomUUID } from 'node:crypto';
import { deactivationStop } from '@lantern/shared/domain/rostering/deactivation-stop';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { Clock } from '../../platform/clock/clock.js';
import { JobHandler, type JobRun } from '../../platform/jobs/job-handler.decorator.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { describeError } from '../../platform/logging/describe-error.js';
import { LOGGER } from '../../platform/logging/logger.js';
import { AuditService } from '../audit/audit.service.js';
import { FileStorage } from '../files/file-storage.js';
import { ApiRosterImporter } from './api-roster-importer.js';
import { RosterImportsRepository } from './roster-imports.repository.js';
import { RosterSecrets } from './roster-secrets.js';
import { SYNC_RUN_JOB, RosterSyncsService } from './roster-syncs.service.js';
import { RosterSyncsRepository } from './roster-syncs.repository.js';
import { decodeWrites } from './roster-wire.js';
import { APPLY_JOB } from './rostering.service.js';

/** Reading a district's roster API is minutes at most; past this the queue takes the instance for dead. */
const RUN_EXPIRES_SECONDS = 20 * 60;

/**
 * The schedule and the runs of roster API sources. The sweep (once a minute across instances)
 * claims the sources that are due, each by one conditional update; a run reads its source through
 * the importer, keeps the plan as an upload's preview is kept, and either queues the apply or,
 * past the source's share of a school, stops in `needs_approval` for a superuser.
 */
@Injectable()
export class RosterSyncJob {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(RosterSecrets) private readonly secrets: RosterSecrets,
    @Inject(ApiRosterImporter) private readonly importer: ApiRosterImporter,
    @Inject(RosterSyncsService) private readonly service: RosterSyncsService,
    @Inject(RosterSyncsRepository) private readonly syncs: RosterSyncsRepository,
    @Inject(RosterImportsRepository) private readonly imports: RosterImportsRepository,
  ) {}

  @JobHandler('rostering.sync.sweep', { every: '* * * * *' })
  async sweep(): Promise<void> {
    for (const due of await this.syncs.claimDue(this.clock.date()))
      await this.service.start(due, due.created_by_id);
  }

  @JobHandler(SYNC_RUN_JOB, { expireInSeconds: RUN_EXPIRES_SECONDS })
  async run(job: JobRun<{ importId: number }>): Promise<void> {
    const id = job.data.importId;
    const row = await this.imports.find(id);
    if (row?.status !== 'syncing' || !row.sync) return;
    try {
      await this.read(id, row.sync.id, row.uploadedBy.id);
    } catch (error) {
      this.logger.error({ err: error, component: 'rostering', importId: id }, 'roster sync failed');
      await this.imports.move(id, ['syncing'], 'failed', {
        error: describeError(error),
        finished_at: this.clock.date(),
      });
    }
  }

  private async read(id: number, syncId: number, actorId: number): Promise<void> {
    const sync = (await this.syncs.find(syncId))!;
    const sealed = await this.syncs.sealedSecret(syncId);
    const reading = await this.importer.read(
      {
        kind: sync.kind,
        baseUrl: sync.baseUrl,
        tokenUrl: sync.tokenUrl ?? null,
        clientId: sync.clientId ?? null,
        secret: this.secrets.open(sealed!),
      },
      this.clock.now(),
    );
    const planned = reading.plan !== null && reading.sourceKey !== null;
    const planKey = planned ? `roster-imports/${randomUUID()}.plan` : null;
    if (planKey) await this.storage.put(planKey, Buffer.from(reading.plan!), 'application/octet-stream');
    const summary = {
      source_key: reading.sourceKey,
      district: reading.district && JSON.stringify(reading.district),
      files: JSON.stringify(reading.files),
      preview: reading.counts && JSON.stringify(reading.counts),
      refusals: JSON.stringify(reading.refusals),
      refused_total: reading.refusedTotal,
      plan_key: planKey,
      planned_after: reading.sourceKey ? await this.imports.latestApplied(reading.sourceKey) : 0,
    };
    if (!planned) {
      // The roster as a whole cannot be taken (no single district, a collection unreadable): nothing to apply.
      await this.imports.move(id, ['syncing'], 'refused', { ...summary, finished_at: this.clock.date() });
      return;
    }
    const deactivating = decodeWrites(Buffer.from(reading.plan!)).people.deactivate;
    const stop = deactivationStop(
      deactivating.length === 0 ? [] : await this.syncs.schoolDeactivations(reading.sourceKey!, deactivating),
      sync.maxDeactivationShare,
    );
    if (stop.stop) {
      const why = {
        max_share: sync.maxDeactivationShare,
        schools: stop.over.map((s) => ({
          sourced_id: s.sourcedId,
          name: s.name,
          active: s.active,
          deactivating: s.deactivating,
        })),
      };
      await this.imports.move(id, ['syncing'], 'needs_approval', { ...summary, stop: JSON.stringify(why) });
      await this.audit.recordNow({
        action: 'rostering.sync.stopped',
        actorUserId: actorId,
        actingAsUserId: actorId,
        actingAsRole: 'superuser',
        details: { import_id: id, sync_id: syncId, preview: reading.counts, stop: why },
      });
      return;
    }
    if (await this.imports.move(id, ['syncing'], 'queued', summary))
      await this.jobs.send(APPLY_JOB, { importId: id });
  }
}
