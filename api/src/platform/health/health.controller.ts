import type { Health } from '@lantern/shared/contracts/health';
import { routes } from '@lantern/shared/contracts/routes';
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Clock } from '../clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Endpoint } from '../http/endpoint.decorator.js';

@Controller()
export class HealthController {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 200 when the database answers, 503 when it does not: load balancers read the status. */
  @Endpoint(routes.health)
  async health(@Res({ passthrough: true }) response: Response): Promise<Health> {
    const database = await this.em
      .getConnection()
      .execute('select 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    if (database === 'down') response.status(503);
    return {
      status: database === 'up' ? 'ok' : 'degraded',
      database,
      realtime: this.config.redisUrl ? 'redis' : 'local',
      time: this.clock.now(),
      version: process.env.npm_package_version ?? '0.1.0',
    };
  }
}
