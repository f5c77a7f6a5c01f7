import type { RosterImportState } from '@lantern/shared/contracts/rostering';
import type {
  CreateRosterSync,
  RosterSync as RosterSyncView,
  UpdateRosterSync,
} from '@lantern/shared/contracts/roster-syncs';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { AppError, ValidationFailed } from '../../platform/http/app-error.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { AccessService } from '../access/access.service.js';
import { AuditService } from '../audit/audit.service.js';
import { FileStorage } from '../files/file-storage.js';
import { User } from '../users/entities/user.entity.js';
import { RosterSync } from './entities/roster-sync.entity.js';
import { RosterImportsRepository } from './roster-imports.repository.js';
import { sourceUrlRefusal } from './roster-hosts.js';
import { RosterSecrets } from './roster-secrets.js';
import { RosterSyncsRepository } from './roster-syncs.repository.js';
import { mapImportState, mapSync } from './rostering.mapper.js';
import { APPLY_JOB } from './rostering.service.js';

export const SYNC_RUN_JOB = 'rostering.sync.run';

/** What the audit keeps of a source: never its secret. */
const audited = (row: RosterSync) => ({
  name: row.name,
  kind: row.kind,
  base_url: row.baseUrl,
  token_url: row.tokenUrl,
  client_id: row.clientId,
  interval_minutes: row.intervalMinutes,
  max_deactivation_share: row.maxDeactivationShare,
  enabled: row.enabled,
});

/**
 * Roster API sources and their runs: configured by a superuser, started by the schedule or by
 * "sync now" (one open run a source, whichever instance is asked), and, when a run stops at the
 * safety rule, approved (then applied) or discarded by a superuser.
 */
@Injectable()
export class RosterSyncsService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(RosterSecrets) private readonly secrets: RosterSecrets,
    @Inject(RosterSyncsRepository) private readonly syncs: RosterSyncsRepository,
    @Inject(RosterImportsRepository) private readonly imports: RosterImportsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<RosterSyncView[]> {
    const [rows, runs] = await Promise.all([this.syncs.list(), this.syncs.lastRuns()]);
    return rows.map((row) => mapSync(row, runs.get(row.id) ?? null));
  }

  async create(auth: AuthContext, body: CreateRosterSync): Promise<RosterSyncView> {
    await this.refuseUnsafeAddresses(body);
    const row = this.em.create(RosterSync, {
      ...this.fields(body),
      secretSealed: this.secrets.seal(body.secret),
      createdBy: this.em.getReference(User, auth.userId),
    });
    await this.em.flush();
    await this.audit.recordNowFor(auth, 'rostering.sync.created', { sync_id: row.id, after: audited(row) });
    return mapSync(row, null);
  }

  async update(auth: AuthContext, id: number, body: UpdateRosterSync): Promise<RosterSyncView> {
    await this.access.requireAccess(auth, 'roster.sync.edit', id);
    const row = await this.load(id);
    if (body.kind === 'oneroster_rest') {
      const missing = (['token_url', 'client_id'] as const).filter((field) => !body[field]);
      if (missing.length > 0)
        throw new ValidationFailed(
          missing.map((field) => ({ field, rule: 'required', message: `${field}: required for OneRoster` })),
        );
    }
    await this.refuseUnsafeAddresses(body);
    const before = audited(row);
    const scheduleChanged = row.intervalMinutes !== body.interval_minutes || row.enabled !== body.enabled;
    this.em.assign(row, {
      ...this.fields(body),
      ...(scheduleChanged ? {} : { nextRunAt: row.nextRunAt }),
      ...(body.secret ? { secretSealed: this.secrets.seal(body.secret) } : {}),
    });
    await this.em.flush();
    await this.audit.recordNowFor(auth, 'rostering.sync.updated', {
      sync_id: id,
      before,
      after: audited(row),
      secret_replaced: body.secret !== undefined,
    });
    return mapSync(row, (await this.syncs.lastRuns()).get(id) ?? null);
  }

  /** "Sync now": a run of the source, or the one already open. */
  async runNow(auth: AuthContext, id: number): Promise<RosterImportState> {
    await this.access.requireAccess(auth, 'roster.sync.edit', id);
    const row = await this.load(id);
    const started = await this.start(row, auth.userId);
    if (started !== null)
      await this.audit.recordNowFor(auth, 'rostering.sync.requested', { sync_id: id, import_id: started });
    const runId = started ?? (await this.syncs.openRunOf(id));
    if (runId === null)
      throw new AppError(409, ErrorCode.conflict, 'The source’s run ended as it was asked: ask again');
    return this.state(runId);
  }

  /** Opens a run and queues its reading; null when one is open already. */
  async start(sync: { id: number; name: string }, actorId: number): Promise<number | null> {
    const runId = await this.syncs.openRun(sync, actorId, this.clock.date());
    if (runId !== null) await this.jobs.send(SYNC_RUN_JOB, { importId: runId });
    return runId;
  }

  /** Applies a run stopped by the safety rule: once, whichever instance is asked and however often. */
  async approve(auth: AuthContext, importId: number): Promise<RosterImportState> {
    await this.access.requireAccess(auth, 'roster.import.apply', importId);
    const moved = await this.imports.move(importId, ['needs_approval'], 'queued', {
      applied_by_id: auth.userId,
    });
    if (moved) {
      await this.audit.recordNowFor(auth, 'rostering.sync.approved', { import_id: importId });
      await this.jobs.send(APPLY_JOB, { importId });
    } else await this.requireDecided(importId, 'approved');
    return this.state(importId);
  }

  /** Leaves a stopped run unapplied: its plan is dropped, nothing is written. */
  async discard(auth: AuthContext, importId: number): Promise<RosterImportState> {
    await this.access.requireAccess(auth, 'roster.import.apply', importId);
    const row = await this.imports.find(importId);
    const moved = await this.imports.move(importId, ['needs_approval'], 'discarded', {
      finished_at: this.clock.date(),
      plan_key: null,
    });
    if (moved) {
      await this.audit.recordNowFor(auth, 'rostering.sync.discarded', {
        import_id: importId,
        stop: row?.stop,
      });
      if (row?.planKey) await this.storage.delete(row.planKey);
    } else await this.requireDecided(importId, 'discarded');
    return this.state(importId);
  }

  /** A second approval or discard of the same decision is answered as it stands; anything else is a conflict. */
  private async requireDecided(importId: number, decision: 'approved' | 'discarded'): Promise<void> {
    const status = (await this.state(importId)).status;
    const same =
      decision === 'discarded'
        ? status === 'discarded'
        : ['queued', 'applying', 'applied', 'failed'].includes(status);
    if (!same)
      throw new AppError(
        409,
        ErrorCode.conflict,
        `This import is ${status.replace('_', ' ')}: there is nothing to decide`,
      );
  }

  private async state(importId: number): Promise<RosterImportState> {
    this.em.clear();
    const row = await this.imports.find(importId);
    if (!row) throw new AppError(404, ErrorCode.notFound, 'No such roster import');
    return mapImportState(row);
  }

  private async load(id: number): Promise<RosterSync> {
    const row = await this.syncs.find(id);
    if (!row) throw new AppError(404, ErrorCode.notFound, 'No such roster sync');
    return row;
  }

  /** A source's addresses must be ones Lantern may call (roster-hosts.ts); each refusal names its field. */
  private async refuseUnsafeAddresses(body: Pick<UpdateRosterSync, 'kind' | 'base_url' | 'token_url'>) {
    const urls: [field: string, url: string][] = [['base_url', body.base_url]];
    if (body.kind === 'oneroster_rest' && body.token_url) urls.push(['token_url', body.token_url]);
    const issues = [];
    for (const [field, url] of urls) {
      const refusal = await sourceUrlRefusal(url, this.config.rosterAllowPrivateHosts);
      if (refusal) issues.push({ field, rule: 'public_host', message: `${field}: ${refusal}` });
    }
    if (issues.length > 0) throw new ValidationFailed(issues);
  }

  private fields(body: Omit<UpdateRosterSync, 'secret'>) {
    const scheduled = body.enabled && body.interval_minutes !== null;
    return {
      name: body.name,
      kind: body.kind,
      baseUrl: body.base_url,
      tokenUrl: body.kind === 'oneroster_rest' ? body.token_url : null,
      clientId: body.kind === 'oneroster_rest' ? body.client_id : null,
      intervalMinutes: body.interval_minutes,
      maxDeactivationShare: body.max_deactivation_share,
      enabled: body.enabled,
      // A schedule starts its first run at the next sweep.
      nextRunAt: scheduled ? this.clock.date() : null,
    };
  }
}
