#!/usr/bin/env node
// The yardstick for tests/load/classroom-delivery.mjs: the least a chat server can do. A bare
// socket.io server on the same path and transport as the API's; a client says who it is in the
// handshake (no token), joins its own room, and each message is stored with one INSERT through
// node-postgres (same pool size as the API's) and then emitted to the other person's room and
// acknowledged. No validation, no sign-in check, no sequence numbers, no idempotency, no moderation.
// Environment: DATABASE_URL, PORT. Prints "listening" once it accepts connections.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';

// The API's own socket.io, so both servers run the same version.
const { Server } = createRequire(new URL('../../api/package.json', import.meta.url))('socket.io');

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(`create table if not exists yardstick_messages (
  id bigserial primary key, session_id int not null, client_id text not null,
  sender_id int not null, text text not null, created_at timestamptz not null default now())`);

const http = createServer();
const io = new Server(http, { path: '/v4', transports: ['websocket'], serveClient: false });
io.on('connection', (socket) => {
  void socket.join(`user:${Number(socket.handshake.auth.user_id)}`);
  socket.emit('ready');
  socket.on('send', async (message, ack) => {
    try {
      const { rows } = await pool.query({
        name: 'insert',
        text: 'insert into yardstick_messages (session_id, client_id, sender_id, text) values ($1, $2, $3, $4) returning id',
        values: [message.session_id, message.client_id, message.sender_id, message.text],
      });
      const stored = { ...message, id: Number(rows[0].id) };
      io.to(`user:${message.to}`).emit('message', stored);
      ack({ ok: true, data: stored });
    } catch (error) {
      ack({ ok: false, error: String(error) });
    }
  });
});
http.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
// An orderly exit, so that a --cpu-prof profile is written.
process.once('SIGTERM', () => process.exit(0));
