import {
  findCopiedPassages,
  fingerprintText,
  type SourceFingerprint,
  widenPassage,
} from '@lantern/shared/domain/essays/plagiarism';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Essay, PlagiarismPassage } from './entities/essay.entity.js';
import { extractPdfText } from './pdf/pdf-text.js';

/** Pages are joined with a blank line, so a passage never runs from one page into the next. */
const PAGE_SEPARATOR = '\n\n';

export interface EssayText {
  text: string;
  /** Where each page starts in `text`, page 1 first. */
  pageOffsets: number[];
}

/** The text of a PDF as Lantern stores and fingerprints it. */
export async function essayTextOf(pdf: Uint8Array): Promise<EssayText> {
  const pages = await extractPdfText(pdf);
  const pageOffsets: number[] = [];
  let text = '';
  for (const [index, page] of pages.entries()) {
    if (index > 0) text += PAGE_SEPARATOR;
    pageOffsets.push(text.length);
    text += page;
  }
  return { text, pageOffsets };
}

const pageAt = (offsets: readonly number[], position: number) =>
  offsets.reduce((page, start, index) => (start <= position ? index + 1 : page), 1);

interface SourceRow {
  essay_id: number;
  hash: string;
  word: number;
  start: number;
  end: number;
}

/**
 * Lantern's own plagiarism check: the essay's text is fingerprinted (winnowing, as MOSS does) and
 * its fingerprints are looked up among every earlier submission's, other students' only (handing
 * the same work in again is no copy). The score and the matching passages, widened to the whole
 * copied stretch, are kept on the essay for its tutor; the fingerprints stay for later essays.
 */
@Injectable()
export class EssayPlagiarism {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async check(essay: Essay, { text, pageOffsets }: EssayText): Promise<void> {
    const fingerprints = fingerprintText(text);
    essay.extractedText = text;
    essay.pageOffsets = pageOffsets;
    if (fingerprints.length === 0) {
      essay.plagiarismState = 'no_text';
      essay.plagiarismScore = null;
      essay.plagiarismPassages = [];
      return;
    }
    const hashes = [...new Set(fingerprints.map((fingerprint) => fingerprint.hash))];
    const rows: SourceRow[] = await this.em.execute(
      `select f.essay_id, f.hash, f.word, f.start, f."end" from essay_fingerprints f
         join essays e on e.id = f.essay_id
        where f.hash = any(?::bigint[]) and f.essay_id <> ? and e.student_id <> ?`,
      [`{${hashes.join(',')}}`, essay.id, essay.student.id],
    );
    const earlier: SourceFingerprint[] = rows.map((row) => ({
      essayId: row.essay_id,
      hash: Number(row.hash),
      word: row.word,
      start: row.start,
      end: row.end,
    }));
    const report = findCopiedPassages(fingerprints, earlier);
    essay.plagiarismState = 'checked';
    essay.plagiarismScore = report.score;
    essay.plagiarismPassages = await this.describe(text, pageOffsets, report.passages);

    // A conversion delivered twice must not store the fingerprints twice.
    await this.em.execute(`delete from essay_fingerprints where essay_id = ?`, [essay.id]);
    await this.em.execute(
      `insert into essay_fingerprints (essay_id, hash, word, start, "end")
       select ?, unnest(?::bigint[]), unnest(?::int[]), unnest(?::int[]), unnest(?::int[])`,
      [
        essay.id,
        `{${fingerprints.map((f) => f.hash).join(',')}}`,
        `{${fingerprints.map((f) => f.word).join(',')}}`,
        `{${fingerprints.map((f) => f.start).join(',')}}`,
        `{${fingerprints.map((f) => f.end).join(',')}}`,
      ],
    );
  }

  private async describe(
    text: string,
    pageOffsets: readonly number[],
    passages: ReturnType<typeof findCopiedPassages>['passages'],
  ): Promise<PlagiarismPassage[]> {
    if (passages.length === 0) return [];
    const sourceIds = [...new Set(passages.map((passage) => Number(passage.sourceEssayId)))];
    const sources: { id: number; extracted_text: string | null; created_at: Date }[] = await this.em.execute(
      `select id, extracted_text, created_at from essays where id = any(?::int[])`,
      [`{${sourceIds.join(',')}}`],
    );
    const byId = new Map(sources.map((source) => [source.id, source]));
    return passages.map((found) => {
      const source = byId.get(Number(found.sourceEssayId));
      const sourceText = source?.extracted_text ?? '';
      const passage = sourceText ? widenPassage(found, text, sourceText) : found;
      return {
        essay_id: Number(found.sourceEssayId),
        text: text.slice(passage.start, passage.end),
        start: passage.start,
        end: passage.end,
        page_number: pageAt(pageOffsets, passage.start),
        source_text: sourceText.slice(passage.sourceStart, passage.sourceEnd),
        source_submitted_at: source ? Math.floor(new Date(source.created_at).getTime() / 1000) : 0,
      };
    });
  }
}
