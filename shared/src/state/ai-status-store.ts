import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../client/http-client.js';
import type { AiStatus } from '../contracts/ai.js';
import { type AiOffer, aiOffer, aiStatusFromRefusal } from '../domain/ai/ai-status.js';
import { OnceLoader } from './once-loader.js';

/**
 * Whether Lantern's AI may be offered, and how its choices show to `audience` (students never see
 * an AI choice without a provider; staff see it withdrawn with the reason). The student's start page
 * asks `GET /ai/status` (for their own school) on each visit; the essay editor is handed the status
 * with the review instead (the essay's student's school pays the calls, not the tutor's). Both
 * learn from what the server does: a refusal saying the AI is unavailable, a day's calls spent.
 */
export class AiStatusStore {
  /** Null until known: the AI is offered meanwhile, and the server decides. */
  status: AiStatus | null;
  private readonly loader: OnceLoader<AiStatus>;

  constructor(
    api: Pick<ApiClient, 'call'>,
    private readonly audience: 'student' | 'staff',
    initial: AiStatus | null = null,
  ) {
    this.status = initial;
    this.loader = new OnceLoader(
      () => api.call('aiStatus'),
      (status) => {
        this.status = status;
      },
    );
    makeAutoObservable<AiStatusStore, 'audience' | 'loader'>(
      this,
      { audience: false, loader: false },
      { autoBind: true },
    );
  }

  /** Asked again each time: a failing provider recovers, a school's day of calls runs out. */
  load(): Promise<void> {
    return this.loader.load(true);
  }

  /** There is an answer to show, or none could be had (then the AI is offered, and the server decides). */
  get settled(): boolean {
    const { status } = this.loader;
    return status === 'loaded' || status === 'error' || (status === 'loading' && this.status !== null);
  }

  get offer(): AiOffer {
    return this.status ? aiOffer(this.status, this.audience) : { kind: 'offered' };
  }

  take(status: AiStatus): void {
    this.status = status;
  }

  /** The server refused an AI call as unavailable (503 `ai_unavailable`, with these details). */
  refused(details: unknown): void {
    this.status = aiStatusFromRefusal(details);
  }

  /** The AI answered no for the day (with a provider, only the school's spent calls do that). */
  spentForToday(): void {
    if (this.status?.state === 'available') this.status = { state: 'unavailable', reason: 'daily_budget' };
  }

  clear(): void {
    this.loader.reset();
    this.status = null;
  }
}
