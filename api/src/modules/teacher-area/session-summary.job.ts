import type { SessionSummary } from '@lantern/shared/contracts/teacher-students';
import {
  excerpt,
  extractiveSummary,
  type SummaryInput,
} from '@lantern/shared/domain/teacher/session-summary';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { AiBudget } from '../../platform/ai/ai-budget.js';
import { AiProvider, AiUnavailable } from '../../platform/ai/ai-provider.js';
import { JobHandler, type JobRun } from '../../platform/jobs/job-handler.decorator.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { describeError } from '../../platform/logging/describe-error.js';
import { LOGGER } from '../../platform/logging/logger.js';
import { SessionSummariesRepository } from './session-summaries.repository.js';

export const SUMMARY_JOBS = { sweep: 'session-summary.sweep', write: 'session-summary.write' } as const;

const SWEEP_BATCH = 50;
/** How far back the sweep looks: far past any outage the queue could have, bounded for the index. */
const SWEEP_WINDOW_SECONDS = 14 * 86_400;
/** The transcript the AI reads, at most: enough for a session, bounded for the provider's bill. */
const AI_TRANSCRIPT_CHARS = 12_000;
/** The AI's summary as stored, at most: a few sentences, not a second transcript. */
const AI_SUMMARY_CHARS = 1_200;

const PROMPT = `You summarise one tutoring session for the student's teacher, in 2 to 4 plain sentences:
the subject, what the student asked, what the tutor helped with, and how it ended. Write in the
language the student wrote in. Do not add advice, grades or anything not said in the session.`;

/**
 * Writes each ended session's summary outside any request: a minute sweep finds ended sessions with
 * none and queues one keyed job per session (queued once across instances, however many sweep);
 * the job stores the summary once (a conditional insert). The AI provider writes it when one is
 * configured and the student's school has allowance left; otherwise, or if the provider fails,
 * Lantern's extractive summary is stored, so every session gets one.
 */
@Injectable()
export class SessionSummaryJob {
  constructor(
    @Inject(SessionSummariesRepository) private readonly summaries: SessionSummariesRepository,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(AiProvider) private readonly ai: AiProvider,
    @Inject(AiBudget) private readonly budget: AiBudget,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @JobHandler(SUMMARY_JOBS.sweep, { every: '* * * * *' })
  async sweep({ now }: JobRun): Promise<void> {
    const since = new Date((now - SWEEP_WINDOW_SECONDS) * 1000);
    for (const sessionId of await this.summaries.unsummarized(since, new Date(now * 1000), SWEEP_BATCH))
      await this.jobs.send(SUMMARY_JOBS.write, { sessionId }, { key: String(sessionId) });
  }

  @JobHandler(SUMMARY_JOBS.write, { expireInSeconds: 300 })
  async write({ data, now }: JobRun<{ sessionId: number }>): Promise<void> {
    const input = await this.summaries.input(data.sessionId);
    if (!input) return;
    // The subject is on the session's row already: the summary keeps what only it says.
    const { subject: _subject, ...extracted } = extractiveSummary(input);
    const body = (await this.aiSummary(data.sessionId, input)) ?? {
      source: 'extractive' as const,
      ...extracted,
    };
    await this.summaries.store(data.sessionId, body, new Date(now * 1000));
  }

  private async aiSummary(
    sessionId: number,
    input: SummaryInput & { studentId: number },
  ): Promise<SessionSummary | null> {
    if (!this.ai.configured) return null;
    const transcript = input.messages
      .filter((message) => message.kind === 'text')
      .map((message) => `${message.from === 'student' ? 'Student' : 'Tutor'}: ${message.text}`)
      .join('\n')
      .slice(0, AI_TRANSCRIPT_CHARS);
    try {
      await this.budget.spend(input.studentId);
      const text = await this.ai.complete([
        { role: 'system', content: PROMPT },
        { role: 'user', content: `Subject: ${input.subject}\nQuestion: ${input.question}\n\n${transcript}` },
      ]);
      return text.trim() ? { source: 'ai', text: excerpt(text, AI_SUMMARY_CHARS) } : null;
    } catch (error) {
      if (!(error instanceof AiUnavailable)) throw error;
      this.logger.warn(
        { component: 'session-summary', sessionId, error: describeError(error) },
        'AI summary not written; the extractive one is stored',
      );
      return null;
    }
  }
}
