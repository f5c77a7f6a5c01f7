import { Inject, Injectable } from '@nestjs/common';
import type { AiProviderHealth } from '@lantern/shared/domain/ai/ai-status';
import OpenAI from 'openai';
import { Clock } from '../clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

export interface AiChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The provider is not configured, or did not answer: the product shows its "AI unavailable" state. */
export class AiUnavailable extends Error {}

/**
 * The one way Lantern talks to an AI model: the OpenAI-compatible chat API at AI_BASE_URL (OpenAI
 * itself, or a local Ollama or vLLM). Answers stream as they are written. It remembers how its last
 * calls went (`health`), so the AI's status can say the provider is failing; each instance learns
 * that from its own calls.
 */
@Injectable()
export class AiProvider {
  private readonly client: OpenAI | null;
  private failures: AiProviderHealth = { consecutiveFailures: 0, lastFailureAt: null };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {
    const ai = config.ai;
    this.client = ai
      ? new OpenAI({ baseURL: ai.baseUrl, apiKey: ai.apiKey ?? 'none', timeout: ai.timeoutMs, maxRetries: 0 })
      : null;
  }

  get configured(): boolean {
    return this.client !== null;
  }

  get health(): AiProviderHealth {
    return this.failures;
  }

  private answered(): void {
    this.failures = { consecutiveFailures: 0, lastFailureAt: null };
  }

  /** A call that failed by the provider's doing; one the caller cancelled says nothing about it. */
  private failed(signal: AbortSignal | undefined): void {
    if (signal?.aborted) return;
    this.failures = {
      consecutiveFailures: this.failures.consecutiveFailures + 1,
      lastFailureAt: this.clock.now(),
    };
  }

  /**
   * The answer's text piece by piece, from the chat model unless `model` names another; throws
   * AiUnavailable when there is no provider or it fails.
   */
  async *streamChat(
    messages: readonly AiChatMessage[],
    signal?: AbortSignal,
    model?: string,
  ): AsyncGenerator<string> {
    if (!this.client || !this.config.ai) throw new AiUnavailable('No AI provider is configured');
    let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
    try {
      stream = await this.client.chat.completions.create(
        { model: model ?? this.config.ai.model, messages: [...messages], stream: true },
        { signal },
      );
    } catch (error) {
      this.failed(signal);
      throw new AiUnavailable(`The AI provider did not answer: ${String(error)}`);
    }
    try {
      for await (const chunk of stream) {
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) yield piece;
      }
    } catch (error) {
      this.failed(signal);
      throw new AiUnavailable(`The AI provider stopped answering: ${String(error)}`);
    }
    this.answered();
  }

  /**
   * One answer about a picture (a data: URL), from the model `model` (a vision model: the chat
   * model may read no pictures). Throws AiUnavailable as streamChat does.
   */
  async describeImage(
    prompt: string,
    imageUrl: string,
    model: string,
    signal?: AbortSignal,
  ): Promise<string> {
    if (!this.client) throw new AiUnavailable('No AI provider is configured');
    try {
      const answer = await this.client.chat.completions.create(
        {
          model,
          messages: [
            {
              role: 'user',
              content: [
                { type: 'text', text: prompt },
                { type: 'image_url', image_url: { url: imageUrl } },
              ],
            },
          ],
        },
        { signal },
      );
      this.answered();
      return answer.choices[0]?.message?.content ?? '';
    } catch (error) {
      this.failed(signal);
      throw new AiUnavailable(`The AI provider did not answer: ${String(error)}`);
    }
  }

  /** The whole answer at once, for callers that parse it (JSON) rather than show it as it comes. */
  async complete(messages: readonly AiChatMessage[], signal?: AbortSignal, model?: string): Promise<string> {
    let answer = '';
    for await (const piece of this.streamChat(messages, signal, model)) answer += piece;
    return answer;
  }
}
