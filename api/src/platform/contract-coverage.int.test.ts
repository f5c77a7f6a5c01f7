import { type RouteContract, routes } from '@lantern/shared/contracts/routes';
import { commands } from '@lantern/shared/realtime/commands';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { InstanceWrapper } from '@nestjs/core/injector/instance-wrapper.js';
import { MESSAGE_MAPPING_METADATA } from '@nestjs/websockets/constants.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { coverageGaps } from './contract-coverage.js';
import { ROUTE_CONTRACT } from './http/endpoint.decorator.js';
import { CommandHandlers } from './realtime/command-handlers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const scanner = new MetadataScanner();

/** Every method of the given classes, with the name a failure message should show. */
function methodsOf(wrappers: InstanceWrapper[]): { owner: string; fn: object }[] {
  return wrappers.flatMap((wrapper) => {
    const prototype: unknown = (wrapper.metatype as { prototype?: unknown } | null)?.prototype;
    if (typeof prototype !== 'object' || prototype === null) return [];
    const methods = prototype as Record<string, unknown>;
    return scanner.getAllMethodNames(prototype).flatMap((name) => {
      const fn = methods[name];
      return typeof fn === 'function' ? [{ owner: `${wrapper.name}.${name}`, fn }] : [];
    });
  });
}

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

function contractName(contract: RouteContract): string | undefined {
  return Object.entries(routes).find(([, route]) => route === contract)?.[0];
}

/** A name per Nest HTTP handler: its contract's name, or why it has none. */
function httpHandlerNames(): string[] {
  const controllers = t.app.get(DiscoveryService, { strict: false }).getControllers();
  return controllers.flatMap((wrapper) => {
    const prefix = String(Reflect.getMetadata(PATH_METADATA, wrapper.metatype as object) ?? '/');
    return methodsOf([wrapper]).flatMap(({ owner, fn }) => {
      const path: unknown = Reflect.getMetadata(PATH_METADATA, fn);
      if (path === undefined) return [];
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod];
      const bound = `${method} ${joinPath(prefix, String(path))}`;
      const contract = Reflect.getMetadata(ROUTE_CONTRACT, fn) as RouteContract | undefined;
      if (!contract) return [`${owner} (${bound} without @Endpoint)`];
      const name = contractName(contract);
      if (!name) return [`${owner} (${bound} with a contract not in routes.ts)`];
      if (bound !== `${contract.method} ${contract.path}`)
        return [`${owner} (${bound}, but ${name} says otherwise)`];
      return [name];
    });
  });
}

/** Socket handlers written with @SubscribeMessage would skip the command checks. */
function subscribeMessageHandlers(): string[] {
  const providers = t.app.get(DiscoveryService, { strict: false }).getProviders();
  return methodsOf(providers)
    .filter(({ fn }) => Reflect.getMetadata(MESSAGE_MAPPING_METADATA, fn) === true)
    .map(({ owner }) => `${owner} (@SubscribeMessage bypasses the command checks; use @Command)`);
}

describe('contracts and handlers correspond, both ways', () => {
  it('should serve every HTTP contract with exactly one @Endpoint handler, and no handler without one', () => {
    expect(coverageGaps(Object.keys(routes), httpHandlerNames())).toEqual({
      unhandled: [],
      undeclared: [],
      duplicated: [],
    });
  });

  it('should handle every declared socket command with exactly one @Command, and nothing else', () => {
    const handled = [...t.app.get(CommandHandlers).names(), ...subscribeMessageHandlers()];
    expect(coverageGaps(Object.keys(commands), handled)).toEqual({
      unhandled: [],
      undeclared: [],
      duplicated: [],
    });
  });
});
