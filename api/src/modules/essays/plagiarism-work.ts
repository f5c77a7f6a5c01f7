// Runs on the worker pool's threads (HeavyWork): the CPU part of the plagiarism check, which for a
// long essay with many earlier sources is seconds of work. The database part stays in EssayPlagiarism.
import {
  type CopiedPassage,
  type EssayId,
  type Fingerprint,
  findCopiedPassages,
  fingerprintText,
  type PlagiarismReport,
  type SourceFingerprint,
  widenPassages,
} from '@lantern/shared/domain/essays/plagiarism';

export function fingerprints(text: string): Fingerprint[] {
  return fingerprintText(text);
}

export function passages(request: {
  fingerprints: Fingerprint[];
  earlier: SourceFingerprint[];
}): PlagiarismReport {
  return findCopiedPassages(request.fingerprints, request.earlier);
}

export function widened(request: {
  text: string;
  passages: CopiedPassage[];
  sourceTexts: Map<EssayId, string>;
}): CopiedPassage[] {
  return widenPassages(request.text, request.passages, request.sourceTexts);
}
