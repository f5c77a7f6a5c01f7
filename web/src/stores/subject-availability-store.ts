import type { ApiClient } from '@lantern/shared/client/http-client';
import type { SubjectAvailability } from '@lantern/shared/contracts/sessions';
import { makeAutoObservable, runInAction } from 'mobx';

/** One subject's answer: on its way, known, or not known (the question is asked anyway). */
export type AvailabilityState =
  { status: 'loading' } | { status: 'loaded'; availability: SubjectAvailability } | { status: 'failed' };

/** An answer older than this is asked again: tutors punch in and out all day. */
const FRESH_FOR_MS = 60_000;

/**
 * Whether a live tutor is on for a subject now, and if not when the next one starts
 * (`GET /subjects/:id/availability`): the start page's "tutor unavailable until" screen. Asked
 * when the student picks the subject, so the answer is there when they press the button.
 */
export class SubjectAvailabilityStore {
  readonly bySubject = new Map<number, AvailabilityState>();
  private readonly askedAt = new Map<number, number>();

  constructor(
    private readonly api: ApiClient,
    private readonly nowMs: () => number,
  ) {
    makeAutoObservable<SubjectAvailabilityStore, 'api' | 'nowMs' | 'askedAt'>(
      this,
      { api: false, nowMs: false, askedAt: false },
      { autoBind: true },
    );
  }

  /**
   * The subject's availability, asked again when older than a minute. Null when it cannot be
   * known: the start page then asks for a tutor as it always did, and the queue says the rest.
   */
  async check(subjectId: number): Promise<SubjectAvailability | null> {
    const held = this.bySubject.get(subjectId);
    const asked = this.askedAt.get(subjectId) ?? 0;
    if (held?.status === 'loaded' && this.nowMs() - asked < FRESH_FOR_MS) return held.availability;
    this.bySubject.set(subjectId, { status: 'loading' });
    this.askedAt.set(subjectId, this.nowMs());
    try {
      const availability = await this.api.call('subjectAvailability', { params: { id: subjectId } });
      runInAction(() => this.bySubject.set(subjectId, { status: 'loaded', availability }));
      return availability;
    } catch {
      runInAction(() => this.bySubject.set(subjectId, { status: 'failed' }));
      return null;
    }
  }

  clear(): void {
    this.bySubject.clear();
    this.askedAt.clear();
  }
}
