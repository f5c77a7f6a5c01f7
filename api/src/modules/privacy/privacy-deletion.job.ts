import { type Locale, resolveLocale } from '@lantern/shared/domain/languages/languages';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { Clock } from '../../platform/clock/clock.js';
import { JobHandler, type JobRun } from '../../platform/jobs/job-handler.decorator.js';
import { describeError } from '../../platform/logging/describe-error.js';
import { LOGGER } from '../../platform/logging/logger.js';
import { AuditService } from '../audit/audit.service.js';
import { SignInsEnding } from '../auth/sign-ins-ending.js';
import { FileStorage } from '../files/file-storage.js';
import { writeDeletionCertificate } from './deletion-certificate.js';
import type { PrivacyDeletion } from './entities/privacy-deletion.entity.js';
import { type Batch, PrivacyErasureRepository } from './privacy-erasure.repository.js';
import { PrivacyDeletionsRepository } from './privacy-deletions.repository.js';

export const DELETION_JOB = 'privacy.deletion.run';

/** Rows erased per transaction: a student's whole history never sits in one. */
const SESSIONS_PER_BATCH = 50;
const ESSAYS_PER_BATCH = 20;
/** A school of thousands of students: well under an hour, and a dead instance's run is taken over. */
const DELETION_EXPIRES_SECONDS = 60 * 60;

export const certificateKey = (id: number) => `privacy/certificates/${id}.pdf`;

/**
 * Carries out a deletion request on one instance (the queue claims it once). Every step is safe to
 * run again: files go before the rows that name them (deleting a missing file is no error), and
 * each batch of rows goes in one transaction with the counts it adds. A run that dies mid-way is
 * run again by the queue and erases only what is left; the certificate is written last, from the
 * counts, under a key of its own.
 */
@Injectable()
export class PrivacyDeletionJob {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(SignInsEnding) private readonly signIns: SignInsEnding,
    @Inject(PrivacyDeletionsRepository) private readonly deletions: PrivacyDeletionsRepository,
    @Inject(PrivacyErasureRepository) private readonly erasure: PrivacyErasureRepository,
  ) {}

  @JobHandler(DELETION_JOB, { expireInSeconds: DELETION_EXPIRES_SECONDS })
  async run(job: JobRun<{ deletionId: number }>): Promise<void> {
    const id = job.data.deletionId;
    if (!(await this.deletions.start(id, this.clock.date()))) return;
    try {
      const row = (await this.deletions.find(id))!;
      if (row.scope === 'student') await this.eraseStudent(id, row.targetId);
      else
        for (let next = await this.erasure.nextStudentOf(row.targetId); next !== null;) {
          await this.eraseStudent(id, next);
          next = await this.erasure.nextStudentOf(row.targetId);
        }
      await this.finish(id);
    } catch (error) {
      this.logger.error(
        { err: error, component: 'privacy', deletionId: id },
        'deletion failed; it will retry',
      );
      await this.deletions.move(id, ['running'], 'failed', { error: describeError(error) });
      // The queue runs it again (a few times, further apart); what was erased stays erased.
      throw error;
    }
  }

  private async eraseStudent(deletionId: number, studentId: number): Promise<void> {
    if (await this.erasure.isErased(studentId)) return;
    await this.signIns.endAllOf([studentId], 'deactivated');
    for (let batch = await this.erasure.sessions(studentId, SESSIONS_PER_BATCH); batch.ids.length;) {
      await this.removeFiles(batch);
      await this.erasure.eraseSessions(deletionId, batch);
      batch = await this.erasure.sessions(studentId, SESSIONS_PER_BATCH);
    }
    for (let batch = await this.erasure.essays(studentId, ESSAYS_PER_BATCH); batch.ids.length;) {
      await this.removeFiles(batch);
      await this.erasure.eraseEssays(deletionId, batch);
      batch = await this.erasure.essays(studentId, ESSAYS_PER_BATCH);
    }
    await this.erasure.eraseProfile(deletionId, studentId, this.clock.date());
  }

  private async removeFiles(batch: Batch): Promise<void> {
    for (const key of batch.fileKeys) await this.storage.delete(key);
  }

  private async finish(id: number): Promise<void> {
    const row = (await this.deletions.find(id))!;
    const finishedAt = row.finishedAt ?? this.clock.date();
    const names = await this.deletions.names(
      row.districtId ?? null,
      row.scope === 'school' ? row.targetId : null,
    );
    const locale = resolveLocale(await this.deletions.languageOf(row.requestedById));
    const pdf = await writeDeletionCertificate(this.facts(row, finishedAt, names, locale));
    await this.storage.put(certificateKey(id), Buffer.from(pdf), 'application/pdf');
    const done = await this.deletions.move(id, ['running'], 'done', {
      finished_at: finishedAt,
      certificate_key: certificateKey(id),
    });
    if (!done) return;
    await this.audit.recordNow({
      action: 'privacy.deletion.completed',
      actorUserId: row.requestedById,
      actingAsUserId: row.requestedById,
      actingAsRole: row.requestedByRole,
      details: {
        deletion_id: id,
        scope: row.scope,
        target_id: row.targetId,
        students: row.students,
        removed: row.removed,
      },
    });
  }

  private facts(
    row: PrivacyDeletion,
    finishedAt: Date,
    names: { district: string | null; school: string | null },
    locale: Locale,
  ) {
    return {
      deletionId: row.id,
      scope: row.scope,
      targetId: row.targetId,
      districtName: names.district,
      schoolName: names.school,
      requestedBy: { id: row.requestedById, role: row.requestedByRole },
      requestedAt: row.requestedAt,
      startedAt: row.startedAt ?? finishedAt,
      finishedAt,
      students: row.students,
      removed: row.removed,
      locale,
    };
  }
}
