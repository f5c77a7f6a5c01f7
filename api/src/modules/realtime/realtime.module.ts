import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CommandDispatcher } from '../../platform/realtime/command-dispatcher.js';
import { CommandHandlers } from '../../platform/realtime/command-handlers.js';
import { TokensModule } from '../auth/tokens.module.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeEvents } from './realtime-events.service.js';

@Module({
  imports: [TokensModule, DiscoveryModule],
  providers: [RealtimeEvents, CommandHandlers, CommandDispatcher, RealtimeGateway],
  exports: [RealtimeEvents],
})
export class RealtimeModule {}
