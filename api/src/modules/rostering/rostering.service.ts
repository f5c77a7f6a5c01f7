import { randomUUID } from 'node:crypto';
import type {
  RosterImportPreview,
  RosterImportState,
  RosterImport as RosterImportView,
} from '@lantern/shared/contracts/rostering';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { formatMegabytes } from '@lantern/shared/domain/files/chat-uploads';
import type { ArchiveRefusal } from '@lantern/shared/domain/files/archive-limits';
import { ROSTER_ARCHIVE_LIMITS } from '@lantern/shared/domain/rostering/roster-archive';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { HeavyWorkRefused } from '../../platform/workers/heavy-work.js';
import { AccessService } from '../access/access.service.js';
import { AuditService } from '../audit/audit.service.js';
import { FileStorage } from '../files/file-storage.js';
import { User } from '../users/entities/user.entity.js';
import { RosterImport } from './entities/roster-import.entity.js';
import type { OneRosterOutcome } from './oneroster-work.js';
import { RosterReader } from './roster-reader.js';
import { RosterImportsRepository } from './roster-imports.repository.js';
import { mapImport, mapImportPreview, mapImportState } from './rostering.mapper.js';

export const APPLY_JOB = 'rostering.import.apply';

/** Every ZIP archive starts with a local file header (or is an empty archive's end record). */
const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

function archiveRule(refusal: ArchiveRefusal): string {
  switch (refusal.rule) {
    case 'too_many_entries':
      return `it holds ${refusal.actual} files, and a roster export may hold at most ${refusal.limit}`;
    case 'too_large_inflated':
      return `it unpacks to ${formatMegabytes(refusal.actual)}, and a roster export may unpack to at most ${formatMegabytes(refusal.limit)}`;
    case 'ratio_too_high':
      return `it unpacks to ${refusal.actual} times its size, and a roster export may unpack to at most ${refusal.limit} times its size`;
    case 'inflates_beyond_declared':
      return `its files unpack to more than the ${formatMegabytes(refusal.limit)} its table of contents declares`;
  }
}

/**
 * OneRoster CSV imports: an upload is read and planned at once and answered as a preview (nothing
 * written); applying it is a job, claimed once however many instances are asked (RosterApplyJob).
 */
@Injectable()
export class RosteringService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(RosterReader) private readonly reader: RosterReader,
    @Inject(RosterImportsRepository) private readonly imports: RosterImportsRepository,
  ) {}

  async upload(auth: AuthContext, file: { bytes: Buffer; name: string }): Promise<RosterImportPreview> {
    if (!isZip(file.bytes))
      throw new AppError(
        422,
        ErrorCode.uploadTypeRefused,
        `${file.name} is not a ZIP archive of OneRoster CSV files`,
      );
    const reading = await this.readOrRefuse(file);
    const now = this.clock.date();
    const stored = `roster-imports/${randomUUID()}`;
    const applicable = reading.plan !== null && reading.sourceKey !== null;
    if (applicable) {
      await this.storage.put(`${stored}.zip`, file.bytes, 'application/zip');
      await this.storage.put(`${stored}.plan`, Buffer.from(reading.plan!), 'application/octet-stream');
    }
    const row = this.em.create(RosterImport, {
      sourceKey: reading.sourceKey,
      uploadedBy: this.em.getReference(User, auth.userId),
      uploadedAt: now,
      fileName: file.name.slice(0, 255),
      archiveKey: applicable ? `${stored}.zip` : null,
      planKey: applicable ? `${stored}.plan` : null,
      plannedAfter: reading.sourceKey ? await this.imports.latestApplied(reading.sourceKey) : 0,
      archiveBytes: file.bytes.length,
      status: applicable ? 'previewed' : 'refused',
      district: reading.district,
      files: reading.files,
      preview: reading.counts,
      refusals: reading.refusals,
      refusedTotal: reading.refusedTotal,
    });
    await this.em.flush();
    this.audit.recordFor(auth, 'rostering.import.previewed', {
      import_id: row.id,
      file_name: row.fileName,
      district: reading.district,
      preview: reading.counts,
      refused_total: reading.refusedTotal,
    });
    await this.em.flush();
    await this.em.populate(row, ['uploadedBy']);
    return mapImportPreview(row);
  }

  async list(): Promise<RosterImportView[]> {
    return (await this.imports.latest()).map(mapImport);
  }

  async get(auth: AuthContext, id: number): Promise<RosterImportPreview> {
    await this.access.requireAccess(auth, 'roster.import.read', id);
    return mapImportPreview(await this.load(id));
  }

  async status(auth: AuthContext, id: number): Promise<RosterImportState> {
    await this.access.requireAccess(auth, 'roster.import.read', id);
    return mapImportState(await this.load(id));
  }

  /**
   * Queues the apply once: the conditional move from previewed (or failed, to try again) to queued
   * lets one request through, whichever instance it reaches; the others answer where it stands.
   */
  async apply(auth: AuthContext, id: number): Promise<RosterImportState> {
    await this.access.requireAccess(auth, 'roster.import.apply', id);
    const row = await this.load(id);
    if (row.status === 'refused')
      throw new AppError(
        409,
        ErrorCode.rosterImportRefused,
        'This import was refused as a whole (see its refused rows): fix the export and upload it again',
      );
    if (row.status === 'previewed' || row.status === 'failed') {
      const newer = await this.imports.supersededBy(id);
      if (newer !== null)
        throw new AppError(
          409,
          ErrorCode.rosterImportSuperseded,
          `Import ${newer} of this district was applied after this one was uploaded: upload the current export instead`,
          { newer_import_id: newer },
        );
      const queued = await this.imports.move(id, ['previewed', 'failed'], 'queued', {
        applied_by_id: auth.userId,
        error: null,
        progress: null,
      });
      if (queued) {
        await this.audit.recordNowFor(auth, 'rostering.import.apply_requested', { import_id: id });
        await this.jobs.send(APPLY_JOB, { importId: id });
      }
    }
    return mapImportState(await this.load(id));
  }

  private async load(id: number): Promise<RosterImport> {
    this.em.clear();
    const row = await this.imports.find(id);
    if (!row) throw new AppError(404, ErrorCode.notFound, 'No such roster import');
    return row;
  }

  private async readOrRefuse(file: { bytes: Buffer; name: string }) {
    let outcome: OneRosterOutcome;
    try {
      outcome = await this.reader.read(file.bytes, this.clock.now());
    } catch (error) {
      if (!(error instanceof HeavyWorkRefused)) throw error;
      throw new AppError(422, ErrorCode.workTooHeavy, `${file.name} was not read: ${error.message}`);
    }
    if (outcome.outcome === 'refused')
      throw new AppError(
        422,
        ErrorCode.uploadArchiveRefused,
        `${file.name} was refused: ${archiveRule(outcome.refusal)}`,
        {
          rule: outcome.refusal.rule,
          actual: outcome.refusal.actual,
          max_entries: ROSTER_ARCHIVE_LIMITS.maxEntries,
          max_inflated_bytes: ROSTER_ARCHIVE_LIMITS.maxInflatedBytes,
          max_ratio: ROSTER_ARCHIVE_LIMITS.maxRatio,
        },
      );
    if (outcome.outcome === 'unreadable')
      throw new AppError(
        422,
        ErrorCode.uploadDocumentUnreadable,
        `${file.name} could not be read: ${outcome.reason}`,
      );
    return outcome;
  }
}
