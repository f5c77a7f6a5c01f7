import type { AccountLicence, CreateStudentAccount } from '@lantern/shared/contracts/customer-lookups';
import type { AdministeredUser } from '@lantern/shared/contracts/customer-users';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { dayIn, fullLicence } from '@lantern/shared/domain/licensing/licence-state';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError, ValidationFailed } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { PasswordLinks } from '../account/password-links.service.js';
import { AuditService } from '../audit/audit.service.js';
import { School } from '../schools/entities/school.entity.js';
import { User } from '../users/entities/user.entity.js';
import { PeopleService } from './people.service.js';
import { SeatsRepository } from './seats.repository.js';

/**
 * A school's staff (its administrators, its district's manager) and superusers making and keeping
 * student accounts: `/accounts/student` makes one in a school, which takes a seat; `/accounts/license`
 * gives a student a seat at a school or gives theirs back; `/accounts/password` e-mails a student a
 * link to choose a new password (nobody chooses one for them). A seat is taken under the school's
 * lock, so the last one goes to one student only.
 */
@Injectable()
export class StudentAccountsService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(PasswordLinks) private readonly passwordLinks: PasswordLinks,
    @Inject(PeopleService) private readonly people: PeopleService,
    @Inject(SeatsRepository) private readonly seats: SeatsRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async create(auth: AuthContext, input: CreateStudentAccount): Promise<AdministeredUser> {
    await this.access.requireAccess(auth, 'school.student.create', input.school_id);
    const username = input.username ?? input.email;
    if (!username)
      throw new ValidationFailed([
        {
          field: 'username',
          rule: 'required',
          message: 'username: give one, or an e-mail address to use as it',
        },
      ]);
    return this.em.transactional(async () => {
      await this.takeSeat(input.school_id);
      return this.people.create(auth, {
        username,
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        roles: ['student'],
        school_id: input.school_id,
        school_ids: [],
        district_id: null,
        grade_id: input.grade_id,
        preferred_language: input.preferred_language,
        send_password_link: input.send_password_link,
      });
    });
  }

  async password(auth: AuthContext, userId: number): Promise<{ email: string }> {
    await this.access.requireAccess(auth, 'student.account.edit', userId);
    const user = await this.em.findOneOrFail(User, { id: userId });
    const queued = await this.passwordLinks.queueSetLink(user);
    this.audit.recordFor(auth, 'account.password-set.sent', { user_id: userId });
    await this.em.flush();
    await this.passwordLinks.deliver(queued);
    return { email: queued.email };
  }

  async licence(auth: AuthContext, input: AccountLicence): Promise<AdministeredUser> {
    await this.access.requireAccess(auth, 'student.account.edit', input.user_id);
    if (input.school_id !== null)
      await this.access.requireAccess(auth, 'school.student.create', input.school_id);
    await this.em.transactional(async (em) => {
      const user = await em.findOneOrFail(User, { id: input.user_id }, { populate: ['school', 'schools'] });
      if (user.deactivatedAt)
        throw new AppError(
          409,
          ErrorCode.accountDeactivated,
          'This account is deactivated: reactivate it before it takes a seat',
        );
      const before = user.school?.id ?? null;
      if (before === input.school_id) return;
      if (input.school_id === null) {
        user.school = null;
      } else {
        await this.takeSeat(input.school_id);
        const school = await em.findOneOrFail(School, { id: input.school_id }, { populate: ['district'] });
        user.school = school;
        user.district = school.district ?? user.district;
        if (!user.schools.contains(school)) user.schools.add(school);
      }
      this.audit.recordFor(
        auth,
        input.school_id === null ? 'customers.seat.released' : 'customers.seat.assigned',
        { user_id: user.id, before: { school_id: before }, after: { school_id: input.school_id } },
      );
      await em.flush();
    });
    return this.people.view(input.user_id, ['roles', 'schools']);
  }

  /** Within the caller's transaction: refuses when one more student would fill a licence past its seats. */
  private async takeSeat(schoolId: number): Promise<void> {
    const school = await this.seats.lockSchool(schoolId);
    if (!school)
      throw new ValidationFailed([
        { field: 'school_id', rule: 'exists', message: `school_id: no school has id ${schoolId}` },
      ]);
    // With licensing off the school's pages are open whatever its licences say: seats gate nothing.
    if (!school.licensing_enabled) return;
    const full = fullLicence(school.licences, dayIn(this.clock.now(), school.timezone));
    if (full)
      throw new AppError(
        409,
        ErrorCode.licenceSeatsFull,
        `The ${full.kind} licence has no seat left (${full.seats} seats): add seats to it first`,
        { licence_id: full.id, kind: full.kind, seats: full.seats },
      );
  }
}
