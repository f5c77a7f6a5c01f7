import pg from 'pg';
import type { Logger } from 'pino';
import { describeError } from '../logging/describe-error.js';

export interface SettledNotificationsOptions {
  clientUrl: string | undefined;
  channels: readonly string[];
  /** Notifications closer together than this make one call: a burst of writes is one push. */
  settleMs: number;
  onSettled(): Promise<void>;
  logger: Logger;
  /** Names the feed in its log lines. */
  component: string;
}

/**
 * LISTENs on PostgreSQL channels on a connection of its own (a LISTEN lives on one session, and the
 * pool's connections are shared) and calls `onSettled` once per burst of notifications. A lost
 * connection or a failed call is logged: what it feeds is still right on the next load.
 */
export class SettledNotifications {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly options: SettledNotificationsOptions) {}

  async start(): Promise<void> {
    const { clientUrl, channels, logger, component } = this.options;
    const client = new pg.Client({ connectionString: clientUrl });
    client.on('error', (error) => {
      if (!this.stopped)
        logger.warn({ component, error: describeError(error) }, `${component} feed lost its database`);
    });
    client.on('notification', () => this.changed());
    await client.connect();
    for (const channel of channels) await client.query(`listen ${channel}`);
    this.client = client;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.client?.end().catch(() => undefined);
  }

  private changed(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.settle();
    }, this.options.settleMs);
  }

  private async settle(): Promise<void> {
    try {
      await this.options.onSettled();
    } catch (error) {
      if (!this.stopped)
        this.options.logger.warn(
          { component: this.options.component, error: describeError(error) },
          `${this.options.component} push failed`,
        );
    }
  }
}
