import { MikroORM } from '@mikro-orm/postgresql';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import pg from 'pg';
import type { Logger } from 'pino';
import { describeError } from '../logging/describe-error.js';
import { LOGGER } from '../logging/logger.js';

export interface NotificationSubscription {
  channels: readonly string[];
  /** Notifications closer together than this make one call: a burst of writes is one push. */
  settleMs: number;
  onSettled(): Promise<void>;
  /** Names the feed in its log lines. */
  component: string;
}

/** One subscriber's bursts: the first notification starts the wait, the rest join it. */
class Settler {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly subscription: NotificationSubscription,
    private readonly logger: Logger,
  ) {}

  changed(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.settle();
    }, this.subscription.settleMs);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async settle(): Promise<void> {
    try {
      await this.subscription.onSettled();
    } catch (error) {
      const { component } = this.subscription;
      this.logger.warn({ component, error: describeError(error) }, `${component} push failed`);
    }
  }
}

/**
 * LISTENs on PostgreSQL channels on one connection of its own (a LISTEN lives on one session, and
 * the pool's connections are shared) for every feed that subscribes, and calls each subscriber once
 * per burst of notifications on its channels. Subscribe in a constructor: the channels are listened
 * to when the application starts. A lost connection or a failed call is logged: what a feed pushes
 * is still right on the next load.
 */
@Injectable()
export class NotificationListener implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly settlers: Settler[] = [];
  private client: pg.Client | null = null;
  private stopped = false;

  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  subscribe(subscription: NotificationSubscription): void {
    this.settlers.push(new Settler(subscription, this.logger));
  }

  async onApplicationBootstrap(): Promise<void> {
    const channels = new Set(this.settlers.flatMap((settler) => settler.subscription.channels));
    if (channels.size === 0) return;
    const client = new pg.Client({ connectionString: this.orm.config.get('clientUrl') });
    client.on('error', (error) => {
      if (!this.stopped)
        this.logger.warn(
          { component: 'notifications', error: describeError(error) },
          'the notification listener lost its database',
        );
    });
    client.on('notification', ({ channel }) => {
      if (this.stopped) return;
      for (const settler of this.settlers)
        if (settler.subscription.channels.includes(channel)) settler.changed();
    });
    await client.connect();
    for (const channel of channels) await client.query(`listen ${channel}`);
    this.client = client;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const settler of this.settlers) settler.stop();
    await this.client?.end().catch(() => undefined);
  }
}
