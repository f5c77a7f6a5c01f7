import { Migration } from '@mikro-orm/migrations';

export class Migration20261122092035 extends Migration {
  override name = 'Migration20261122092035';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_events" ("id" bigserial primary key, "at" timestamptz not null, "action" varchar(80) not null, "actor_user_id" int null, "acting_as_user_id" int null, "acting_as_role" varchar(40) null, "ip" varchar(64) null, "details" jsonb not null default '{}');`,
    );
    this.addSql(`create index "audit_events_at_index" on "audit_events" ("at");`);
    this.addSql(`create index "audit_events_action_index" on "audit_events" ("action");`);
    this.addSql(`create index "audit_events_actor_user_id_index" on "audit_events" ("actor_user_id");`);
    // The audit trail is append-only at the database level, not just by convention.
    this.addSql(
      `create function "audit_events_append_only"() returns trigger language plpgsql as $$ begin raise exception 'audit_events is append-only'; end $$;`,
    );
    this.addSql(
      `create trigger "audit_events_no_rewrite" before update or delete on "audit_events" for each row execute function "audit_events_append_only"();`,
    );

    this.addSql(`create table "courses" ("id" serial primary key, "name" varchar(200) not null);`);

    this.addSql(
      `create table "districts" ("id" serial primary key, "name" varchar(200) not null, "created_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "feature_flags" ("key" varchar(80) not null, "enabled" boolean not null default false, "description" varchar(300) not null default '', "updated_at" timestamptz not null, "updated_by_user_id" int null, primary key ("key"));`,
    );

    this.addSql(
      `create table "grade_groups" ("id" int not null, "name" varchar(40) not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "grades" ("id" int not null, "code" varchar(8) not null, "name" varchar(40) not null, "position" int not null, "grade_group_id" int null, primary key ("id"));`,
    );
    this.addSql(`alter table "grades" add constraint "grades_code_unique" unique ("code");`);

    this.addSql(
      `create table "languages" ("id" int not null, "language" varchar(60) not null, "abbreviation" varchar(8) not null, "tutorable" boolean not null default true, "hidden" boolean not null default false, primary key ("id"));`,
    );

    this.addSql(
      `create table "schools" ("id" serial primary key, "name" varchar(200) not null, "district_id" int null, "timezone" varchar(64) not null default 'America/New_York', "operating_hours_start" varchar(5) not null default '07:00', "operating_hours_end" varchar(5) not null default '22:00', "country_code" varchar(2) not null default 'US', "features_live_help" boolean not null default true, "features_essay_review" boolean not null default true, "features_shared_sessions" boolean not null default false, "licences" text[] not null default '{}', "licensing_enabled" boolean not null default false, "created_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "sections" ("id" serial primary key, "name" varchar(200) not null, "school_id" int not null, "course_id" int null);`,
    );

    this.addSql(`create table "subjects" ("id" serial primary key, "name" varchar(120) not null);`);

    this.addSql(
      `create table "course_subjects" ("course_id" int not null, "subject_id" int not null, primary key ("course_id", "subject_id"));`,
    );

    this.addSql(
      `create table "topics" ("id" serial primary key, "name" varchar(160) not null, "subject_id" int not null);`,
    );

    this.addSql(
      `create table "concepts" ("id" serial primary key, "name" varchar(160) not null, "topic_id" int not null);`,
    );

    this.addSql(
      `create table "users" ("id" serial primary key, "username" varchar(120) not null, "email" varchar(254) null, "password_hash" varchar(255) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "roles" text[] not null default '{}', "current_role" varchar(40) not null, "user_type_id" int not null default 1, "school_id" int null, "district_id" int null, "timezone" varchar(64) not null default 'America/New_York', "preferred_language" varchar(2) not null default 'en', "accepted_agreement" boolean not null default false, "password_changed" boolean not null default false, "avatar" jsonb null, "suspended_at" timestamptz null, "expires_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `create table "tutors" ("user_id" int not null, "status" varchar(10) not null default 'active', "max_weekly_hours" int not null default 20, "essay_review" boolean not null default false, "high_impact_tutoring" boolean not null default false, "adp_number" varchar(40) null, "employment_country_code" varchar(2) not null default 'US', "employment_region_code" varchar(8) null, "is_us_ca_fingerprinted" boolean not null default false, "tutor_since" timestamptz not null, primary key ("user_id"));`,
    );

    this.addSql(
      `create table "tutor_topics" ("tutor_user_id" int not null, "topic_id" int not null, primary key ("tutor_user_id", "topic_id"));`,
    );

    this.addSql(
      `create table "tutor_subjects" ("tutor_user_id" int not null, "subject_id" int not null, primary key ("tutor_user_id", "subject_id"));`,
    );

    this.addSql(
      `create table "tutor_languages" ("tutor_user_id" int not null, "language_id" int not null, primary key ("tutor_user_id", "language_id"));`,
    );

    this.addSql(
      `create table "tutor_essay_languages" ("tutor_user_id" int not null, "language_id" int not null, primary key ("tutor_user_id", "language_id"));`,
    );

    this.addSql(
      `create table "tutor_concepts" ("tutor_user_id" int not null, "concept_id" int not null, primary key ("tutor_user_id", "concept_id"));`,
    );

    this.addSql(
      `create table "tutor_async_audio_languages" ("tutor_user_id" int not null, "language_id" int not null, primary key ("tutor_user_id", "language_id"));`,
    );

    this.addSql(
      `create table "students" ("user_id" int not null, "grade_id" int null, "is_new" boolean not null default true, "email_notifications" boolean not null default true, "event_email_notifications" boolean not null default true, "mobile_push_notifications" boolean not null default true, "app_sounds" boolean not null default true, "is_banned" boolean not null default false, primary key ("user_id"));`,
    );

    this.addSql(
      `create table "section_users" ("section_id" int not null, "user_id" int not null, primary key ("section_id", "user_id"));`,
    );

    this.addSql(
      `create table "refresh_tokens" ("id" uuid not null, "family_id" uuid not null, "token_hash" varchar(64) not null, "user_id" int not null, "acting_role" varchar(40) not null, "impersonator_id" int null, "impersonator_role" varchar(40) null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "rotated_at" timestamptz null, "revoked_at" timestamptz null, "revoked_reason" varchar(40) null, primary key ("id"));`,
    );
    this.addSql(`create index "refresh_tokens_family_id_index" on "refresh_tokens" ("family_id");`);
    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `create table "user_schools" ("user_id" int not null, "school_id" int not null, primary key ("user_id", "school_id"));`,
    );

    this.addSql(
      `alter table "grades" add constraint "grades_grade_group_id_foreign" foreign key ("grade_group_id") references "grade_groups" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "schools" add constraint "schools_district_id_foreign" foreign key ("district_id") references "districts" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "sections" add constraint "sections_school_id_foreign" foreign key ("school_id") references "schools" ("id");`,
    );
    this.addSql(
      `alter table "sections" add constraint "sections_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "course_subjects" add constraint "course_subjects_course_id_foreign" foreign key ("course_id") references "courses" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "course_subjects" add constraint "course_subjects_subject_id_foreign" foreign key ("subject_id") references "subjects" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "topics" add constraint "topics_subject_id_foreign" foreign key ("subject_id") references "subjects" ("id");`,
    );

    this.addSql(
      `alter table "concepts" add constraint "concepts_topic_id_foreign" foreign key ("topic_id") references "topics" ("id");`,
    );

    this.addSql(
      `alter table "users" add constraint "users_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "users" add constraint "users_district_id_foreign" foreign key ("district_id") references "districts" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "tutors" add constraint "tutors_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "tutor_topics" add constraint "tutor_topics_tutor_user_id_foreign" foreign key ("tutor_user_id") references "tutors" ("user_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "tutor_topics" add constraint "tutor_topics_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "tutor_subjects" add constraint "tutor_subjects_tutor_user_id_foreign" foreign key ("tutor_user_id") references "tutors" ("user_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "tutor_subjects" add constraint "tutor_subjects_subject_id_foreign" foreign key ("subject_id") references "subjects" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "tutor_languages" add constraint "tutor_languages_tutor_user_id_foreign" foreign key ("tutor_user_id") references "tutors" ("user_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "tutor_languages" add constraint "tutor_languages_language_id_foreign" foreign key ("language_id") references "languages" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "tutor_essay_languages" add constraint "tutor_essay_languages_tutor_user_id_foreign" foreign key ("tutor_user_id") references "tutors" ("user_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "tutor_essay_languages" add constraint "tutor_essay_languages_language_id_foreign" foreign key ("language_id") references "languages" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "tutor_concepts" add constraint "tutor_concepts_tutor_user_id_foreign" foreign key ("tutor_user_id") references "tutors" ("user_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "tutor_concepts" add constraint "tutor_concepts_concept_id_foreign" foreign key ("concept_id") references "concepts" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "tutor_async_audio_languages" add constraint "tutor_async_audio_languages_tutor_user_id_foreign" foreign key ("tutor_user_id") references "tutors" ("user_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "tutor_async_audio_languages" add constraint "tutor_async_audio_languages_language_id_foreign" foreign key ("language_id") references "languages" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "students" add constraint "students_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "students" add constraint "students_grade_id_foreign" foreign key ("grade_id") references "grades" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "section_users" add constraint "section_users_section_id_foreign" foreign key ("section_id") references "sections" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "section_users" add constraint "section_users_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_impersonator_id_foreign" foreign key ("impersonator_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "user_schools" add constraint "user_schools_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "user_schools" add constraint "user_schools_school_id_foreign" foreign key ("school_id") references "schools" ("id") on update cascade on delete cascade;`,
    );
  }
}
