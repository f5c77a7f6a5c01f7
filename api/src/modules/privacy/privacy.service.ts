import type {
  PrivacyDeletion as PrivacyDeletionView,
  RequestPrivacyDeletion,
} from '@lantern/shared/contracts/privacy';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { AccessService } from '../access/access.service.js';
import { AuditService } from '../audit/audit.service.js';
import { FileStorage } from '../files/file-storage.js';
import { PrivacyDeletion } from './entities/privacy-deletion.entity.js';
import { DELETION_JOB } from './privacy-deletion.job.js';
import { PrivacyDeletionsRepository } from './privacy-deletions.repository.js';
import { mapDeletion } from './privacy.mapper.js';

/**
 * Deletion requests: asked for by a student's district manager or a superuser, carried out by
 * PrivacyDeletionJob, proven by the certificate. Asking twice for the same student or school
 * answers the request already made (and queues it again if it failed), never a second one.
 */
@Injectable()
export class PrivacyService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(PrivacyDeletionsRepository) private readonly deletions: PrivacyDeletionsRepository,
  ) {}

  async request(auth: AuthContext, body: RequestPrivacyDeletion): Promise<PrivacyDeletionView> {
    await this.access.requireAccess(
      auth,
      body.scope === 'student' ? 'privacy.student.erase' : 'privacy.school.erase',
      body.target_id,
    );
    const earlier = await this.deletions.existing(body.scope, body.target_id);
    if (earlier && earlier.status !== 'done') {
      await this.jobs.send(DELETION_JOB, { deletionId: earlier.id }, { key: String(earlier.id) });
      return mapDeletion(earlier);
    }
    if (earlier && body.scope === 'student') return mapDeletion(earlier);
    // A school asked again after its first run erases the students who arrived since.
    const row = this.em.create(PrivacyDeletion, {
      scope: body.scope,
      targetId: body.target_id,
      districtId: await this.deletions.districtOf(body.scope, body.target_id),
      requestedById: auth.impersonator?.userId ?? auth.userId,
      requestedByRole: auth.impersonator?.role ?? auth.role,
      requestedAt: this.clock.date(),
      status: 'queued',
      removed: {},
    });
    await this.em.flush();
    this.audit.recordFor(auth, 'privacy.deletion.requested', {
      deletion_id: row.id,
      scope: row.scope,
      target_id: row.targetId,
    });
    await this.em.flush();
    await this.jobs.send(DELETION_JOB, { deletionId: row.id }, { key: String(row.id) });
    return mapDeletion(row);
  }

  async list(auth: AuthContext): Promise<PrivacyDeletionView[]> {
    const district =
      auth.role === 'superuser' ? null : await this.deletions.districtOf('student', auth.userId);
    // A district manager whose account names no district has no requests to read.
    if (auth.role !== 'superuser' && district === null) return [];
    return (await this.deletions.latest(district)).map(mapDeletion);
  }

  async get(auth: AuthContext, id: number): Promise<PrivacyDeletionView> {
    await this.access.requireAccess(auth, 'privacy.deletion.read', id);
    return mapDeletion((await this.deletions.find(id))!);
  }

  async certificate(auth: AuthContext, id: number): Promise<{ bytes: Buffer; fileName: string }> {
    await this.access.requireAccess(auth, 'privacy.deletion.read', id);
    const row = (await this.deletions.find(id))!;
    if (!row.certificateKey)
      throw new AppError(
        409,
        ErrorCode.conflict,
        'The deletion is not finished: its certificate comes when it is',
      );
    this.audit.recordFor(auth, 'privacy.certificate.downloaded', { deletion_id: id });
    await this.em.flush();
    return {
      bytes: await this.storage.get(row.certificateKey),
      fileName: `lantern-deletion-certificate-${id}.pdf`,
    };
  }
}
