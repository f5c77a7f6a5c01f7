import type { CopiedPassage } from '@lantern/shared/domain/essays/plagiarism';
import { Inject, Injectable } from '@nestjs/common';
import { HeavyWork, taskModule } from '../../platform/workers/heavy-work.js';
import type { Essay, PlagiarismPassage } from './entities/essay.entity.js';
import { EssayFingerprintsRepository, type PlagiarismSource } from './essay-fingerprints.repository.js';
import type { EssayText } from './pdf/pdf-text.js';
import type * as PlagiarismWork from './plagiarism-work.js';

const PLAGIARISM_WORK = taskModule<typeof PlagiarismWork>(new URL('./plagiarism-work.js', import.meta.url));

const pageAt = (offsets: readonly number[], position: number) =>
  offsets.reduce((page, start, index) => (start <= position ? index + 1 : page), 1);

/**
 * Lantern's own plagiarism check: the essay's text is fingerprinted (winnowing, as MOSS does) and
 * its fingerprints are looked up among every earlier submission's, other students' only (handing
 * the same work in again is no copy). The score and the matching passages, widened to the whole
 * copied stretch, are kept on the essay for its tutor; the fingerprints stay for later essays.
 * Fingerprinting, matching and widening run on the worker pool; a bound hit there throws
 * HeavyWorkRefused.
 */
@Injectable()
export class EssayPlagiarism {
  constructor(
    @Inject(EssayFingerprintsRepository) private readonly fingerprints: EssayFingerprintsRepository,
    @Inject(HeavyWork) private readonly work: HeavyWork,
  ) {}

  async check(essay: Essay, { text, pageOffsets }: EssayText): Promise<void> {
    const fingerprints = await this.work.run(PLAGIARISM_WORK, 'fingerprints', text);
    essay.extractedText = text;
    essay.pageOffsets = pageOffsets;
    if (fingerprints.length === 0) {
      essay.plagiarismState = 'no_text';
      essay.plagiarismScore = null;
      essay.plagiarismPassages = [];
      return;
    }
    const hashes = [...new Set(fingerprints.map((fingerprint) => fingerprint.hash))];
    const earlier = await this.fingerprints.matching(hashes, essay.id, essay.student.id);
    const report = await this.work.run(PLAGIARISM_WORK, 'passages', { fingerprints, earlier });
    essay.plagiarismState = 'checked';
    essay.plagiarismScore = report.score;
    essay.plagiarismPassages = await this.describe(text, pageOffsets, report.passages);
    await this.fingerprints.replace(essay.id, fingerprints);
  }

  private async describe(
    text: string,
    pageOffsets: readonly number[],
    found: CopiedPassage[],
  ): Promise<PlagiarismPassage[]> {
    if (found.length === 0) return [];
    const sources = await this.fingerprints.sources([
      ...new Set(found.map((passage) => Number(passage.sourceEssayId))),
    ]);
    const byId = new Map<number, PlagiarismSource>(sources.map((source) => [source.id, source]));
    const sourceTexts = new Map(sources.flatMap((source) => (source.text ? [[source.id, source.text]] : [])));
    const passages = await this.work.run(PLAGIARISM_WORK, 'widened', { text, passages: found, sourceTexts });
    return passages.map((passage) => {
      const source = byId.get(Number(passage.sourceEssayId));
      return {
        essay_id: Number(passage.sourceEssayId),
        text: text.slice(passage.start, passage.end),
        start: passage.start,
        end: passage.end,
        page_number: pageAt(pageOffsets, passage.start),
        source_text: (source?.text ?? '').slice(passage.sourceStart, passage.sourceEnd),
        source_submitted_at: source ? Math.floor(source.createdAt.getTime() / 1000) : 0,
      };
    });
  }
}
