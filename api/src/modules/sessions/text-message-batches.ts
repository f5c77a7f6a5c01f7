import type { EntityManager } from '@mikro-orm/postgresql';
import { type PreparedStatement, runPrepared } from '../../platform/database/prepared-statement.js';
import type { InsertedMessageRow, StoredMessageRow } from './sessions.repository.js';

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

/**
 * Named, not `*`: a prepared statement whose result gains a column (a migration while the API
 * runs) fails on every connection that prepared it.
 */
const MESSAGE_COLUMNS =
  'id, session_id, seq, client_id, sender_id, kind, text, is_flagged, media, created_at';

/** More than this waits for the lane's next statement, so one statement stays short. */
const MAX_BATCH = 100;

const MESSAGE_BY_CLIENT_ID: PreparedStatement = {
  name: 'classroom.message-by-client-id',
  text: `select ${MESSAGE_COLUMNS} from session_messages where session_id = $1 and client_id = $2`,
};

/**
 * What `SessionsRepository.insertMessage` does for one message, for many: each message is
 * stored only while its session is open and its sender is one of the session's two people (as
 * they are once the session row is locked), with the session's next seqs in the order sent; a
 * client id already stored, in the session or earlier in the batch, stores nothing (its seq is
 * skipped, as there). The session rows are locked in id order, so two writers never wait on each
 * other in a circle.
 */
const INSERT_TEXTS: PreparedStatement = {
  name: 'classroom.insert-texts',
  text: `
with input as (
  select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::bool[], $6::timestamptz[])
    with ordinality as m(session_id, sender_id, client_id, text, is_flagged, created_at, n)),
firsts as (
  select m.*, row_number() over (partition by m.session_id order by m.n) as k
    from input m
   where not exists (select 1 from input e
                      where e.session_id = m.session_id and e.client_id = m.client_id and e.n < m.n)),
counts as (select session_id, count(*)::int as count from firsts group by session_id),
locked as (
  select s.id from sessions s
   where s.id in (select session_id from counts) and s.status = 'matched'
   order by s.id
   for update),
next as (
  update sessions s set last_seq = s.last_seq + c.count
    from counts c, locked l
   where s.id = c.session_id and l.id = s.id
  returning s.id, s.last_seq - c.count as base, s.student_id, s.tutor_id),
stored as (
  insert into session_messages (session_id, seq, client_id, sender_id, kind, text, is_flagged, created_at)
  select f.session_id, next.base + f.k, f.client_id, f.sender_id, 'text', f.text, f.is_flagged, f.created_at
    from firsts f join next on next.id = f.session_id
   where f.sender_id in (next.student_id, next.tutor_id)
  on conflict (session_id, client_id) do nothing
  returning ${MESSAGE_COLUMNS})
select stored.*, next.student_id, next.tutor_id
  from stored join next on next.id = stored.session_id`,
};

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
