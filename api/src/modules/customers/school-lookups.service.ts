import {
  SCHOOL_SEARCH_LIMIT,
  type SchoolAggregate,
  type SchoolPick,
  SCHOOLS_LIST_MAX,
  type SchoolsList,
  type SchoolsListQuery,
} from '@lantern/shared/contracts/customer-lookups';
import { dayIn, licenceState, seatsRemaining } from '@lantern/shared/domain/licensing/licence-state';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AccessService } from '../access/access.service.js';
import { SchoolLookupsRepository, type SchoolScope } from './school-lookups.repository.js';
import { SeatsRepository } from './seats.repository.js';

/** Schools for pickers (`schools/search`, `/schools-list`) and one school's numbers (`aggregate`). */
@Injectable()
export class SchoolLookupsService {
  constructor(
    @Inject(SchoolLookupsRepository) private readonly repository: SchoolLookupsRepository,
    @Inject(SeatsRepository) private readonly seats: SeatsRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  search(text: string): Promise<SchoolPick[]> {
    return this.repository.search(text, SCHOOL_SEARCH_LIMIT);
  }

  /** Only the schools the asker may see: a picker never offers one the next call would refuse. */
  list(auth: AuthContext, query: SchoolsListQuery): Promise<SchoolsList> {
    const scope: SchoolScope =
      auth.role === 'superuser'
        ? { all: true }
        : auth.role === 'district-manager'
          ? { managerId: auth.userId }
          : { memberId: auth.userId };
    return this.repository.list(scope, query.district_id, SCHOOLS_LIST_MAX);
  }

  /** Its licences as the gating rule reads them today in the school's zone: only active ones. */
  async aggregate(auth: AuthContext, schoolId: number): Promise<SchoolAggregate> {
    await this.access.requireAccess(auth, 'school.aggregate.read', schoolId);
    const counts = await this.repository.counts(schoolId);
    const licences = await this.seats.licences(schoolId);
    const today = dayIn(this.clock.now(), await this.repository.timeZone(schoolId));
    return {
      school_id: schoolId,
      ...counts,
      licences: licences
        .filter((terms) => licenceState(terms, today) === 'active')
        .map((terms) => ({
          id: terms.id,
          kind: terms.kind,
          district_wide: terms.districtWide,
          ends_on: terms.endsOn,
          seats: terms.seats,
          seats_used: terms.seatsUsed,
          seats_remaining: seatsRemaining(terms),
        })),
    };
  }
}
