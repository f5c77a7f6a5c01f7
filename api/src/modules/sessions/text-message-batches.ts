import type { EntityManager } from '@mikro-orm/postgresql';
import { runPrepared } from '../../platform/database/prepared-statement.js';
import type { InsertedMessageRow, StoredMessageRow } from './sessions.repository.js';
import { INSERT_TEXTS, MESSAGE_BY_CLIENT_ID } from './text-messages.query.js';

export interface TextMessageInput {
  sessionId: number;
  senderId: number;
  clientId: string;
  text: string;
  isFlagged: boolean;
  at: Date;
  /** The AI tutor's user id: a student's text to it is stored only once admitted. */
  aiTutorId: number;
  /** Whether the sender took the `ai` point the AI tutor's answer costs. */
  aiAdmitted: boolean;
}

export interface TextMessageOutcome {
  /** The new row, with the session's two people; null when nothing was stored. */
  row: InsertedMessageRow | null;
  /** When nothing was stored: the message stored earlier under the same client id, if any. */
  duplicate: StoredMessageRow | null;
}

/** More than this go into statements of their own, so one statement stays short. */
const MAX_BATCH = 100;

interface Waiting {
  input: TextMessageInput;
  done(outcome: TextMessageOutcome): void;
  fail(error: unknown): void;
}

/**
 * Text messages stored by group commit: the messages that arrive in the same turn of the event
 * loop go together into one statement and one commit. Under load, when many messages are read off
 * their sockets in one turn, that is the database round trip and the commit shared by many
 * messages instead of paid by each; alone, a message goes out in the next turn. Statements run
 * side by side, but never two for the same session: a message whose session has a statement in
 * flight waits for it, so a session's texts are stored in the order they arrived and no statement
 * waits on another's session lock. (Four lanes with one statement in flight each came first: under
 * load nearly every message then waited for its lane's statement before its own, a round trip
 * more; docs/performance.md, the classroom.) Straight on the ORM's pg pool with a named statement,
 * parsed and planned once per connection. Any one message's outcome is its own: if a statement
 * fails, its messages are written again one by one, so a bad message fails only itself.
 */
export class TextMessageBatches {
  /** For the statements of the coming turn: at most one message per session. */
  private next: Waiting[] = [];
  /** Sessions with a message on its way to the database, and the messages waiting behind it. */
  private readonly writing = new Map<number, Waiting[]>();

  constructor(private readonly em: EntityManager) {}

  store(input: TextMessageInput): Promise<TextMessageOutcome> {
    return new Promise((done, fail) => this.enqueue({ input, done, fail }));
  }

  private enqueue(entry: Waiting): void {
    const behind = this.writing.get(entry.input.sessionId);
    if (behind) {
      behind.push(entry);
      return;
    }
    this.writing.set(entry.input.sessionId, []);
    if (this.next.length === 0) setImmediate(() => this.writeNext());
    this.next.push(entry);
  }

  private writeNext(): void {
    const batch = this.next;
    this.next = [];
    for (let start = 0; start < batch.length; start += MAX_BATCH)
      void this.writeBatch(batch.slice(start, start + MAX_BATCH));
  }

  private async writeBatch(batch: Waiting[]): Promise<void> {
    try {
      const outcomes = await this.write(batch.map((entry) => entry.input));
      batch.forEach((entry, index) => entry.done(outcomes[index]!));
    } catch (error) {
      if (batch.length === 1) batch[0]!.fail(error);
      else
        for (const entry of batch)
          await this.write([entry.input]).then(([outcome]) => entry.done(outcome!), entry.fail);
    } finally {
      for (const entry of batch) {
        const behind = this.writing.get(entry.input.sessionId)!;
        this.writing.delete(entry.input.sessionId);
        // The first in line takes the session's next statement; the rest wait behind it again.
        for (const waiting of behind) this.enqueue(waiting);
      }
    }
  }

  private async write(inputs: readonly TextMessageInput[]): Promise<TextMessageOutcome[]> {
    const rows = await runPrepared<InsertedMessageRow>(this.em, INSERT_TEXTS, [
      inputs.map((input) => input.sessionId),
      inputs.map((input) => input.senderId),
      inputs.map((input) => input.clientId),
      inputs.map((input) => input.text),
      inputs.map((input) => input.isFlagged),
      inputs.map((input) => input.at),
      inputs.map((input) => input.aiAdmitted),
      inputs.map((input) => input.aiTutorId),
    ]);
    const stored = new Map(rows.map((row) => [`${row.session_id}:${row.client_id}`, row]));
    return Promise.all(
      inputs.map(async (input) => {
        const key = `${input.sessionId}:${input.clientId}`;
        const row = stored.get(key);
        // Only the first of the batch's messages with this client id is the new one.
        if (row) stored.delete(key);
        return row ? { row, duplicate: null } : { row: null, duplicate: await this.storedEarlier(input) };
      }),
    );
  }

  private async storedEarlier(input: TextMessageInput): Promise<StoredMessageRow | null> {
    const [row] = await runPrepared<StoredMessageRow>(this.em, MESSAGE_BY_CLIENT_ID, [
      input.sessionId,
      input.clientId,
    ]);
    return row ?? null;
  }
}
