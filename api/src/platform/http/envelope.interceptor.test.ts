import 'reflect-metadata';
import { Writable } from 'node:stream';
import type { RouteContract } from '@lantern/shared/contracts/routes';
import { Controller, type INestApplication, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, NestFactory } from '@nestjs/core';
import { type Logger, pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { LOGGER } from '../logging/logger.js';
import { Endpoint } from './endpoint.decorator.js';
import { EnvelopeInterceptor } from './envelope.interceptor.js';
import { ErrorFilter } from './error.filter.js';

const profile = {
  method: 'GET',
  path: '/profile',
  summary: 'A mapper that leaks a column',
  auth: 'public',
  response: z.object({ id: z.number(), school: z.object({ name: z.string() }) }),
} as const satisfies RouteContract;

// Test files are compiled without decorator syntax, so the decorators are applied as calls.
class LeakyController {
  profile() {
    return { id: 7, password_hash: '$argon2id$secret', school: { name: 'Maple', licence_key: 'k-1' } };
  }
}
Reflect.decorate(
  [Endpoint(profile)],
  LeakyController.prototype,
  'profile',
  Object.getOwnPropertyDescriptor(LeakyController.prototype, 'profile'),
);
Reflect.decorate([Controller()], LeakyController);

let current: { env: AppConfig['env']; logger: Logger } | undefined;

class LeakyModule {}
Reflect.decorate(
  [
    Module({
      controllers: [LeakyController],
      providers: [
        { provide: APP_CONFIG, useFactory: () => ({ env: current?.env }) },
        { provide: LOGGER, useFactory: () => current?.logger },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
      ],
    }),
  ],
  LeakyModule,
);

let app: INestApplication | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The interceptor and error filter as the API wires them, over real HTTP, in one NODE_ENV. */
async function serve(env: AppConfig['env']) {
  const logs: string[] = [];
  const logger = pino(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    }),
  );
  current = { env, logger };
  app = await NestFactory.create(LeakyModule, { logger: false });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  const response = await fetch(`http://127.0.0.1:${port}/profile`);
  return { status: response.status, body: (await response.json()) as unknown, logs: logs.join('') };
}

describe('response contracts', () => {
  it('should fail a response with undeclared keys outside production, naming them in the log', async () => {
    for (const env of ['development', 'test'] as const) {
      const { status, body, logs } = await serve(env);
      expect(status).toBe(500);
      expect(body).toEqual({ error: { code: 'internal_error', message: expect.any(String) } });
      expect(logs).toContain(
        'GET /profile has keys its contract does not declare: password_hash, school.licence_key',
      );
      await app?.close();
      app = undefined;
    }
  });

  it('should strip undeclared keys in production', async () => {
    const { status, body } = await serve('production');
    expect(status).toBe(200);
    expect(body).toEqual({ data: { id: 7, school: { name: 'Maple' } } });
  });
});
