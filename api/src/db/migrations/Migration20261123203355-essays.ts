import { Migration } from '@mikro-orm/migrations';

/**
 * Writing review: essays (the queue's states, reservations, files and their converted PDF, the
 * student's ratings, the plagiarism result) and the tutor's annotations on them.
 */
export class Migration20261123203355 extends Migration {
  override name = 'Migration20261123203355';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "essays" ("id" serial primary key, "status" int not null default 0, "student_id" int not null, "school_id" int null, "language_id" int not null, "section_id" int null, "section_other" varchar(200) null, "submission_type" text not null, "title" varchar(200) not null, "details" text not null, "created_at" timestamptz not null, "due_at" timestamptz not null, "tutor_id" int null, "reserved_by_id" int null, "reserved_until" timestamptz null, "picked_up_at" timestamptz null, "reviewed_at" timestamptz null, "downloaded_at" timestamptz null, "cancelled_at" timestamptz null, "source_files" jsonb not null, "instruction_files" jsonb not null, "pdf_key" varchar(200) null, "reviewed_pdf_key" varchar(200) null, "conversion_state" text not null default 'queued', "conversion_progress" int not null default 0, "conversion_error" text null, "summary_comment" text null, "plagiarism_free" boolean null, "plagiarism_score" double precision null, "plagiarism_passages" jsonb null, "summary_rating" int null, "comments_rating" int null);`,
    );
    this.addSql(`create index "essays_tutor_id_index" on "essays" ("tutor_id");`);
    this.addSql(`create index "essays_reserved_by_id_index" on "essays" ("reserved_by_id");`);
    this.addSql(`create index "essays_status_due_at_index" on "essays" ("status", "due_at");`);
    this.addSql(
      `create index "essays_student_id_created_at_index" on "essays" ("student_id", "created_at");`,
    );

    this.addSql(
      `create table "essay_annotations" ("id" serial primary key, "essay_id" int not null, "comment" text not null, "category" int not null, "x" double precision null, "y" double precision null, "quads" jsonb null, "page_number" int not null, "hidden" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "essay_annotations_essay_id_index" on "essay_annotations" ("essay_id");`);

    this.addSql(
      `alter table "essays" add constraint "essays_student_id_foreign" foreign key ("student_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "essays" add constraint "essays_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "essays" add constraint "essays_section_id_foreign" foreign key ("section_id") references "sections" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "essays" add constraint "essays_tutor_id_foreign" foreign key ("tutor_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "essays" add constraint "essays_reserved_by_id_foreign" foreign key ("reserved_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "essays" add constraint "essays_submission_type_check" check ("submission_type" in ('essay', 'research_paper', 'lab_report', 'creative_writing', 'application_essay', 'other'));`,
    );
    this.addSql(
      `alter table "essays" add constraint "essays_conversion_state_check" check ("conversion_state" in ('queued', 'converting', 'converted', 'failed'));`,
    );

    this.addSql(
      `alter table "essay_annotations" add constraint "essay_annotations_essay_id_foreign" foreign key ("essay_id") references "essays" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "essay_annotations" add constraint "essay_annotations_category_check" check (((category >= 1) AND (category <= 6)));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "essay_annotations" drop constraint "essay_annotations_essay_id_foreign";`);

    this.addSql(`drop table if exists "essay_annotations" cascade;`);
    this.addSql(`drop table if exists "essays" cascade;`);
  }
}
