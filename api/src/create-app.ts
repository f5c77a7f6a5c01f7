import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { seedOnStart } from './db/seeders/seed-on-start.js';
import type { Clock } from './platform/clock/clock.js';
import type { AppConfig } from './platform/config/config.js';
import { EnvelopeInterceptor } from './platform/http/envelope.interceptor.js';
import { ErrorFilter } from './platform/http/error.filter.js';
import { installHotLane } from './platform/http/hot-lane.js';
import { securityHeaders } from './platform/http/security-headers.js';
import { JobsService } from './platform/jobs/jobs.service.js';
import { PinoNestLogger } from './platform/logging/logger.js';
import { requestLog } from './platform/logging/request-log.js';
import { buildOpenApiDocument } from './platform/openapi/openapi-document.js';
import { RedisIoAdapter } from './platform/realtime/redis-io.adapter.js';
import { RedisConnection } from './platform/redis/redis-connection.js';
import { serveApps } from './platform/static/serve-apps.js';
import { ViewAsTrail } from './modules/audit/view-as-trail.js';
import { AuthGuard } from './modules/auth/auth.guard.js';
import { FileStorage } from './modules/files/file-storage.js';
import { ssoEntryRedirects } from './modules/sso/sso-entry-redirects.js';

export interface CreateAppOptions {
  config: AppConfig;
  clientUrl: string;
  clock: Clock;
  logger: Logger;
}

/** The whole API as one Nest application; `main.ts` and the integration tests both build it here. */
export async function createApp(options: CreateAppOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    logger: new PinoNestLogger(options.logger),
    bufferLogs: false,
  });
  app.set('trust proxy', options.config.trustProxy);
  app.disable('x-powered-by');
  // API answers are no-store, so a hash of every body for If-None-Match buys nothing (static files keep theirs).
  app.set('etag', false);
  app.use(requestLog(options.logger));
  app.use(securityHeaders(options.config.env === 'production'));
  app.use(cookieParser());
  app.useBodyParser('json', { limit: '1mb' });
  // Forms only where a contract declares one (OAuth's token request, POST /auth0): `ValidForm`.
  app.useBodyParser('urlencoded', { limit: '16kb', extended: false });
  app.setGlobalPrefix('api');
  if (options.config.redisUrl) {
    const adapter = new RedisIoAdapter(app);
    await adapter.connect(options.config.redisUrl, app.get(RedisConnection).prefix, options.logger);
    app.useWebSocketAdapter(adapter);
  }
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument('0.1.0') as never, {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
  // The spec's pages that start a provider's sign-in are the API's to answer, before the web app's fallback.
  app.use(ssoEntryRedirects());
  serveApps(app.getHttpAdapter().getInstance(), {
    web: options.config.webDist,
    console: options.config.consoleDist,
  });
  app.enableShutdownHooks();
  await app.init();
  const guard = app.get(AuthGuard);
  installHotLane(app.getHttpServer(), app.get(ModulesContainer), {
    prefix: 'api',
    authenticate: (route, authorization) => guard.authenticate(route, authorization),
    logger: options.logger,
    env: options.config.env,
    reproduces: [AuthGuard, ViewAsTrail, EnvelopeInterceptor, ErrorFilter],
  });

  const orm = app.get(MikroORM);
  await orm.migrator.up();
  await seedOnStart(orm, options.config, options.logger, options.clock, app.get(FileStorage));
  // After migrations and seeding, so no job handler meets a table that is not there yet.
  await app.get(JobsService).start();
  return app;
}
