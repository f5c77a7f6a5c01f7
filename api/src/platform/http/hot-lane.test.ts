import 'reflect-metadata';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { RouteContract } from '@lantern/shared/contracts/routes';
import {
  Controller,
  type ExecutionContext,
  type INestApplication,
  Module,
  Param,
  UseGuards,
} from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, ModulesContainer, NestFactory } from '@nestjs/core';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Auth, type AuthContext } from '../auth/auth-context.js';
import { APP_CONFIG } from '../config/config.js';
import { LOGGER } from '../logging/logger.js';
import { Endpoint } from './endpoint.decorator.js';
import { EnvelopeInterceptor } from './envelope.interceptor.js';
import { ErrorFilter } from './error.filter.js';
import { HotPath, type HotLaneOptions, installHotLane } from './hot-lane.js';
import { AppError } from './app-error.js';

const whoAmI = {
  method: 'GET',
  path: '/who-am-i',
  summary: 'The caller',
  auth: 'any',
  response: z.object({ user_id: z.number() }),
} as const satisfies RouteContract;

const ALICE: AuthContext = {
  userId: 7,
  role: 'student',
  roles: ['student'],
  familyId: 'f',
  generation: 0,
  impersonator: null,
};

/** The global guard's part, for Nest's own route: the lane is handed `authenticate` instead. */
class AllowAll {
  canActivate(context: ExecutionContext) {
    context.switchToHttp().getRequest<{ auth?: AuthContext }>().auth = ALICE;
    return true;
  }
}

/** Test files are compiled without decorator syntax, so the decorators are applied as calls. */
function controllerOf(route: RouteContract, decorate: (target: object) => void = () => undefined) {
  class TestController {
    handler(auth: AuthContext) {
      return { user_id: auth.userId };
    }
  }
  const descriptor = Object.getOwnPropertyDescriptor(TestController.prototype, 'handler');
  Reflect.decorate([HotPath(), Endpoint(route)], TestController.prototype, 'handler', descriptor);
  decorate(TestController.prototype);
  Reflect.decorate([Controller()], TestController);
  return TestController;
}

const withAuth = (target: object) => Auth()(target, 'handler', 0);

let app: INestApplication | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(
  controller: new () => unknown,
  globals: HotLaneOptions['reproduces'] = [EnvelopeInterceptor, ErrorFilter],
) {
  class TestModule {}
  Reflect.decorate(
    [
      Module({
        controllers: [controller],
        providers: [
          { provide: APP_CONFIG, useValue: { env: 'test' } },
          { provide: LOGGER, useValue: pino({ level: 'silent' }) },
          { provide: APP_FILTER, useClass: ErrorFilter },
          { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
          { provide: APP_GUARD, useClass: AllowAll },
        ],
      }),
    ],
    TestModule,
  );
  app = await NestFactory.create(TestModule, { logger: false });
  app.setGlobalPrefix('api');
  await app.init();
  const paths = installHotLane(app.getHttpServer(), app.get(ModulesContainer), {
    prefix: 'api',
    authenticate: async (_route, authorization) => {
      if (authorization !== 'Bearer alice')
        throw new AppError(401, ErrorCode.unauthenticated, 'Sign in to continue');
      return ALICE;
    },
    logger: pino({ level: 'silent' }),
    env: 'test',
    reproduces: [AllowAll, ...globals],
  });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  return { paths, base: `http://127.0.0.1:${port}` };
}

describe('hot lane', () => {
  it('should answer a hot route itself, with the envelope and security headers', async () => {
    const { paths, base } = await start(controllerOf(whoAmI, withAuth));
    expect(paths).toEqual(['/api/who-am-i']);
    const response = await fetch(`${base}/api/who-am-i?x=1`, { headers: { authorization: 'Bearer alice' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'$/);
    expect(await response.json()).toEqual({ data: { user_id: 7 } });
  });

  it("should answer a refused sign-in with the error filter's envelope", async () => {
    const { base } = await start(controllerOf(whoAmI, withAuth));
    const response = await fetch(`${base}/api/who-am-i`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Sign in to continue' },
    });
  });

  it('should hand every other request to the app behind it', async () => {
    const { base } = await start(controllerOf(whoAmI, withAuth));
    // Nest's own route for the same handler: a trailing slash is not the lane's.
    const viaNest = await fetch(`${base}/api/who-am-i/`, { headers: { authorization: 'Bearer alice' } });
    expect(viaNest.status).toBe(200);
    expect(await viaNest.json()).toEqual({ data: { user_id: 7 } });
    expect((await fetch(`${base}/api/who-am-i`, { method: 'POST' })).status).toBe(404);
  });

  it('should refuse to start with a hot route it cannot serve as Nest would', async () => {
    await expect(start(controllerOf({ ...whoAmI, method: 'POST' }, withAuth))).rejects.toThrow(
      'the hot lane serves GET routes without parameters, query or body only',
    );
    await app?.close();
    await expect(start(controllerOf({ ...whoAmI, query: z.object({ page: z.number() }) }))).rejects.toThrow(
      'without parameters, query or body only',
    );
    await app?.close();
    await expect(start(controllerOf(whoAmI, (target) => Param('id')(target, 'handler', 0)))).rejects.toThrow(
      'a hot handler takes @Auth() alone, or nothing',
    );
    await app?.close();
    await expect(
      start(
        controllerOf(whoAmI, (target) =>
          Reflect.decorate(
            [UseGuards(AllowAll)],
            target,
            'handler',
            Object.getOwnPropertyDescriptor(target, 'handler'),
          ),
        ),
      ),
    ).rejects.toThrow("the hot lane does not run a handler's own __guards__");
  });

  it('should refuse to start when a global enhancer is not one it does the work of', async () => {
    await expect(start(controllerOf(whoAmI, withAuth), [ErrorFilter])).rejects.toThrow(
      'The hot lane does not do the work of the global APP_INTERCEPTOR EnvelopeInterceptor',
    );
  });
});
