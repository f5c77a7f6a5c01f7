import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createClient } from 'redis';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { redisPrefix } from './redis-prefix.js';

export type RedisClient = ReturnType<typeof createClient>;

/**
 * This instance's one Redis connection for keys (null without REDIS_URL), and the deployment's
 * prefix every key and socket.io channel starts with.
 */
@Injectable()
export class RedisConnection implements OnModuleDestroy {
  readonly client: RedisClient | null = null;
  readonly prefix: string;
  private readonly logger = new Logger('Redis');

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(MikroORM) orm: MikroORM) {
    this.prefix = redisPrefix(config.redisPrefix, orm.config.get('clientUrl'));
    if (config.redisUrl) {
      // No offline queue: while Redis is away a limiter falls back to memory instead of waiting.
      this.client = createClient({ url: config.redisUrl, disableOfflineQueue: true });
      // Without a listener a lost connection would be an uncaught error; the client reconnects itself.
      this.client.on('error', (error: unknown) => this.logger.warn(`Redis: ${String(error)}`));
      this.client.connect().catch(() => undefined);
    }
  }

  async onModuleDestroy() {
    await this.client?.quit().catch(() => undefined);
  }
}
