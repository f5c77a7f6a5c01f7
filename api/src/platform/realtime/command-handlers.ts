import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { AuthContext } from '../auth/auth-context.js';
import { commandNameOf } from './command.decorator.js';
import type { LanternSocket } from './lantern-socket.js';

export interface BoundCommandHandler {
  /** `Class.method`, for error messages and the coverage test. */
  owner: string;
  run(auth: AuthContext, payload: unknown, socket: LanternSocket): unknown;
}

/** Every `@Command` method of every provider in the app, found once at start-up. */
@Injectable()
export class CommandHandlers implements OnModuleInit {
  private readonly byName = new Map<string, BoundCommandHandler>();

  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
  ) {}

  onModuleInit() {
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!wrapper.isDependencyTreeStatic() || typeof instance !== 'object' || instance === null) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const name = commandNameOf(prototype[method]);
        if (name === undefined) continue;
        const owner = `${instance.constructor.name}.${method}`;
        const existing = this.byName.get(name);
        if (existing) throw new Error(`Command "${name}" has two handlers: ${existing.owner} and ${owner}`);
        const fn = prototype[method] as (...args: unknown[]) => unknown;
        this.byName.set(name, { owner, run: (...args) => fn.apply(instance, args) });
      }
    }
  }

  get(name: string): BoundCommandHandler | undefined {
    return this.byName.get(name);
  }

  names(): string[] {
    return [...this.byName.keys()];
  }
}
