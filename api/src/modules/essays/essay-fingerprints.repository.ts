import type { Fingerprint, SourceFingerprint } from '@lantern/shared/domain/essays/plagiarism';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

/** An earlier essay a passage was found in: its text, to show the tutor, and when it was handed in. */
export interface PlagiarismSource {
  id: number;
  text: string | null;
  createdAt: Date;
}

const bigints = (values: readonly number[]) => `{${values.join(',')}}`;

/** The plagiarism check's reads and writes: every essay's fingerprints, and the texts passages came from. */
@Injectable()
export class EssayFingerprintsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** Earlier essays' fingerprints with one of these hashes, other students' only (handing the same work in again is no copy). */
  async matching(
    hashes: readonly number[],
    essayId: number,
    studentId: number,
  ): Promise<SourceFingerprint[]> {
    const rows: { essay_id: number; hash: string; word: number; start: number; end: number }[] =
      await this.em.execute(
        `select f.essay_id, f.hash, f.word, f.start, f."end" from essay_fingerprints f
           join essays e on e.id = f.essay_id
          where f.hash = any(?::bigint[]) and f.essay_id <> ? and e.student_id <> ?`,
        [bigints(hashes), essayId, studentId],
      );
    return rows.map((row) => ({
      essayId: row.essay_id,
      hash: Number(row.hash),
      word: row.word,
      start: row.start,
      end: row.end,
    }));
  }

  async sources(essayIds: readonly number[]): Promise<PlagiarismSource[]> {
    const rows: { id: number; extracted_text: string | null; created_at: Date }[] = await this.em.execute(
      `select id, extracted_text, created_at from essays where id = any(?::int[])`,
      [bigints(essayIds)],
    );
    return rows.map((row) => ({ id: row.id, text: row.extracted_text, createdAt: new Date(row.created_at) }));
  }

  /** Stores an essay's fingerprints in place of any it had, so a conversion delivered twice stores them once. */
  async replace(essayId: number, fingerprints: readonly Fingerprint[]): Promise<void> {
    await this.em.execute(`delete from essay_fingerprints where essay_id = ?`, [essayId]);
    await this.em.execute(
      `insert into essay_fingerprints (essay_id, hash, word, start, "end")
       select ?, unnest(?::bigint[]), unnest(?::int[]), unnest(?::int[]), unnest(?::int[])`,
      [
        essayId,
        bigints(fingerprints.map((f) => f.hash)),
        bigints(fingerprints.map((f) => f.word)),
        bigints(fingerprints.map((f) => f.start)),
        bigints(fingerprints.map((f) => f.end)),
      ],
    );
  }
}
