import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Logger } from 'pino';
import { createClient } from 'redis';
import type { Server, ServerOptions } from 'socket.io';

/**
 * Shares rooms and emits between API instances through Redis, on channels named with the
 * deployment's prefix: pub/sub ignores Redis database numbers, so without it two Lanterns on one
 * Redis would receive each other's events.
 */
export class RedisIoAdapter extends IoAdapter {
  private adapterConstructor: ReturnType<typeof createAdapter> | null = null;
  private clients: { quit(): Promise<unknown> }[] = [];
  private readonly servers: Server[] = [];

  async connect(url: string, prefix: string, logger: Logger): Promise<void> {
    const pub = createClient({ url });
    const sub = pub.duplicate();
    // Unheard, a lost connection's 'error' would end the process; both clients reconnect by
    // themselves (what is published meanwhile waits in pub's offline queue).
    let lost = false;
    const onError = (error: Error) => {
      if (!lost) logger.warn({ err: error }, 'Redis connection lost: events reach only this instance');
      lost = true;
    };
    pub.on('error', onError);
    sub.on('error', onError);
    // While sub was away this instance missed what the others emitted. Its people reconnect, and
    // every app catches up on (re)connection, so nothing they missed stays missing.
    sub.on('ready', () => {
      if (!lost) return;
      lost = false;
      logger.info('Redis connection back: asking this instance’s sockets to reconnect and catch up');
      for (const server of this.servers) server.local.disconnectSockets();
    });
    await Promise.all([pub.connect(), sub.connect()]);
    this.clients = [pub, sub];
    this.adapterConstructor = createAdapter(pub, sub, { key: `${prefix}:socket.io` });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    if (this.adapterConstructor) server.adapter(this.adapterConstructor);
    this.servers.push(server);
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.clients.map((client) => client.quit().catch(() => undefined)));
  }
}
