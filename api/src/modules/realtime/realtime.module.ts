import { Module } from '@nestjs/common';
import { TokensModule } from '../auth/tokens.module.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeEvents } from './realtime-events.service.js';

@Module({ imports: [TokensModule], providers: [RealtimeEvents, RealtimeGateway], exports: [RealtimeEvents] })
export class RealtimeModule {}
