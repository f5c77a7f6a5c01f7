import type {
  PasswordLinkSent,
  PasswordLinkStatus,
  PasswordResetRequest,
  SetPassword,
} from '@lantern/shared/contracts/account';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import {
  ACCOUNT_LINK_TTL_SECONDS,
  type AccountLinkState,
  passwordLinkPath,
} from '@lantern/shared/domain/account/account-links';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { AppError } from '../../platform/http/app-error.js';
import { JobHandler, type JobRun } from '../../platform/jobs/job-handler.decorator.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { LOGGER } from '../../platform/logging/logger.js';
import { AccessService } from '../access/access.service.js';
import { AuditService } from '../audit/audit.service.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import type { MailMessage } from '../mail/entities/mail-message.entity.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { User } from '../users/entities/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import { AccountLinks } from './account-links.js';
import { assertNewPassword } from './new-password.js';
import { AccountLimits } from './account-limits.js';
import { SignInsEnding } from '../auth/sign-ins-ending.js';

export interface QueuedLink {
  email: string;
  message: MailMessage;
}

const RESET_REQUESTED = 'account.password-reset.requested';
const HOUR_MS = 60 * 60 * 1000;

const LINK_REFUSALS: Record<Exclude<AccountLinkState, 'valid'>, string> = {
  expired: 'This link has expired. Ask for a new one.',
  used: 'This link was already used. Ask for a new one if you need to.',
  unknown: 'This link does not work. Check that you opened the whole link, or ask for a new one.',
};

/**
 * Password links: a reset asked for by username or e-mail, a set-password link sent by staff, and
 * the new password either one sets. A reset request is answered the same way and in the same time
 * whoever it names: the answer only queues a job, and the job looks the account up.
 */
@Injectable()
export class PasswordLinks {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(AccountLinks) private readonly links: AccountLinks,
    @Inject(MailOutbox) private readonly mail: MailOutbox,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(SignInsEnding) private readonly signIns: SignInsEnding,
    @Inject(AccountLimits) private readonly limits: AccountLimits,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async requestReset(input: PasswordResetRequest, ip: string): Promise<{ ok: true }> {
    await this.limits.takeRequest(ip);
    await this.jobs.send(RESET_REQUESTED, { login: input.login, ip });
    return { ok: true };
  }

  /**
   * Sends the link when the name or address is an active account's with an e-mail address, and
   * it has not had PASSWORD_RESET_MAX_PER_ACCOUNT links this hour; otherwise sends nothing.
   */
  @JobHandler(RESET_REQUESTED)
  async sendReset({ data }: JobRun<{ login: string; ip: string }>): Promise<void> {
    const user = await this.users.findForLogin(data.login);
    const now = this.clock.date();
    const usable =
      user?.email &&
      !(user.suspendedAt && user.suspendedAt <= now) &&
      !(user.expiresAt && user.expiresAt <= now);
    if (!user || !usable) {
      this.logger.info({ component: 'account' }, 'password reset asked for an account that gets no e-mail');
      return;
    }
    const sent = await this.links.sentSince(user.id, 'password_reset', new Date(now.getTime() - HOUR_MS));
    if (sent >= this.config.passwordReset.maxPerAccount) {
      this.audit.record({ action: 'account.password-reset.limited', actorUserId: user.id, ip: data.ip });
      await this.em.flush();
      return;
    }
    const token = await this.links.issue(user, 'password_reset');
    const message = this.mail.queue({
      kind: 'password_reset',
      to: user.email!,
      language: user.preferredLanguage,
      values: {
        name: user.firstName,
        username: user.username,
        minutes: ACCOUNT_LINK_TTL_SECONDS.password_reset / 60,
      },
      link: this.url(passwordLinkPath(token)),
    });
    this.audit.record({ action: 'account.password-reset.sent', actorUserId: user.id, ip: data.ip });
    await this.em.flush();
    await this.mail.deliverSoon(message);
  }

  async check(token: string): Promise<PasswordLinkStatus> {
    const { link, state } = await this.links.find(token, ['password_reset', 'password_set']);
    return { state, username: state === 'valid' ? link!.user.username : null };
  }

  /** Sets the password a link was sent for, once; every sign-in of that person ends. */
  async setPassword(input: SetPassword, ip: string): Promise<{ ok: true }> {
    assertNewPassword(input.password, input.password_confirmation);
    const { link, state } = await this.links.find(input.token, ['password_reset', 'password_set']);
    if (state !== 'valid' || !link) throw linkRefused(state === 'valid' ? 'used' : state);
    const passwordHash = await this.hasher.hash(input.password);
    if (!(await this.links.use(link))) throw linkRefused('used');
    const user = link.user;
    user.passwordHash = passwordHash;
    user.passwordChanged = true;
    this.audit.record({ action: `account.${link.purpose}.used`, actorUserId: user.id, ip });
    await this.em.flush();
    await this.signIns.endAllOf([user.id], 'password_changed');
    return { ok: true };
  }

  /** Staff: e-mails the person a link to choose their own password. */
  async sendSetLink(auth: AuthContext, userId: number): Promise<PasswordLinkSent> {
    await this.access.requireAccess(auth, 'user.edit', userId);
    const user = await this.em.findOneOrFail(User, { id: userId });
    const queued = await this.queueSetLink(user);
    this.audit.recordFor(auth, 'account.password-set.sent', { user_id: userId });
    await this.em.flush();
    await this.deliver(queued);
    return { email: queued.email };
  }

  /**
   * The set-password e-mail, stored with the caller's next flush (for an account staff are making,
   * in the same transaction); `deliver` it after that flush.
   */
  async queueSetLink(user: User): Promise<QueuedLink> {
    if (!user.email)
      throw new AppError(
        422,
        ErrorCode.accountHasNoEmail,
        'This account has no e-mail address to send the link to. Add one first.',
      );
    const token = await this.links.issue(user, 'password_set');
    const message = this.mail.queue({
      kind: 'password_set',
      to: user.email,
      language: user.preferredLanguage,
      values: {
        name: user.firstName,
        username: user.username,
        days: ACCOUNT_LINK_TTL_SECONDS.password_set / 86_400,
      },
      link: this.url(passwordLinkPath(token)),
    });
    return { email: user.email, message };
  }

  deliver(queued: QueuedLink): Promise<void> {
    return this.mail.deliverSoon(queued.message);
  }

  private url(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }
}

function linkRefused(state: Exclude<AccountLinkState, 'valid'>): AppError {
  return new AppError(410, ErrorCode.accountLinkInvalid, LINK_REFUSALS[state], { state });
}
