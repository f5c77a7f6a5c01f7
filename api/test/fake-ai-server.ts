import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { moderationReply } from './fake-ai-moderation-replies.ts';
import { essayReviewReply } from './fake-ai-essay-replies.ts';

export interface FakeAiServer {
  baseUrl: string;
  /** The chat requests received, newest last (a picture comes as a list of content parts). */
  requests: { model: string; stream?: boolean; messages: { role: string; content: Content }[] }[];
  /** 'answer' streams a reply; 'fail' answers 500; 'hang' never answers. */
  mode: 'answer' | 'fail' | 'hang';
  /**
   * A user message holding this fails that one request whatever the mode: the browser tests share
   * one server between journeys running at once, so the failure goes with the question.
   */
  failMarker: string;
  /** What the moderation model finds in any picture it is shown (none: the picture is safe). */
  pictureCategories: string[];
  close(): Promise<void>;
}

type Content = string | { type: string; text?: string }[];

export const FAIL_MARKER = '(the model is down)';

const textOf = (content: Content) => (typeof content === 'string' ? content : '');

/**
 * A small OpenAI-compatible chat server for tests: POST /v1/chat/completions with stream: true
 * answers as server-sent events, a few words per chunk, like the real API (and Ollama, vLLM).
 * The reply names the last thing the user wrote, so a test can tell which message it answers.
 */
export async function startFakeAiServer(): Promise<FakeAiServer> {
  const state: FakeAiServer = {
    baseUrl: '',
    requests: [],
    mode: 'answer',
    failMarker: FAIL_MARKER,
    pictureCategories: [],
    close: () => new Promise((done) => server.close(() => done())),
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404).end();
        return;
      }
      const parsed = JSON.parse(body) as FakeAiServer['requests'][number];
      state.requests.push(parsed);
      if (state.mode === 'hang') return;
      const failing = parsed.messages.some(
        (message) => message.role === 'user' && textOf(message.content).includes(state.failMarker),
      );
      if (state.mode === 'fail' || failing) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'model crashed' } }));
        return;
      }
      const lastUser = textOf(
        parsed.messages.filter((message) => message.role === 'user').at(-1)?.content ?? '',
      );
      const texts = parsed.messages.map((message) => ({
        role: message.role,
        content: textOf(message.content),
      }));
      const reply =
        essayReviewReply(texts) ??
        moderationReply(parsed.model, parsed.messages, state.pictureCategories) ??
        `Good question! Let's look at "${lastUser}" together: what have you tried so far?`;
      if (!parsed.stream) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(completion(parsed.model, reply)));
        return;
      }
      const words = reply.split(' ');
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (content: string, finish: string | null) =>
        `data: ${JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion.chunk',
          created: 0,
          model: parsed.model,
          choices: [{ index: 0, delta: { content }, finish_reason: finish }],
        })}\n\n`;
      let index = 0;
      const timer = setInterval(() => {
        if (index < words.length) {
          response.write(chunk(`${index === 0 ? '' : ' '}${words[index]}`, null));
          index += 1;
          return;
        }
        clearInterval(timer);
        response.write(chunk('', 'stop'));
        response.end('data: [DONE]\n\n');
      }, 5);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}

/** A whole answer, as the API gives it when the request did not ask for a stream. */
function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}
