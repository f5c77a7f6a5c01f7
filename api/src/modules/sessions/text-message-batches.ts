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
}

export interface TextMessageOutcome {
  /** The new row, with the session's two people; null when nothing was stored. */
  row: InsertedMessageRow | null;
  /** When nothing was stored: the message stored earlier under the same client id, if any. */
  duplicate: StoredMessageRow | null;
}

/** More than this waits for the lane's next statement, so one statement stays short. */
const MAX_BATCH = 100;

interface Waiting {
  input: TextMessageInput;
  done(outcome: TextMessageOutcome): void;
  fail(error: unknown): void;
}

/**
 * Statements in flight at once, each for its own share of the sessions: a slow commit holds up
 * only its lane, and a session's texts always take the same lane, so they are stored in the order
 * they arrived. Lanes never lock the same session row.
 */
const LANES = 4;

/**
 * Text messages stored by group commit: in each lane, the messages that arrive while one
 * statement is being written go together into the next, one statement and one commit for all of
 * them. Under load that is the database round trip and the commit shared by many messages
 * instead of paid by each; alone, a message goes out at once (after the I/O already read in the
 * same turn). Straight on the ORM's pg pool with a named statement, parsed and planned once per
 * connection. Any one message's outcome is its own: if a statement fails, its messages are
 * written again one by one, so a bad message fails only itself.
 */
export class TextMessageBatches {
  private readonly lanes = Array.from({ length: LANES }, () => ({
    waiting: [] as Waiting[],
    writing: false,
  }));

  constructor(private readonly em: EntityManager) {}

  store(input: TextMessageInput): Promise<TextMessageOutcome> {
    const lane = this.lanes[input.sessionId % LANES]!;
    return new Promise((done, fail) => {
      lane.waiting.push({ input, done, fail });
      if (lane.writing) return;
      lane.writing = true;
      setImmediate(() => void this.drain(lane));
    });
  }

  private async drain(lane: { waiting: Waiting[]; writing: boolean }): Promise<void> {
    while (lane.waiting.length > 0) {
      const batch = lane.waiting.splice(0, MAX_BATCH);
      try {
        const outcomes = await this.write(batch.map((entry) => entry.input));
        batch.forEach((entry, index) => entry.done(outcomes[index]!));
      } catch (error) {
        if (batch.length === 1) batch[0]!.fail(error);
        else
          for (const entry of batch)
            await this.write([entry.input]).then(([outcome]) => entry.done(outcome!), entry.fail);
      }
    }
    lane.writing = false;
  }

  private async write(inputs: readonly TextMessageInput[]): Promise<TextMessageOutcome[]> {
    const rows = await runPrepared<InsertedMessageRow>(this.em, INSERT_TEXTS, [
      inputs.map((input) => input.sessionId),
      inputs.map((input) => input.senderId),
      inputs.map((input) => input.clientId),
      inputs.map((input) => input.text),
      inputs.map((input) => input.isFlagged),
      inputs.map((input) => input.at),
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
