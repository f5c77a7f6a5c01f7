import type { LicenceTerms } from '@lantern/shared/domain/licensing/licence-state';
import type { Licence as LicenceKind } from '@lantern/shared/domain/licensing/licences';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

export interface SeatTerms extends LicenceTerms {
  id: number;
  districtWide: boolean;
}

export interface SchoolSeats {
  timezone: string;
  licensing_enabled: boolean;
  licences: SeatTerms[];
}

/** The licences a seat at a school is measured against, read under lock. */
@Injectable()
export class SeatsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /**
   * Locks the school's row and its district's until the transaction ends, then reads its licences
   * and theirs with the stored counts: two seats taken at once in a school (or in two schools of a
   * district-wide licence) are counted one after the other, never both against the last seat.
   */
  async lockSchool(schoolId: number): Promise<SchoolSeats | null> {
    const [school] = await this.em.execute<
      { timezone: string; licensing_enabled: boolean; district_id: number | null }[]
    >(`select timezone, licensing_enabled, district_id from schools where id = ? for update`, [schoolId]);
    if (!school) return null;
    if (school.district_id !== null)
      await this.em.execute(`select 1 from districts where id = ? for update`, [school.district_id]);
    return {
      timezone: school.timezone,
      licensing_enabled: school.licensing_enabled,
      licences: await this.licences(schoolId),
    };
  }

  /** The school's licences and its district's, each with its holder's stored count of students. */
  async licences(schoolId: number): Promise<SeatTerms[]> {
    const rows = await this.em.execute<
      {
        id: number;
        kind: LicenceKind;
        district_wide: boolean;
        starts_on: string;
        ends_on: string;
        seats: number;
        seats_used: number;
      }[]
    >(
      `select l.id, l.kind, l.district_id is not null as district_wide,
              to_char(l.starts_on, 'YYYY-MM-DD') as starts_on, to_char(l.ends_on, 'YYYY-MM-DD') as ends_on,
              l.seats, case when l.school_id is not null then s.student_count else coalesce(d.student_count, 0) end
                as seats_used
         from schools s join licences l on l.school_id = s.id or (s.district_id is not null and l.district_id = s.district_id)
         left join districts d on d.id = l.district_id
        where s.id = ? order by l.kind, l.ends_on desc, l.id`,
      [schoolId],
    );
    return rows.map((l) => ({
      id: l.id,
      kind: l.kind,
      districtWide: l.district_wide,
      startsOn: l.starts_on,
      endsOn: l.ends_on,
      seats: l.seats,
      seatsUsed: l.seats_used,
    }));
  }
}
