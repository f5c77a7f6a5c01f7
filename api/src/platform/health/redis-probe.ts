import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createClient } from 'redis';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

/**
 * Asks this instance's Redis whether it answers, on a connection of its own that keeps
 * reconnecting in the background: a PING fails at once while Redis is away (no offline queue),
 * so health answers quickly and says 'down' until Redis is back.
 */
@Injectable()
export class RedisProbe implements OnModuleDestroy {
  private readonly client: ReturnType<typeof createClient> | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = config.redisUrl
      ? createClient({
          url: config.redisUrl,
          disableOfflineQueue: true,
          socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
        })
      : null;
    // Without a listener a lost connection's 'error' would end the process.
    this.client?.on('error', () => undefined);
    this.client?.connect().catch(() => undefined);
  }

  async state(): Promise<'up' | 'down' | 'none'> {
    if (!this.client) return 'none';
    return this.client
      .ping()
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.client?.isOpen) await this.client.quit().catch(() => undefined);
  }
}
