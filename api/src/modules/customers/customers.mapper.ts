import type {
  AuditEntry,
  District as DistrictContract,
  LicenceRow,
  School as SchoolContract,
} from '@lantern/shared/contracts/customers';
import type { Licence as LicenceKind } from '@lantern/shared/domain/licensing/licences';
import { licenceState, seatsRemaining } from '@lantern/shared/domain/licensing/licence-state';
import type { SsoProvider } from '@lantern/shared/domain/auth/sso-providers';
import type { District } from '../schools/entities/district.entity.js';
import type { Licence } from '../schools/entities/licence.entity.js';
import type { School } from '../schools/entities/school.entity.js';
import type { AuditRecord, CustomerExtras } from './customers.repository.js';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** What a district's audit rows compare: its own fields, no counts. */
export function districtFields(district: District, extras: CustomerExtras) {
  return {
    name: district.name,
    country_code: extras.country_code,
    safety_contacts: extras.safety_contacts,
    demographics_enabled: district.demographicsEnabled,
  };
}

export function toDistrict(
  district: District,
  extras: CustomerExtras,
  schoolCount: number,
): DistrictContract {
  return {
    id: district.id,
    ...districtFields(district, extras),
    school_count: schoolCount,
    created_at: unix(district.createdAt),
  };
}

/** What a school's audit rows compare: its settings, no counts. */
export function schoolFields(school: School, contacts: CustomerExtras['safety_contacts']) {
  return {
    name: school.name,
    district_id: school.district?.id ?? null,
    country_code: school.countryCode,
    timezone: school.timezone,
    operating_hours_start: school.operatingHoursStart,
    operating_hours_end: school.operatingHoursEnd,
    features_live_help: school.featuresLiveHelp,
    features_essay_review: school.featuresEssayReview,
    features_shared_sessions: school.featuresSharedSessions,
    licensing_enabled: school.licensingEnabled,
    sso_providers: school.ssoProviders as SsoProvider[],
    safety_contacts: contacts,
  };
}

export function toSchool(
  school: School,
  contacts: CustomerExtras['safety_contacts'],
  studentCount: number,
): SchoolContract {
  return {
    id: school.id,
    ...schoolFields(school, contacts),
    district: school.district ? { id: school.district.id, name: school.district.name } : null,
    student_count: studentCount,
    created_at: unix(school.createdAt),
  };
}

export function licenceFields(licence: Licence) {
  return {
    kind: licence.kind as LicenceKind,
    school_id: licence.school?.id ?? null,
    district_id: licence.district?.id ?? null,
    starts_on: licence.startsOn,
    ends_on: licence.endsOn,
    seats: licence.seats,
  };
}

/** `today` is the day in the holder's time zone, as the gating rule reads it. */
export function toLicence(licence: Licence, seatsUsed: number, today: string): LicenceRow {
  const fields = licenceFields(licence);
  const terms = {
    kind: fields.kind,
    startsOn: fields.starts_on,
    endsOn: fields.ends_on,
    seats: fields.seats,
    seatsUsed,
  };
  return {
    id: licence.id,
    ...fields,
    seats_used: seatsUsed,
    seats_remaining: seatsRemaining(terms),
    state: licenceState(terms, today),
  };
}

export function toAuditEntry(row: AuditRecord): AuditEntry {
  return {
    id: Number(row.id),
    at: unix(new Date(row.at)),
    action: row.action,
    actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? `#${row.actor_id}` },
    details: row.details,
  };
}
