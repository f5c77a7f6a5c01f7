import {
  NUDGE_INTERVAL_DAYS,
  type NeverUsedList,
  type NudgeResult,
  type TeacherActivity,
  type TeacherActivityQuery,
} from '@lantern/shared/contracts/teacher-activity';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { usageBuckets } from '@lantern/shared/domain/analytics/usage-buckets';
import { analyticsGrouping } from '@lantern/shared/domain/analytics/grouping';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { AppError } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { AuditService } from '../audit/audit.service.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { TeacherActivityRepository } from './teacher-activity.repository.js';

const NUDGE_INTERVAL = NUDGE_INTERVAL_DAYS * 86_400;

/**
 * Whether a teacher's students use Lantern: those who never did (and an e-mail inviting one, at
 * most once a week per student whichever teacher sends it, each on the audit trail), and their
 * sessions and essays over time.
 */
@Injectable()
export class TeacherActivityService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(TeacherActivityRepository) private readonly repository: TeacherActivityRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(MailOutbox) private readonly mail: MailOutbox,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async neverUsed(auth: AuthContext): Promise<NeverUsedList> {
    this.access.requireRole(auth, 'teacher.student.read');
    const now = this.clock.now();
    const { rows } = await this.repository.neverUsed(auth.userId, new Date((now - NUDGE_INTERVAL) * 1000));
    return {
      data: rows.map(({ total: _total, ...row }) => ({
        ...row,
        next_nudge_at: row.nudged_at === null ? null : row.nudged_at + NUDGE_INTERVAL,
      })),
      total: rows[0]?.total ?? 0,
    };
  }

  async nudge(auth: AuthContext, studentId: number): Promise<NudgeResult> {
    await this.access.requireAccess(auth, 'teacher.student.nudge', studentId);
    const now = this.clock.now();
    const target = await this.repository.nudgeTarget(auth.userId, studentId);
    if (!target)
      throw new AppError(
        409,
        ErrorCode.conflict,
        'This student has already used Lantern: no invitation is needed',
      );
    if (!target.email || !target.emails_on)
      throw new AppError(
        422,
        ErrorCode.validationFailed,
        'This student cannot be e-mailed: they have no e-mail address or turned e-mails off',
        { issues: [{ field: 'email', rule: 'reachable', message: 'The student cannot be e-mailed' }] },
      );
    const teacher = await this.repository.teacherName(auth.userId);
    const message = await this.em.transactional(async () => {
      const taken = await this.repository.takeNudge(
        studentId,
        auth.userId,
        new Date((now - NUDGE_INTERVAL) * 1000),
        new Date(now * 1000),
      );
      if (!taken.taken)
        throw new AppError(
          409,
          ErrorCode.conflict,
          `This student was invited less than ${NUDGE_INTERVAL_DAYS} days ago; the next invitation can go after that`,
          { next_nudge_at: taken.last + NUDGE_INTERVAL },
        );
      const queued = this.mail.queue({
        kind: 'teacher_nudge',
        to: target.email!,
        language: target.preferred_language,
        values: { name: target.first_name, username: target.username, teacher },
        link: `${this.config.publicUrl}/`,
      });
      this.audit.recordFor(auth, 'teacher.student.nudged', { studentId });
      await this.em.flush();
      return queued;
    });
    await this.mail.deliverSoon(message);
    return { nudged_at: now, next_nudge_at: now + NUDGE_INTERVAL };
  }

  async activity(auth: AuthContext, query: TeacherActivityQuery): Promise<TeacherActivity> {
    this.access.requireRole(auth, 'teacher.student.read');
    const grouping = analyticsGrouping(query.start_date, query.end_date);
    const usage = await this.repository.usage(auth.userId, query.start_date, query.end_date, grouping);
    const { buckets } = usageBuckets(query.start_date, query.end_date, usage.counts);
    return {
      grouping,
      buckets,
      totals: {
        sessions: buckets.reduce((sum, bucket) => sum + bucket.sessions, 0),
        essays: buckets.reduce((sum, bucket) => sum + bucket.essays, 0),
        active_students: usage.active,
        students: usage.students,
      },
    };
  }
}
