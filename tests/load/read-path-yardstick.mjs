#!/usr/bin/env node
// The yardstick for tests/load/read-path.mjs: the least a server can do to answer GET /api/me.
// A bare node:http handler that verifies the same access token (fast-jwt, HS256, issuer "lantern"),
// checks that its sign-in is live and reads the user with their school and district, in two
// queries through node-postgres with the same pool size as the API's. No framework, no ORM; the
// verifier made once and both queries prepared, as the API does, so the yardstick stays the best
// bare version of the same work.
// Environment: DATABASE_URL, JWT_SECRET, PORT. Prints "listening" once it accepts requests.
import { createServer } from 'node:http';
import { createVerifier } from 'fast-jwt';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const verify = createVerifier({
  key: Buffer.from(process.env.JWT_SECRET, 'utf8'),
  algorithms: ['HS256'],
  allowedIss: 'lantern',
});

// The API's live-sign-in check (api/src/modules/auth/session-families.service.ts), verbatim.
const LIVE = `select 1 from refresh_tokens t
  where t.family_id = $1 and t.generation = $2 and t.revoked_at is null
    and t.user_id = $3 and t.acting_role = $4
    and t.impersonator_id is not distinct from $5 and t.impersonator_role is not distinct from $6
    and not exists (select 1 from refresh_tokens n where n.family_id = t.family_id and n.generation > t.generation)
  limit 1`;
const USER = `select u.id, u.username, u.first_name, u.last_name, u.email, u.roles, u.timezone,
                     s.id as school_id, s.name as school_name, d.id as district_id, d.name as district_name
                from users u
                left join schools s on s.id = u.school_id
                left join districts d on d.id = coalesce(u.district_id, s.district_id)
               where u.id = $1`;

function send(response, status, body) {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(json),
  });
  response.end(json);
}

const server = createServer(async (request, response) => {
  try {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return send(response, 401, { error: 'unauthenticated' });
    const payload = verify(token);
    const live = await pool.query({
      name: 'live',
      text: LIVE,
      values: [
        payload.fam,
        payload.gen,
        Number(payload.sub),
        payload.role,
        payload.imp?.uid ?? null,
        payload.imp?.role ?? null,
      ],
    });
    if (live.rowCount === 0) return send(response, 401, { error: 'sign-in ended' });
    const user = await pool.query({ name: 'user', text: USER, values: [Number(payload.sub)] });
    if (user.rowCount === 0) return send(response, 404, { error: 'not found' });
    send(response, 200, { data: user.rows[0] });
  } catch {
    send(response, 401, { error: 'invalid token' });
  }
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => server.close(() => pool.end().then(() => process.exit(0))));
