import type { Fingerprint } from '@lantern/shared/domain/essays/plagiarism';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { pgArray } from '../../db/sql-arrays.js';

/** An earlier essay a passage was found in: its text, to show the tutor, and when it was handed in. */
export interface PlagiarismSource {
  id: number;
  text: string | null;
  createdAt: Date;
}

/** Source fingerprints as `essay,hash,word,start,end` rows joined by `;` (plagiarism-work.ts unpacks them). */
export type PackedFingerprints = string;

/** The plagiarism check's reads and writes: every essay's fingerprints, and the texts passages came from. */
@Injectable()
export class EssayFingerprintsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /**
   * Earlier essays' fingerprints with one of these hashes, other students' only (handing the same
   * work in again is no copy), packed (see `PackedFingerprints`). A 30-page essay against five
   * earlier copies of it matches some 24,000 rows: read row by row, the driver parsed them on the
   * event loop for tens of milliseconds; one string is unpacked on a pool thread instead.
   */
  async matching(hashes: readonly number[], essayId: number, studentId: number): Promise<PackedFingerprints> {
    const [row]: { packed: string }[] = await this.em.execute(
      `select coalesce(string_agg(concat_ws(',', f.essay_id, f.hash, f.word, f.start, f."end"), ';'), '') as packed
         from essay_fingerprints f
         join essays e on e.id = f.essay_id
        where f.hash = any(?::bigint[]) and f.essay_id <> ? and e.student_id <> ?`,
      [pgArray(hashes), essayId, studentId],
    );
    return row?.packed ?? '';
  }

  async sources(essayIds: readonly number[]): Promise<PlagiarismSource[]> {
    const rows: { id: number; extracted_text: string | null; created_at: Date }[] = await this.em.execute(
      `select id, extracted_text, created_at from essays where id = any(?::int[])`,
      [pgArray(essayIds)],
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
        pgArray(fingerprints.map((f) => f.hash)),
        pgArray(fingerprints.map((f) => f.word)),
        pgArray(fingerprints.map((f) => f.start)),
        pgArray(fingerprints.map((f) => f.end)),
      ],
    );
  }
}
