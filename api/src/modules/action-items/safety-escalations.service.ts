import type { SafetyEscalation as SafetyEscalationView } from '@lantern/shared/contracts/safety-escalations';
import {
  escalatesAt,
  SAFETY_ACK_SECONDS,
  safetyEscalationStatus,
} from '@lantern/shared/domain/action-items/safety-escalation';
import { ErrorCode } from '@lantern/shared/contracts/error-codes';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { AppError } from '../../platform/http/app-error.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { describeError } from '../../platform/logging/describe-error.js';
import { LOGGER } from '../../platform/logging/logger.js';
import type { MailMessage } from '../mail/entities/mail-message.entity.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import type { MailValues } from '../mail/mail-texts.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { User } from '../users/entities/user.entity.js';
import type { ActionItem } from './entities/action-item.entity.js';
import { SafetyEscalation } from './entities/safety-escalation.entity.js';
import { toSafetyEscalationView } from './safety-escalations.mapper.js';
import { type EscalationSchool, SafetyEscalationsRepository } from './safety-escalations.repository.js';

export const SAFETY_JOBS = { due: 'safety.escalation.due', sweep: 'safety.escalation.sweep' } as const;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Self-harm items nobody acknowledged in time (SAFETY_ACK_SECONDS): each is escalated once,
 * whatever the number of instances (the row is locked and the pure rule decides under the lock),
 * to every manager's console and the school's safety contacts (queued in the mail outbox in the
 * same transaction as the trail, so a trail never claims a message that was not queued).
 */
@Injectable()
export class SafetyEscalationsService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(MailOutbox) private readonly mail: MailOutbox,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
    @Inject(SafetyEscalationsRepository) private readonly escalations: SafetyEscalationsRepository,
  ) {}

  /** The trail of a new self-harm item, created with it by the caller's flush. */
  open(em: EntityManager, item: ActionItem, schoolId: number | null, at: 'timer' | 'now'): SafetyEscalation {
    const raised = seconds(item.createdAt);
    return em.create(SafetyEscalation, {
      actionItem: item,
      drill: item.drill,
      school: schoolId,
      createdAt: item.createdAt,
      escalatesAt: new Date(escalatesAt(raised, at) * 1000),
      notifiedManagers: [],
      mailedContacts: [],
    });
  }

  /** After the item's commit: a job escalates it the second it is due; the minute sweep is the net. */
  async schedule(row: SafetyEscalation): Promise<void> {
    const itemId = row.actionItem.id;
    try {
      await this.jobs.send(
        SAFETY_JOBS.due,
        { itemId },
        { runAt: seconds(row.escalatesAt), key: String(itemId) },
      );
    } catch (error) {
      this.logger.warn(
        { component: 'safety', itemId, error: describeError(error) },
        'escalation job not queued; the minute sweep will escalate the item',
      );
    }
  }

  /** GET /platform-manager-action-items/{id}/escalation. */
  async trail(itemId: number): Promise<SafetyEscalationView> {
    const row = await this.escalations.find(itemId);
    if (!row) throw new AppError(404, ErrorCode.notFound, 'This item has no safety escalation');
    return toSafetyEscalationView(row);
  }

  /** The escalations due at `now`, each on its own: one failing does not hold back the others. */
  async escalateDue(now: number, limit = 50): Promise<void> {
    for (const itemId of await this.escalations.dueIds(new Date(now * 1000), limit)) {
      try {
        await this.escalate(itemId, now);
      } catch (error) {
        this.logger.error(
          { component: 'safety', itemId, err: error },
          'safety escalation failed; the sweep retries it',
        );
      }
    }
  }

  /**
   * Escalates the item if, under its lock, the rule says it is due: records the managers whose
   * consoles are connected and the contacts mailed, then tells the managers. Returns the trail when
   * this call escalated it; null when it was not due, acknowledged, or escalated by another call.
   */
  async escalate(itemId: number, now: number): Promise<SafetyEscalationView | null> {
    const managers = await this.escalations.people(await this.realtime.managersConnected());
    // Its own unit of work: the jobs and a drill's request both call this.
    const done = await this.em.fork().transactional(async (tx) => {
      const row = await this.escalations.locked(tx, itemId);
      if (!row || safetyEscalationStatus(this.timesOf(row), now) !== 'due') return null;
      const school = row.school ? await this.escalations.school(row.school.id) : null;
      const queued = school ? this.queueMails(row, school) : [];
      await tx.flush();
      row.escalatedAt = new Date(now * 1000);
      row.notifiedManagers = managers;
      row.mailedContacts = queued.map(({ contact, message }) => ({
        ...contact,
        mail_message_id: message.id,
      }));
      await tx.flush();
      return { view: toSafetyEscalationView(row), messages: queued.map(({ message }) => message) };
    });
    if (!done) return null;
    this.realtime.toManagers('action-center.escalation.updated', {
      escalation: done.view,
      cause: 'escalated',
      at: now,
    });
    for (const message of done.messages) await this.mail.deliverSoon(message);
    return done.view;
  }

  /**
   * A manager picked the item up or resolved it: the first such act is its acknowledgement. Before
   * the escalation, it stops it; after, it is recorded and the managers are told.
   */
  async acknowledge(itemId: number, managerId: number): Promise<void> {
    const now = this.clock.now();
    const after = await this.em.fork().transactional(async (tx) => {
      const row = await this.escalations.locked(tx, itemId);
      if (!row || row.acknowledgedAt) return null;
      row.acknowledgedAt = new Date(now * 1000);
      row.acknowledgedBy = tx.getReference(User, managerId);
      await tx.flush();
      return row.escalatedAt ? row : null;
    });
    if (!after) return;
    const view = await this.trail(itemId);
    this.realtime.toManagers('action-center.escalation.updated', {
      escalation: view,
      cause: 'acknowledged',
      at: now,
    });
  }

  private timesOf(row: SafetyEscalation) {
    return {
      escalates_at: seconds(row.escalatesAt),
      escalated_at: row.escalatedAt ? seconds(row.escalatedAt) : null,
      acknowledged_at: row.acknowledgedAt ? seconds(row.acknowledgedAt) : null,
    };
  }

  private queueMails(row: SafetyEscalation, school: EscalationSchool) {
    const itemId = row.actionItem.id;
    const time = new Intl.DateTimeFormat('en-US', {
      timeZone: school.timezone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(row.createdAt);
    const values: MailValues = { school: school.name, time, minutes: SAFETY_ACK_SECONDS / 60 };
    if (row.drill) values.sender = this.drillSender(row);
    return school.contacts.map((contact) => ({
      contact: { name: contact.name, email: contact.email },
      message: this.mail.queue({
        kind: row.drill ? 'safety_drill' : 'safety_escalation',
        to: contact.email,
        language: 'en',
        values: { ...values, name: contact.name },
        link: `${this.config.publicUrl}/console/tutor-manager/services/action-center/classroom?item=${itemId}`,
      }) as MailMessage,
    }));
  }

  private drillSender(row: SafetyEscalation): string {
    const content = row.actionItem.content;
    return content.actionable_item_type === 'safety_drill' ? content.data.sent_by_first_name : '';
  }
}
