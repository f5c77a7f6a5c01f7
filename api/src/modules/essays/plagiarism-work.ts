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
import type { PackedFingerprints } from './essay-fingerprints.repository.js';

export function fingerprints(text: string): Fingerprint[] {
  return fingerprintText(text);
}

export function passages(request: {
  fingerprints: Fingerprint[];
  earlier: PackedFingerprints;
}): PlagiarismReport {
  return findCopiedPassages(request.fingerprints, unpack(request.earlier));
}

function unpack(packed: PackedFingerprints): SourceFingerprint[] {
  if (packed === '') return [];
  return packed.split(';').map((row) => {
    const [essayId, hash, word, start, end] = row.split(',').map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    return { essayId, hash, word, start, end };
  });
}

export function widened(request: {
  text: string;
  passages: CopiedPassage[];
  sourceTexts: Map<EssayId, string>;
}): CopiedPassage[] {
  return widenPassages(request.text, request.passages, request.sourceTexts);
}
