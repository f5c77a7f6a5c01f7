#!/usr/bin/env node
// The yardstick for tests/load/read-path.mjs: the least a server can do to answer GET /api/me.
// A bare node:http handler that does the same work as the API: verifies the same access token
// (fast-jwt, HS256, issuer "lantern"), checks that its sign-in is live, reads the current user with
// the API's own statement and answers the same JSON, shaped by the API's own mapper (both pure, from
// api/dist), through node-postgres with the same pool size as the API's. No framework, no ORM, no
// response check, no security headers, no log line; the verifier made once and both queries
// prepared, as the API does, so the yardstick stays the best bare version of the same work.
// Until 2026-11-29 it read a smaller row (the user, school and district names: 300 bytes against
// the API's 1 KB); docs/performance.md has the runs against both.
// Environment: DATABASE_URL, JWT_SECRET, PORT. Prints "listening" once it accepts requests.
import { createServer } from 'node:http';
import { createVerifier } from 'fast-jwt';
import pg from 'pg';
import { CURRENT_USER } from '../../api/dist/modules/users/current-user.query.js';
import { mapCurrentUser } from '../../api/dist/modules/users/users.mapper.js';

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
    const impersonator = payload.imp ? { userId: payload.imp.uid, role: payload.imp.role } : null;
    const user = await pool.query({
      ...CURRENT_USER,
      values: [Number(payload.sub), impersonator?.userId ?? null],
    });
    if (user.rowCount === 0) return send(response, 404, { error: 'not found' });
    send(response, 200, {
      data: mapCurrentUser(
        user.rows[0].row,
        { role: payload.role, impersonator },
        Math.floor(Date.now() / 1000),
      ),
    });
  } catch {
    send(response, 401, { error: 'invalid token' });
  }
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => server.close(() => pool.end().then(() => process.exit(0))));
