import { Migration } from '@mikro-orm/migrations';

/** The shared whiteboard's strokes and clears, in order: its recording. */
export class Migration20261123174500 extends Migration {
  override name = 'Migration20261123174500';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "whiteboard_strokes" ("id" bigserial primary key, "session_id" int not null, "stroke_id" varchar(64) not null, "user_id" int not null, "kind" text not null, "colour" varchar(10) null, "size" varchar(10) null, "points" jsonb not null, "drawn_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "whiteboard_strokes" add constraint "whiteboard_strokes_session_id_stroke_id_unique" unique ("session_id", "stroke_id");`,
    );
    this.addSql(
      `alter table "whiteboard_strokes" add constraint "whiteboard_strokes_kind_check" check ("kind" in ('stroke', 'clear'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "whiteboard_strokes" cascade;`);
  }
}
