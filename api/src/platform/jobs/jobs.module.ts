import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobsService } from './jobs.service.js';

/** Durable timed jobs; a module that sends jobs imports this one, its handlers need only the decorator. */
@Module({
  imports: [DiscoveryModule],
  providers: [JobsService],
  exports: [JobsService],
})
export class JobsModule {}
