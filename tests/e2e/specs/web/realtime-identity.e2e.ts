import { expect, type Page, test, type WebSocket } from '@playwright/test';
import { signIn, WEB_HOMES } from '../../fixtures/web.js';

interface Socket {
  ws: WebSocket;
  /** The role the server greeted this socket as (its `system.connection.established` event). */
  greetedAs: string | null;
}

/** Every socket.io connection the page opens, with the identity the server accepted it for. */
function watchSockets(page: Page): Socket[] {
  const sockets: Socket[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/v4/')) return;
    const socket: Socket = { ws, greetedAs: null };
    sockets.push(socket);
    ws.on('framereceived', ({ payload }) => {
      const match = /^42\["system\.connection\.established",(.*)\]$/.exec(String(payload));
      if (match?.[1]) socket.greetedAs = (JSON.parse(match[1]) as { role: string }).role;
    });
  });
  return sockets;
}

// The roles the server greeted, in order. A socket the server drops on the identity change may try
// once more with its old token before the app replaces it; the server refuses that one, ungreeted.
const greeted = (sockets: Socket[]) =>
  sockets.flatMap((socket) => (socket.greetedAs ? [socket.greetedAs] : []));

test.describe('the live connection of the web app', () => {
  test('should re-open its socket as the new identity on view-as and again when it stops', async ({
    page,
  }) => {
    const sockets = watchSockets(page);
    await signIn(page, 'superuser');
    await expect(page).toHaveURL(WEB_HOMES.superuser);
    await expect.poll(() => greeted(sockets)).toEqual(['superuser']);

    await page.getByRole('button', { name: 'View as' }).click();
    await page.getByRole('button', { name: 'Teacher' }).click();
    await expect(page).toHaveURL(/\/teacher/);
    await expect.poll(() => greeted(sockets)).toEqual(['superuser', 'teacher']);
    await expect.poll(() => sockets[0]?.ws.isClosed()).toBe(true);

    await page.getByRole('button', { name: 'Stop viewing as' }).click();
    await expect(page).toHaveURL(WEB_HOMES.superuser);
    await expect.poll(() => greeted(sockets)).toEqual(['superuser', 'teacher', 'superuser']);
    await expect.poll(() => sockets.filter((socket) => !socket.ws.isClosed()).length).toBe(1);
  });
});
