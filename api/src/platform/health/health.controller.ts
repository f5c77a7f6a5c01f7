import type { Health } from '@lantern/shared/contracts/health';
import { routes } from '@lantern/shared/contracts/routes';
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Clock } from '../clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { RedisProbe } from './redis-probe.js';

/** A probe that has not answered in this long counts as down: a load balancer must not wait on us. */
const PROBE_TIMEOUT_MS = 2000;

function withinTimeout<T>(probe: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((done) => {
    timer = setTimeout(() => done(fallback), PROBE_TIMEOUT_MS);
  });
  return Promise.race([probe, late]).finally(() => clearTimeout(timer));
}

@Controller()
export class HealthController {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisProbe) private readonly redisProbe: RedisProbe,
  ) {}

  /**
   * 200 when every part answers; 503 naming the part that does not (the database, or the Redis
   * that carries sockets between instances): load balancers read the status, people the body.
   */
  @Endpoint(routes.health)
  async health(@Res({ passthrough: true }) response: Response): Promise<Health> {
    const [database, redis] = await Promise.all([
      withinTimeout(
        this.em
          .getConnection()
          .execute('select 1')
          .then(() => 'up' as const)
          .catch(() => 'down' as const),
        'down' as const,
      ),
      withinTimeout(this.redisProbe.state(), 'down' as const),
    ]);
    const degraded = database === 'down' || redis === 'down';
    if (degraded) response.status(503);
    return {
      status: degraded ? 'degraded' : 'ok',
      database,
      realtime: this.config.redisUrl ? 'redis' : 'local',
      redis,
      time: this.clock.now(),
      version: process.env.npm_package_version ?? '0.1.0',
    };
  }
}
