import type { ApiClient } from '@lantern/shared/client/http-client';
import type { SubjectAvailability } from '@lantern/shared/contracts/sessions';
import { KeyedLoads } from '@lantern/shared/state/keyed-loads';
import { makeAutoObservable } from 'mobx';

/** An answer older than this is asked again: tutors punch in and out all day. */
const FRESH_FOR_MS = 60_000;

/**
 * Whether a live tutor is on for a subject now, and if not when the next one starts
 * (`GET /subjects/:id/availability`): the start page's "tutor unavailable until" screen. Asked
 * when the student picks the subject, so the answer is there when they press the button.
 */
export class SubjectAvailabilityStore {
  private readonly reads: KeyedLoads<number, SubjectAvailability>;
  private readonly askedAt = new Map<number, number>();

  constructor(
    private readonly api: ApiClient,
    private readonly nowMs: () => number,
  ) {
    this.reads = new KeyedLoads((subjectId) =>
      this.api.call('subjectAvailability', { params: { id: subjectId } }),
    );
    makeAutoObservable<SubjectAvailabilityStore, 'api' | 'nowMs' | 'reads' | 'askedAt'>(
      this,
      { api: false, nowMs: false, reads: false, askedAt: false },
      { autoBind: true },
    );
  }

  /**
   * The subject's availability, asked again when older than a minute. Null when it cannot be
   * known: the start page then asks for a tutor as it always did, and the queue says the rest.
   */
  async check(subjectId: number): Promise<SubjectAvailability | null> {
    const held = this.reads.get(subjectId);
    const asked = this.askedAt.get(subjectId) ?? 0;
    if (held?.status === 'loaded' && this.nowMs() - asked < FRESH_FOR_MS) return held.value;
    this.askedAt.set(subjectId, this.nowMs());
    await this.reads.load(subjectId, true);
    const read = this.reads.get(subjectId);
    return read?.status === 'loaded' ? read.value : null;
  }

  clear(): void {
    this.reads.clear();
    this.askedAt.clear();
  }
}
