import { Global, Module } from '@nestjs/common';
import { HeavyWork } from './heavy-work.js';

/** The worker pool that keeps CPU-heavy steps off the event loop, one per API instance. */
@Global()
@Module({ providers: [HeavyWork], exports: [HeavyWork] })
export class WorkersModule {}
