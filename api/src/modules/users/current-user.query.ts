import type { LicenceTerms } from '@lantern/shared/domain/licensing/licence-state';
import type { PreparedStatement } from '../../platform/database/prepared-statement.js';

/**
 * Everything GET /api/me shows, in one round trip: the user, their school and its district,
 * the schools they belong to, the student and tutor profiles, and the name of whoever is viewing
 * as them. Every request of a signed-in app starts with this read, so it is plain SQL returning
 * a plain row: building the same through the ORM's populate took five queries and most of the
 * request's CPU. It runs as a named prepared statement: planning eight joins on every request
 * cost PostgreSQL more than running them (docs/performance.md). The row comes back as one JSON
 * value: node-postgres builds a parser for every column of every result and runs one per value
 * (its arrays by hand), which for these 36 columns cost the API more than the rest of the request's
 * own work; `JSON.parse` reads the one value natively.
 */
export const CURRENT_USER: PreparedStatement = {
  name: 'lantern_current_user',
  text: `
select to_json(r) as row from (
select u.id, u.username, u.first_name, u.last_name, u.email, u.preferred_language, u.timezone,
       u.roles, u.avatar, u.accepted_agreement, u.password_changed, u.user_type_id,
       coalesce(u.district_id, s.district_id) as district_id,
       array(select us.school_id from user_schools us where us.user_id = u.id order by us.school_id)
         as school_ids,
       s.id as school_id, s.name as school_name, s.country_code as school_country_code,
       s.timezone as school_timezone, s.operating_hours_start as school_operating_hours_start,
       s.operating_hours_end as school_operating_hours_end,
       s.features_live_help as school_features_live_help,
       s.features_essay_review as school_features_essay_review,
       s.features_shared_sessions as school_features_shared_sessions,
       (select coalesce(json_agg(json_build_object(
                 'kind', l.kind, 'startsOn', l.starts_on, 'endsOn', l.ends_on, 'seats', l.seats,
                 -- The holder's stored count of students (kept by triggers), never a count here.
                 'seatsUsed', case when l.school_id is not null then s.student_count else sd.student_count end
               )), '[]'::json)
          from licences l
         where l.school_id = s.id or (s.district_id is not null and l.district_id = s.district_id))
         as school_licence_terms,
       sd.id as school_district_id, sd.name as school_district_name,
       st.user_id is not null as has_student, st.is_new as student_is_new,
       g.id as grade_id, g.name as grade_name, gg.name as grade_group_name,
       t.user_id is not null as has_tutor, t.essay_review as tutor_essay_review,
       t.high_impact_tutoring as tutor_high_impact_tutoring, t.max_weekly_hours as tutor_max_weekly_hours,
       imp.first_name || ' ' || imp.last_name as impersonator_name
  from users u
  left join schools s on s.id = u.school_id
  left join districts sd on sd.id = s.district_id
  left join students st on st.user_id = u.id
  left join grades g on g.id = st.grade_id
  left join grade_groups gg on gg.id = g.grade_group_id
  left join tutors t on t.user_id = u.id
  left join users imp on imp.id = $2
 where u.id = $1) r`,
};

/** One row of CURRENT_USER, as `to_json` writes it. */
export interface CurrentUserRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string | null;
  preferred_language: string;
  timezone: string;
  roles: string[];
  avatar: { name: string; colors: string[] } | null;
  accepted_agreement: boolean;
  password_changed: boolean;
  user_type_id: number;
  district_id: number | null;
  school_ids: number[];
  school_id: number | null;
  school_name: string | null;
  school_country_code: string | null;
  school_timezone: string | null;
  school_operating_hours_start: string | null;
  school_operating_hours_end: string | null;
  school_features_live_help: boolean | null;
  school_features_essay_review: boolean | null;
  school_features_shared_sessions: boolean | null;
  /** The school's and its district's licences with their dates and the students counted. */
  school_licence_terms: LicenceTerms[] | null;
  school_district_id: number | null;
  school_district_name: string | null;
  has_student: boolean;
  student_is_new: boolean | null;
  grade_id: number | null;
  grade_name: string | null;
  grade_group_name: string | null;
  has_tutor: boolean;
  tutor_essay_review: boolean | null;
  tutor_high_impact_tutoring: boolean | null;
  tutor_max_weekly_hours: number | null;
  impersonator_name: string | null;
}
