import { Migration } from '@mikro-orm/migrations';

/**
 * The tutor's review: annotations keyed by the editor's own UUIDs (so a resent save finds its row;
 * no review has been written before this, so the table is made anew), AI suggestions and summaries,
 * plagiarism fingerprints with the essay's extracted text, the tutor's editor settings and comment
 * library, and the mark that a long review was reported.
 */
export class Migration20261123224154 extends Migration {
  override name = 'Migration20261123224154';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "essay_suggestions" ("id" serial primary key, "essay_id" int not null, "status" text not null default 'pending', "category" int not null, "page_number" int not null, "quote" text not null, "quads" jsonb null, "x" double precision null, "y" double precision null, "display_comment" text not null, "original_display_comment" text not null, "rephrases" jsonb not null default '[]', "reason_type" text null, "status_change_reason" text null, "annotation_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "essay_suggestions_essay_id_index" on "essay_suggestions" ("essay_id");`);
    this.addSql(
      `alter table "essay_suggestions" add constraint "essay_suggestions_essay_id_foreign" foreign key ("essay_id") references "essays" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "essay_suggestions" add constraint "essay_suggestions_status_check" check ("status" in ('pending', 'accepted', 'rejected'));`,
    );
    this.addSql(
      `alter table "essay_suggestions" add constraint "essay_suggestions_reason_type_check" check ("reason_type" in ('rejection', 'deletion', 'issue_detection', 'comment_wording'));`,
    );

    this.addSql(`drop table "essay_annotations";`);
    this.addSql(
      `create table "essay_annotations" ("id" uuid not null, "essay_id" int not null, "comment" text not null, "category" int not null, "x" double precision null, "y" double precision null, "quads" jsonb null, "page_number" int not null, "hidden" boolean not null default false, "suggestion_id" int null, "revision" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, "deleted_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "essay_annotations_essay_id_index" on "essay_annotations" ("essay_id");`);
    this.addSql(
      `alter table "essay_annotations" add constraint "essay_annotations_essay_id_foreign" foreign key ("essay_id") references "essays" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "essay_annotations" add constraint "essay_annotations_suggestion_id_foreign" foreign key ("suggestion_id") references "essay_suggestions" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "essay_annotations" add constraint "essay_annotations_category_check" check (((category >= 1) AND (category <= 6)));`,
    );

    this.addSql(
      `create table "essay_fingerprints" ("id" bigserial primary key, "essay_id" int not null, "hash" bigint not null, "word" int not null, "start" int not null, "end" int not null);`,
    );
    this.addSql(`create index "essay_fingerprints_essay_id_index" on "essay_fingerprints" ("essay_id");`);
    this.addSql(`create index "essay_fingerprints_hash_index" on "essay_fingerprints" ("hash");`);
    this.addSql(
      `alter table "essay_fingerprints" add constraint "essay_fingerprints_essay_id_foreign" foreign key ("essay_id") references "essays" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "essay_ai_summaries" ("id" serial primary key, "essay_id" int not null, "type" text not null, "text" text not null, "rate" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "essay_ai_summaries_essay_id_index" on "essay_ai_summaries" ("essay_id");`);
    this.addSql(
      `alter table "essay_ai_summaries" add constraint "essay_ai_summaries_essay_id_foreign" foreign key ("essay_id") references "essays" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "essay_ai_summaries" add constraint "essay_ai_summaries_type_check" check ("type" in ('generated', 'rephrased'));`,
    );

    this.addSql(
      `create table "tutor_review_settings" ("user_id" int not null, "zoom_preferred_level" double precision not null default 1.5, "summary_ai_hint_hidden" boolean not null default false, primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "tutor_review_settings" add constraint "tutor_review_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "content_library_items" ("id" serial primary key, "tutor_id" int not null, "category" int not null, "text" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "content_library_items_tutor_id_category_index" on "content_library_items" ("tutor_id", "category");`,
    );
    this.addSql(
      `alter table "content_library_items" add constraint "content_library_items_tutor_id_foreign" foreign key ("tutor_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "content_library_items" add constraint "content_library_items_category_check" check (((category >= 1) AND (category <= 6)));`,
    );

    this.addSql(
      `alter table "essays" add "plagiarism_state" text not null default 'pending', add "extracted_text" text null, add "page_offsets" jsonb null, add "suggestions_state" text null, add "long_review_raised_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "essays" add constraint "essays_plagiarism_state_check" check ("plagiarism_state" in ('pending', 'checked', 'no_text'));`,
    );
    this.addSql(
      `alter table "essays" add constraint "essays_suggestions_state_check" check ("suggestions_state" in ('unavailable', 'generating', 'ready', 'failed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "essays" drop constraint "essays_plagiarism_state_check";`);
    this.addSql(`alter table "essays" drop constraint "essays_suggestions_state_check";`);
    this.addSql(
      `alter table "essays" drop column "plagiarism_state", drop column "extracted_text", drop column "page_offsets", drop column "suggestions_state", drop column "long_review_raised_at";`,
    );
    this.addSql(`drop table if exists "content_library_items" cascade;`);
    this.addSql(`drop table if exists "tutor_review_settings" cascade;`);
    this.addSql(`drop table if exists "essay_ai_summaries" cascade;`);
    this.addSql(`drop table if exists "essay_fingerprints" cascade;`);
    this.addSql(`drop table "essay_annotations";`);
    this.addSql(
      `create table "essay_annotations" ("id" serial primary key, "essay_id" int not null, "comment" text not null, "category" int not null, "x" double precision null, "y" double precision null, "quads" jsonb null, "page_number" int not null, "hidden" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "essay_annotations_essay_id_index" on "essay_annotations" ("essay_id");`);
    this.addSql(
      `alter table "essay_annotations" add constraint "essay_annotations_essay_id_foreign" foreign key ("essay_id") references "essays" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "essay_annotations" add constraint "essay_annotations_category_check" check (((category >= 1) AND (category <= 6)));`,
    );
    this.addSql(`drop table if exists "essay_suggestions" cascade;`);
  }
}
