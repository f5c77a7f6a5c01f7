import type { AnnotationInput } from '@lantern/shared/contracts/essay-review';
import type { ShiftStateChange } from '@lantern/shared/domain/essays/review-away-time';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { EssayAnnotation } from './entities/essay-annotation.entity.js';

/** An annotation save, as parsed by the contract. */
type AnnotationSave = Omit<AnnotationInput, 'hidden' | 'revision'> & { hidden: boolean; revision: number };

/** Queries of the tutor's review; decisions live in the services. */
@Injectable()
export class EssayReviewRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** The review's annotations that were not deleted, oldest first. */
  annotations(essayId: number, em: EntityManager = this.em): Promise<EssayAnnotation[]> {
    return em.find(
      EssayAnnotation,
      { essay: essayId, deletedAt: null },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
  }

  /**
   * Creates the annotation or replaces it, in one statement so two saves racing cannot make two
   * rows. An existing row changes only when it belongs to this essay, is not deleted, and the
   * save's revision is not older than the stored one; the row as it then stands is returned.
   */
  async upsertAnnotation(
    essayId: number,
    annotationId: string,
    input: AnnotationSave,
    now: Date,
  ): Promise<{ essay_id: number; deleted_at: Date | null } | null> {
    const quads = input.quads ? JSON.stringify(input.quads) : null;
    await this.em.execute(
      `insert into essay_annotations (id, essay_id, comment, category, x, y, quads, page_number, hidden, revision,
                                      created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?)
       on conflict (id) do update set comment = excluded.comment, category = excluded.category, x = excluded.x,
              y = excluded.y, quads = excluded.quads, page_number = excluded.page_number, hidden = excluded.hidden,
              revision = excluded.revision, updated_at = excluded.updated_at
        where essay_annotations.essay_id = excluded.essay_id and essay_annotations.deleted_at is null
          and essay_annotations.revision <= excluded.revision`,
      [
        annotationId,
        essayId,
        input.comment,
        input.category,
        input.x ?? null,
        input.y ?? null,
        quads,
        input.page_number,
        input.hidden,
        input.revision,
        now,
        now,
      ],
    );
    const rows: { essay_id: number; deleted_at: Date | null }[] = await this.em.execute(
      `select essay_id, deleted_at from essay_annotations where id = ?`,
      [annotationId],
    );
    return rows[0] ?? null;
  }

  /**
   * Marks the annotation deleted, or leaves a tombstone when it never arrived, so a save still on
   * its way is refused rather than bringing it back. Another essay's annotation is left as it is
   * (false).
   */
  async deleteAnnotation(essayId: number, annotationId: string, now: Date): Promise<boolean> {
    const rows: { essay_id: number }[] = await this.em.execute(
      `insert into essay_annotations (id, essay_id, comment, category, page_number, created_at, updated_at, deleted_at)
       values (?, ?, '', 1, 1, ?, ?, ?)
       on conflict (id) do update set deleted_at = coalesce(essay_annotations.deleted_at, excluded.deleted_at)
        where essay_annotations.essay_id = excluded.essay_id
       returning essay_id`,
      [annotationId, essayId, now, now, now],
    );
    return rows[0]?.essay_id === essayId;
  }

  /**
   * The tutor's shift state changes that matter between pick-up and now: the last one before
   * pick-up (the state the review started in) and every one after, oldest first.
   */
  async stateChanges(tutorId: number, since: Date, until: Date): Promise<ShiftStateChange[]> {
    const rows: { at: Date; state_id: number | null; modifier_id: number | null }[] = await this.em.execute(
      `(select at, id, (after->>'state_id')::int as state_id, (after->>'modifier_id')::int as modifier_id
          from shift_events where tutor_user_id = ? and at <= ? and after->>'state_id' is not null
         order by at desc, id desc limit 1)
       union all
       (select at, id, (after->>'state_id')::int, (after->>'modifier_id')::int
          from shift_events where tutor_user_id = ? and at > ? and at <= ? and after->>'state_id' is not null)
       order by at, id`,
      [tutorId, since, tutorId, since, until],
    );
    return rows
      .filter((row) => row.state_id !== null)
      .map((row) => ({
        at: Math.floor(new Date(row.at).getTime() / 1000),
        stateId: row.state_id!,
        modifierId: row.modifier_id,
      }));
  }
}
