import {
  ACCESS_LOG_LIMIT,
  type DistrictRetention as DistrictRetentionView,
  type StudentAccess as StudentAccessView,
} from '@lantern/shared/contracts/privacy';
import { KEEP_FOR_GOOD, type RetentionPeriods } from '@lantern/shared/domain/privacy/retention';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AccessService } from '../access/access.service.js';
import { StudentReads } from '../access/student-reads.js';
import { AuditService } from '../audit/audit.service.js';
import { PrivacyRecordsRepository } from './privacy-records.repository.js';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The access log a district manager reads, and the retention periods they set. */
@Injectable()
export class PrivacyRecordsService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(StudentReads) private readonly reads: StudentReads,
    @Inject(PrivacyRecordsRepository) private readonly records: PrivacyRecordsRepository,
  ) {}

  async accessLog(auth: AuthContext, studentId: number): Promise<StudentAccessView[]> {
    await this.access.requireAccess(auth, 'privacy.access-log.read', studentId);
    // This instance's openings still held in memory show at once; other instances' within seconds.
    await this.reads.flush();
    return (await this.records.accessLog(studentId, ACCESS_LOG_LIMIT)).map((row) => ({
      viewer: { id: row.viewer_id, name: row.viewer_name, role: row.viewer_role },
      what: row.what,
      at: seconds(new Date(row.at)),
    }));
  }

  async retention(auth: AuthContext, districtId: number): Promise<DistrictRetentionView> {
    await this.access.requireAccess(auth, 'privacy.retention.read', districtId);
    return this.view(districtId);
  }

  async setRetention(
    auth: AuthContext,
    districtId: number,
    periods: RetentionPeriods,
  ): Promise<DistrictRetentionView> {
    await this.access.requireAccess(auth, 'privacy.retention.edit', districtId);
    const before = (await this.records.retention(districtId))?.periods ?? KEEP_FOR_GOOD;
    await this.records.saveRetention(
      districtId,
      periods,
      this.clock.date(),
      auth.impersonator?.userId ?? auth.userId,
    );
    this.audit.recordFor(auth, 'privacy.retention.updated', {
      district_id: districtId,
      before,
      after: periods,
    });
    await this.em.flush();
    return this.view(districtId);
  }

  private async view(districtId: number): Promise<DistrictRetentionView> {
    const row = await this.records.retention(districtId);
    return {
      district_id: districtId,
      periods: row?.periods ?? KEEP_FOR_GOOD,
      updated_at: row ? seconds(row.updatedAt) : null,
    };
  }
}
