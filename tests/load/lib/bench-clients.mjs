// The demo world's people as the benches sign them in and connect them: over real HTTP and a real
// socket, one of each per person.
import { io } from 'socket.io-client';

/** Every demo account signs in with this password (api/src/db/seeders/demo-world.data.ts). */
export const DEMO_PASSWORD = 'Lantern#2026';

/** A demo account's access token, from POST /api/login. */
export async function signIn(baseUrl, username) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${username} answered ${response.status}: ${await response.text()}`);
  return (await response.json()).data.access_token;
}

/** A socket of its own (not multiplexed), resolved once the server has put it in its rooms. */
export function openSocket(baseUrl, token) {
  return connect(baseUrl, { token }, 'system.connection.established');
}

/** A websocket on /v4 with this handshake `auth`, resolved once the server sends `readyEvent`. */
export function connect(baseUrl, auth, readyEvent) {
  const socket = io(baseUrl, {
    path: '/v4',
    transports: ['websocket'],
    auth,
    forceNew: true,
    reconnection: false,
  });
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no ${readyEvent} within 30 s`)), 30_000);
    socket.once(readyEvent, () => {
      clearTimeout(timer);
      done(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
  });
}
