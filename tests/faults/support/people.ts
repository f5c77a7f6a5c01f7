// People of a fault test: written straight into the tables as copies of demo people (so the demo
// password signs them in), signed in over HTTP, and chatting through the apps' own socket client,
// which does what a person's app does when the line breaks: retry, reconnect, catch up.
import { randomUUID } from 'node:crypto';
import type { SessionMessage } from '@lantern/shared/contracts/sessions';
import {
  connectRealtime,
  type ConnectionStatus,
  type RealtimeSocket,
} from '@lantern/shared/client/realtime-client';
import { PUNCH_ROLE_TYPES, SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import pg from 'pg';
import { sleep } from './cluster.js';

export const DEMO_PASSWORD = 'Lantern#2026';

/** The test's own line to the database, for setting up and for counting what was stored. */
export async function openDb(url: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  // A restart in the middle of a test ends this connection; the test reconnects when it counts.
  db.on('error', () => undefined);
  return db;
}

function firstId(rows: { id: number }[]): number {
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the insert returned no row');
  return id;
}

/** A copy of the demo `template` (student or tutor) named `username`; returns its id. */
export async function copyPerson(db: pg.Client, template: 'student' | 'tutor', username: string) {
  const { rows } = await db.query<{ id: number }>(
    `insert into users (username, password_hash, first_name, last_name, roles, "current_role",
                        user_type_id, school_id, district_id, timezone, preferred_language,
                        accepted_agreement, password_changed, created_at, updated_at)
     select $1, u.password_hash, u.first_name, 'Fault', u.roles, u."current_role",
            u.user_type_id, u.school_id, u.district_id, u.timezone, u.preferred_language,
            true, u.password_changed, now(), now()
       from users u where u.username = $2
     returning id`,
    [username, template],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`the demo ${template} is missing: is SEED_DEMO on?`);
  if (template === 'student')
    await db.query('insert into students (user_id, is_new) values ($1, false)', [id]);
  else await db.query('insert into tutors (user_id, tutor_since) values ($1, now())', [id]);
  return id;
}

/** A matched live-help session between the two, as if the queue had just paired them. */
export async function openSession(db: pg.Client, studentId: number, tutorId: number) {
  const { rows } = await db.query<{ id: number }>(
    `insert into sessions (student_id, tutor_id, status, chat_type, subject_id, question, language_id,
                           requested_at, matched_at)
     values ($1, $2, 'matched', 'tutor', 1, 'Fault question', 1, now(), now())
     returning id`,
    [studentId, tutorId],
  );
  return firstId(rows);
}

/** A shift of one tutoring segment starting in 5 minutes: inside its punch window now. */
export async function addShift(db: pg.Client, tutorId: number) {
  const { rows } = await db.query<{ id: number }>(
    `insert into shifts (user_id, start_time, end_time, created_at)
     values ($1, now() + interval '5 minutes', now() + interval '125 minutes', now())
     returning id`,
    [tutorId],
  );
  const shiftId = firstId(rows);
  await db.query(
    `insert into shift_segments (shift_id, user_id, type_id, type_name, role_type, start_time, end_time)
     select id, user_id, 1, 'Tutoring Session', $2::int, start_time, end_time from shifts where id = $1`,
    [shiftId, PUNCH_ROLE_TYPES.CLASSROOM],
  );
  await db.query('insert into shift_states (shift_id, state_id, updated_at) values ($1, $2, now())', [
    shiftId,
    SHIFT_STATE_IDS.UPCOMING,
  ]);
  return shiftId;
}

export async function signIn(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} answered ${response.status}`);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

/** How long a send waits for its acknowledgement, as the apps' ConnectionStore does. */
const ACK_TIMEOUT_MS = 5000;
/** As the classroom store: what the server could not store for now goes again after this wait. */
const UNAVAILABLE_RETRY_MS = 2000;
/** No answer, or no connection: the store sends it again once the socket is back. */
const RECONNECT_POLL_MS = 250;

/**
 * One side of a chat, as the classroom store holds it: messages by seq, an outbox of what was not
 * acknowledged yet, a catch-up over HTTP after every (re)connection, and a retry of what failed.
 * Counts every live delivery so a doubled one shows.
 */
export class Chatter {
  readonly held = new Map<number, SessionMessage>();
  readonly liveDeliveries = new Map<string, number>();
  readonly statuses: ConnectionStatus[] = [];
  /** Codes of the sends the server refused outright: a person would have seen "not sent". */
  readonly refusals: (string | number)[] = [];
  private readonly outbox = new Map<string, string>();
  private readonly connection: { socket: RealtimeSocket; close(): void };
  private closed = false;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly sessionId: number,
  ) {
    this.connection = connectRealtime({
      url: baseUrl,
      getAccessToken: () => token,
      refreshAccessToken: async () => undefined,
      onStatus: (status) => this.statuses.push(status),
      reload: { run: () => undefined, lastAtMs: () => null, remember: () => undefined },
    });
    this.connection.socket.on('classroom.message.created', (message) => {
      if (message.session_id !== sessionId) return;
      this.liveDeliveries.set(message.client_id, (this.liveDeliveries.get(message.client_id) ?? 0) + 1);
      this.held.set(message.seq, message);
    });
    // As the classroom store does after every (re)connection: catch up, then send what waits.
    this.connection.socket.on('system.connection.established', () => void this.catchUp());
  }

  get connected() {
    return this.connection.socket.connected;
  }

  send(text: string): string {
    const clientId = randomUUID();
    this.outbox.set(clientId, text);
    void this.deliver(clientId);
    return clientId;
  }

  /**
   * Until every message sent is acknowledged and each of `expected` is held, through what the app
   * itself does (live events, the catch-up after a reconnection): no extra catch-up here, or a
   * lost live event would go unnoticed.
   */
  async settle(expected: string[], timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    const holds = () => new Set([...this.held.values()].map((message) => message.client_id));
    while (this.outbox.size > 0 || !expected.every((id) => holds().has(id))) {
      if (Date.now() > deadline) return;
      await sleep(200);
    }
  }

  close() {
    this.closed = true;
    this.connection.close();
  }

  /**
   * Sends until acknowledged, as the classroom store does: again after a wait when the server says
   * it is briefly unavailable, again once connected when no answer came. Any other refusal is what
   * a person would see as "not sent": it is kept in `refusals` for the test to show.
   */
  private async deliver(clientId: string): Promise<void> {
    while (!this.closed && this.outbox.has(clientId)) {
      const text = this.outbox.get(clientId) ?? '';
      const answer = this.connection.socket.connected
        ? await this.connection.socket
            .timeout(ACK_TIMEOUT_MS)
            .emitWithAck('classroom.message.send', { session_id: this.sessionId, client_id: clientId, text })
            .catch(() => null)
        : null;
      if (answer?.ok) {
        this.held.set(answer.data.seq, answer.data);
        this.outbox.delete(clientId);
        return;
      }
      if (answer && answer.error.code !== 'service_unavailable') {
        this.refusals.push(answer.error.code);
        this.outbox.delete(clientId);
        return;
      }
      await sleep(answer ? UNAVAILABLE_RETRY_MS : RECONNECT_POLL_MS);
    }
  }

  /** What came after the messages held without a gap. */
  private async catchUp(): Promise<void> {
    let after = 0;
    while (this.held.has(after + 1)) after += 1;
    const response = await fetch(
      `${this.baseUrl}/api/sessions/${this.sessionId}/messages?after_seq=${after}`,
      {
        headers: { authorization: `Bearer ${this.token}` },
      },
    ).catch(() => null);
    if (!response?.ok) return;
    const { data } = (await response.json()) as { data: { data: SessionMessage[] } };
    for (const message of data.data) this.held.set(message.seq, message);
  }
}

/** Each of `clientIds` held exactly once (one seq each), delivered live at most once, none refused. */
export function deliveryProblems(chatter: Chatter, clientIds: string[]) {
  const seqsOf = new Map<string, number[]>();
  for (const message of chatter.held.values())
    seqsOf.set(message.client_id, [...(seqsOf.get(message.client_id) ?? []), message.seq]);
  return {
    missing: clientIds.filter((id) => !seqsOf.has(id)).length,
    doubled: clientIds.filter((id) => (seqsOf.get(id)?.length ?? 0) > 1).length,
    deliveredTwice: [...chatter.liveDeliveries.values()].filter((count) => count > 1).length,
    refused: chatter.refusals,
  };
}
