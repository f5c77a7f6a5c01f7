import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RouteContract } from '@lantern/shared/contracts/routes';
import { SetMetadata } from '@nestjs/common';
import {
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  HEADERS_METADATA,
  INTERCEPTORS_METADATA,
  PIPES_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js';
import type { ModulesContainer } from '@nestjs/core';
import type { Logger } from 'pino';
import { type AuthContext, authParameter } from '../auth/auth-context.js';
import type { AppConfig } from '../config/config.js';
import { logAnswered } from '../logging/request-log.js';
import { ROUTE_CONTRACT } from './endpoint.decorator.js';
import { envelope } from './envelope.interceptor.js';
import { failureAnswer } from './error.filter.js';
import { securityHeaderList } from './security-headers.js';

const HOT_PATH = Symbol('HOT_PATH');

/**
 * Serves this GET handler from the hot lane, ahead of Express and Nest's router, guards and
 * interceptors (docs/performance.md, the read path). Only for a handler every signed-in page
 * calls: it must take `@Auth()` alone (or nothing), with no parameters, query, body, guards,
 * interceptors, pipes, filters or headers of its own; the app refuses to start otherwise. It runs
 * outside an ORM request context, so it reads through prepared statements (`runPrepared`) only:
 * the ORM refuses entity work on its global context (`allowGlobalContext` is off), so a handler
 * that needs one fails at its first call instead of sharing an identity map between requests.
 */
export function HotPath() {
  return SetMetadata(HOT_PATH, true);
}

/** Checks who may call a route, as the global guard does: null for a public one, else throws. */
export type Authenticate = (
  route: RouteContract,
  authorization: string | undefined,
) => Promise<AuthContext | null>;

export interface HotLaneOptions {
  /** The app's global prefix, `api`. */
  prefix: string;
  authenticate: Authenticate;
  logger: Logger;
  env: AppConfig['env'];
  /**
   * The app's global guards, interceptors and filters, each of which the lane does the work of:
   * a global enhancer added later that is not named here stops the app from starting, rather
   * than being skipped on the hot paths.
   */
  reproduces: readonly (abstract new (...args: never[]) => unknown)[];
}

interface HotRoute {
  route: RouteContract;
  path: string;
  /** Its security headers and content type, as a flat name, value list: the same for every answer. */
  headers: readonly string[];
  run(auth: AuthContext | null): unknown;
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

const GLOBAL_ENHANCERS = /^APP_(GUARD|INTERCEPTOR|FILTER|PIPE) /;
const OWN_ENHANCERS = [
  GUARDS_METADATA,
  INTERCEPTORS_METADATA,
  PIPES_METADATA,
  EXCEPTION_FILTERS_METADATA,
  HEADERS_METADATA,
];

/**
 * The lighter adapter for hot paths: a `request` listener in front of the server's own (Express's
 * app, wrapped by socket.io's), which answers the `@HotPath()` routes itself and hands every other
 * request on untouched. It does what the layers it skips do for these routes, with their own
 * functions: the security headers and the request log line (Express middlewares), the sign-in
 * check (the global guard's `authenticate`; the ORM's request context is not needed, above), the
 * envelope and contract check (the global interceptor's `envelope`; the view-as trail writes for
 * changes only, and these are reads) and the error envelope (the global filter's `failureAnswer`).
 * Install it after `app.init()`, once socket.io has attached.
 */
export function installHotLane(server: Server, modules: ModulesContainer, options: HotLaneOptions): string[] {
  checkGlobalEnhancers(modules, options.reproduces);
  const routes = new Map(
    findHotRoutes(modules, options.prefix, options.env === 'production').map((hot) => [hot.path, hot]),
  );
  const listeners = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const hot = request.method === 'GET' ? routes.get(pathOf(request.url)) : undefined;
    if (hot) void serve(hot, request, response, options);
    else for (const listener of listeners) listener.call(server, request, response);
  });
  return [...routes.keys()];
}

/** The URL's path as sent: a path spelled otherwise (a trailing slash, capitals) goes to Express. */
function pathOf(url = ''): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

async function serve(
  hot: HotRoute,
  request: IncomingMessage,
  response: ServerResponse,
  options: HotLaneOptions,
) {
  const started = process.hrtime.bigint();
  let status = 200;
  try {
    const data = await hot.run(await options.authenticate(hot.route, request.headers.authorization));
    send(response, status, hot.headers, envelope(hot.route, data, options.env));
  } catch (error) {
    const failure = failureAnswer(options.logger, error, hot.path);
    status = failure.status;
    send(response, status, [...hot.headers, ...Object.entries(failure.headers).flat()], failure.body);
  }
  logAnswered(options.logger, 'GET', hot.path, status, started);
}

/** As Express's `res.json` sends it, with the route's headers given in one list. */
function send(response: ServerResponse, status: number, headers: readonly string[], body: unknown): void {
  const json = JSON.stringify(body);
  response.writeHead(status, [...headers, 'Content-Length', String(Buffer.byteLength(json))]);
  response.end(json);
}

function checkGlobalEnhancers(modules: ModulesContainer, reproduced: HotLaneOptions['reproduces']): void {
  for (const module of modules.values())
    for (const [token, wrapper] of module.providers) {
      if (typeof token !== 'string' || !GLOBAL_ENHANCERS.test(token)) continue;
      const type = (wrapper.instance as object | undefined)?.constructor;
      if (!reproduced.some((known) => known === type))
        throw new Error(
          `The hot lane does not do the work of the global ${token.split(' ')[0]} ${type?.name}: ` +
            'add it to the lane (platform/http/hot-lane.ts) and to its `reproduces`',
        );
    }
}

function findHotRoutes(modules: ModulesContainer, prefix: string, production: boolean): HotRoute[] {
  const found: HotRoute[] = [];
  for (const module of modules.values())
    for (const wrapper of module.controllers.values()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance) continue;
      const type = instance.constructor as new () => unknown;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || !Reflect.getMetadata(HOT_PATH, handler)) continue;
        const where = `${type.name}.${name}`;
        const route = Reflect.getMetadata(ROUTE_CONTRACT, handler) as RouteContract | undefined;
        if (!route) throw new Error(`${where}: @HotPath() needs @Endpoint()`);
        if (route.method !== 'GET' || route.params || route.query || route.body || route.produces)
          throw new Error(`${where}: the hot lane serves GET routes without parameters, query or body only`);
        for (const key of OWN_ENHANCERS)
          if (Reflect.getMetadata(key, handler) || Reflect.getMetadata(key, type))
            throw new Error(`${where}: the hot lane does not run a handler's own ${key}`);
        const args = Object.values(
          (Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {}) as Record<
            string,
            { index: number; factory?: unknown }
          >,
        );
        const takesAuth = args.length === 1 && args[0]!.index === 0 && args[0]!.factory === authParameter;
        if (args.length > 0 && !takesAuth)
          throw new Error(`${where}: a hot handler takes @Auth() alone, or nothing`);
        const method = handler as (this: unknown, auth?: AuthContext) => unknown;
        const path = `/${prefix}${route.path}`;
        found.push({
          route,
          path,
          headers: [
            ...securityHeaderList(path, production),
            ['Content-Type', 'application/json; charset=utf-8'],
          ].flat(),
          run: takesAuth ? (auth) => method.call(instance, auth!) : () => method.call(instance),
        });
      }
    }
  return found;
}
