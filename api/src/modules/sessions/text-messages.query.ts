import type { PreparedStatement } from '../../platform/database/prepared-statement.js';

/**
 * Named, not `*`: a prepared statement whose result gains a column (a migration while the API
 * runs) fails on every connection that prepared it.
 */
const MESSAGE_COLUMNS =
  'id, session_id, seq, client_id, sender_id, kind, text, is_flagged, media, created_at';

export const MESSAGE_BY_CLIENT_ID: PreparedStatement = {
  name: 'classroom.message-by-client-id',
  text: `select ${MESSAGE_COLUMNS} from session_messages where session_id = $1 and client_id = $2`,
};

/**
 * What `SessionsRepository.insertMessage` does for one message, for many: each message is
 * stored only while its session is `matched` and holds no quarantine, its sender is one of the
 * session's two people (as they are once the session row is locked), and, when the sender is the
 * student and the tutor the AI tutor, its `ai` point was taken (`ai_admitted`); with the session's
 * next seqs in the order sent. These are the access check's and the AI admission's rules, so a
 * text needs no read of its session before it is stored (classroom-messages.service.ts). A client
 * id already stored, in the session or earlier in the batch, stores nothing (its seq is skipped, as
 * there). The session rows are locked in id order, so two writers never wait on each other in a
 * circle.
 */
export const INSERT_TEXTS: PreparedStatement = {
  name: 'classroom.insert-texts',
  text: `
with input as (
  select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::bool[], $6::timestamptz[],
                       $7::bool[], $8::int[])
    with ordinality as m(session_id, sender_id, client_id, text, is_flagged, created_at,
                         ai_admitted, ai_tutor_id, n)),
firsts as (
  select m.*, row_number() over (partition by m.session_id order by m.n) as k
    from input m
   where not exists (select 1 from input e
                      where e.session_id = m.session_id and e.client_id = m.client_id and e.n < m.n)),
counts as (select session_id, count(*)::int as count from firsts group by session_id),
locked as (
  select s.id from sessions s
   where s.id in (select session_id from counts) and s.status = 'matched'
     and not exists (select 1 from content_holds h
                      where h.kind = 'session' and h.target_id = s.id and h.state = 'quarantined')
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
     and (f.ai_admitted or f.sender_id <> next.student_id or next.tutor_id is distinct from f.ai_tutor_id)
  on conflict (session_id, client_id) do nothing
  returning ${MESSAGE_COLUMNS})
select stored.*, next.student_id, next.tutor_id
  from stored join next on next.id = stored.session_id`,
};
