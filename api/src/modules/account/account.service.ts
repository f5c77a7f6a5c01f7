import type { Account, ChangeEmail, ChangePassword, ConfirmEmail } from '@lantern/shared/contracts/account';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { ACCOUNT_LINK_TTL_SECONDS, emailConfirmPath } from '@lantern/shared/domain/account/account-links';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { AppError } from '../../platform/http/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { User } from '../users/entities/user.entity.js';
import { AccountLimits } from './account-limits.js';
import { AccountLinks } from './account-links.js';
import { assertNewPassword, passwordIncorrect } from './new-password.js';
import { SignInsEnding } from '../auth/sign-ins-ending.js';

const notWhileViewingAs = () =>
  new AppError(
    403,
    ErrorCode.forbidden,
    "You cannot change someone's password or e-mail while viewing as them",
  );

/**
 * A signed-in person's own account: their password (with the current one) and their e-mail
 * address (confirmed from a link sent to the new one). Viewing as someone never changes either.
 */
@Injectable()
export class AccountService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(AccountLinks) private readonly links: AccountLinks,
    @Inject(AccountLimits) private readonly limits: AccountLimits,
    @Inject(MailOutbox) private readonly mail: MailOutbox,
    @Inject(SignInsEnding) private readonly signIns: SignInsEnding,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  async account(auth: AuthContext): Promise<Account> {
    const user = await this.em.findOneOrFail(User, { id: auth.userId });
    return {
      username: user.username,
      email: user.email ?? null,
      pending_email: await this.links.pendingEmail(user.id),
    };
  }

  /** The spec's rules first, then the current password; the person's other sign-ins end. */
  async changePassword(auth: AuthContext, input: ChangePassword): Promise<{ ok: true }> {
    if (auth.impersonator) throw notWhileViewingAs();
    assertNewPassword(input.password, input.password_confirmation);
    const user = await this.withCurrentPassword(auth.userId, input.old_password);
    user.passwordHash = await this.hasher.hash(input.password);
    user.passwordChanged = true;
    const notice = user.email
      ? this.mail.queue({
          kind: 'password_changed',
          to: user.email,
          language: user.preferredLanguage,
          values: { name: user.firstName, username: user.username },
        })
      : null;
    this.audit.recordFor(auth, 'account.password.changed');
    await this.em.flush();
    await this.signIns.endAllOf([user.id], 'password_changed', auth.familyId);
    if (notice) await this.mail.deliverSoon(notice);
    return { ok: true };
  }

  /** Sends a confirmation link to the new address; the current one stays until it is opened. */
  async changeEmail(auth: AuthContext, input: ChangeEmail): Promise<Account> {
    if (auth.impersonator) throw notWhileViewingAs();
    const newEmail = input.new_email.trim().toLowerCase();
    const user = await this.withCurrentPassword(auth.userId, input.password);
    if (newEmail === user.email)
      throw new AppError(409, ErrorCode.conflict, 'This is already your e-mail address.');
    await this.assertFree(newEmail, user.id);
    const token = await this.links.issue(user, 'email_change', newEmail);
    const message = this.mail.queue({
      kind: 'email_change',
      to: newEmail,
      language: user.preferredLanguage,
      values: { name: user.firstName, email: newEmail, hours: ACCOUNT_LINK_TTL_SECONDS.email_change / 3600 },
      link: `${this.config.publicUrl}${emailConfirmPath(token, newEmail)}`,
    });
    this.audit.recordFor(auth, 'account.email.change-requested');
    await this.em.flush();
    await this.mail.deliverSoon(message);
    return { username: user.username, email: user.email ?? null, pending_email: newEmail };
  }

  /** From the link: the token and the address it was sent to must belong together. */
  async confirmEmail(input: ConfirmEmail): Promise<{ ok: true }> {
    const { link, state } = await this.links.find(input.verification_token, ['email_change']);
    const sameAddress = link?.newEmail === input.new_email.trim().toLowerCase();
    if (state !== 'valid' || !link || !sameAddress)
      throw new AppError(
        410,
        ErrorCode.accountLinkInvalid,
        state === 'expired'
          ? 'This confirmation link has expired. Change your e-mail address again from your settings.'
          : 'This confirmation link does not work any more.',
        { state: state === 'valid' ? 'unknown' : state },
      );
    await this.assertFree(link.newEmail!, link.user.id);
    if (!(await this.links.use(link)))
      throw new AppError(410, ErrorCode.accountLinkInvalid, 'This confirmation link was already used.', {
        state: 'used',
      });
    link.user.email = link.newEmail;
    this.audit.record({ action: 'account.email.changed', actorUserId: link.user.id });
    await this.em.flush();
    return { ok: true };
  }

  private async withCurrentPassword(userId: number, password: string): Promise<User> {
    await this.limits.takePasswordCheck(userId);
    const user = await this.em.findOneOrFail(User, { id: userId }, { populate: ['passwordHash'] });
    if (!(await this.hasher.verify(user.passwordHash, password))) throw passwordIncorrect();
    await this.limits.passed(userId);
    return user;
  }

  private async assertFree(email: string, userId: number): Promise<void> {
    const holder = await this.em.findOne(User, { email, id: { $ne: userId } }, { fields: ['id'] });
    if (holder)
      throw new AppError(
        409,
        ErrorCode.emailTaken,
        'Another Lantern account already uses this e-mail address.',
      );
  }
}
