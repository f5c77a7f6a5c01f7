import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { Clock } from '../../platform/clock/clock.js';
import { JobHandler, type JobRun } from '../../platform/jobs/job-handler.decorator.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { describeError } from '../../platform/logging/describe-error.js';
import { LOGGER } from '../../platform/logging/logger.js';
import { MailMessage } from './entities/mail-message.entity.js';
import { MailMessagesRepository } from './mail-messages.repository.js';
import { composeMail, type MailContent } from './mail-templates.js';
import { MailTransport } from './mail-transport.js';

export const MAIL_JOBS = { deliver: 'mail.deliver', sweep: 'mail.sweep' } as const;

/** Tries before a message is given up on and reported: about two hours of backing off. */
export const MAIL_MAX_ATTEMPTS = 8;
// One try's claim: longer than the transport's own timeouts, so a live try is never doubled.
const CLAIM_SECONDS = 120;
const SWEEP_BATCH = 50;

export interface MailToSend extends MailContent {
  to: string;
}

/**
 * Every message goes through here: `queue` stores it with the change that caused it (the caller
 * flushes), `deliverSoon` asks a job to send it at once, and the minute sweep sends whatever a
 * lost job or a failed try left behind. A claim (a conditional update) makes each try happen on
 * one instance only.
 */
@Injectable()
export class MailOutbox implements OnApplicationShutdown {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(MailTransport) private readonly transport: MailTransport,
    @Inject(MailMessagesRepository) private readonly messages: MailMessagesRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Stored with the caller's next flush; nothing leaves before that commits. */
  queue(mail: MailToSend): MailMessage {
    const composed = composeMail(mail);
    const now = this.clock.date();
    return this.em.create(MailMessage, {
      kind: mail.kind,
      to: mail.to,
      ...composed,
      link: mail.link ?? null,
      createdAt: now,
      sendAfter: now,
    });
  }

  /** After the flush: a job sends it now; if this fails, the sweep sends it within the minute. */
  async deliverSoon(message: MailMessage): Promise<void> {
    try {
      await this.jobs.send(MAIL_JOBS.deliver, { id: message.id }, { key: String(message.id) });
    } catch (error) {
      this.logger.warn(
        { component: 'mail', id: message.id, error: describeError(error) },
        'mail delivery job not queued; the sweep will send it',
      );
    }
  }

  @JobHandler(MAIL_JOBS.deliver)
  async deliverJob({ data, now }: JobRun<{ id: number }>): Promise<void> {
    await this.deliver(data.id, now);
  }

  @JobHandler(MAIL_JOBS.sweep, { every: '* * * * *' })
  async sweep({ now }: JobRun): Promise<void> {
    for (const id of await this.messages.due(new Date(now * 1000), SWEEP_BATCH)) await this.deliver(id, now);
  }

  /** One try at one message, if no other instance holds it and it is not settled. */
  async deliver(id: number, now: number): Promise<void> {
    const claimed = await this.messages.claim(
      id,
      new Date(now * 1000),
      new Date((now + CLAIM_SECONDS) * 1000),
    );
    if (!claimed) return;
    const message = await this.messages.load(id);
    try {
      await this.transport.deliver({ ...message, link: message.link ?? null });
      message.sentAt = this.clock.date();
      message.claimedUntil = null;
      message.lastError = null;
    } catch (error) {
      this.failedTry(message, describeError(error), now);
    }
    await this.em.flush();
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }

  private failedTry(message: MailMessage, reason: string, now: number) {
    message.lastError = reason.slice(0, 2000);
    message.claimedUntil = null;
    const fields = {
      component: 'mail',
      id: message.id,
      kind: message.kind,
      attempts: message.attempts,
      reason,
    };
    if (message.attempts >= MAIL_MAX_ATTEMPTS) {
      message.failedAt = this.clock.date();
      this.logger.error(fields, 'mail could not be delivered and was given up on; see mail_messages');
      return;
    }
    // 1, 2, 4 … minutes, at most an hour.
    const waitSeconds = Math.min(60 * 2 ** (message.attempts - 1), 3600);
    message.sendAfter = new Date((now + waitSeconds) * 1000);
    this.logger.warn(
      { ...fields, retry_in_seconds: waitSeconds },
      'mail not delivered; it will be tried again',
    );
  }
}
