import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { ActionItemsController } from './action-items.controller.js';
import { ActionItemsRepository } from './action-items.repository.js';
import { ActionItemsService } from './action-items.service.js';

/** The action center's items: raised by other modules (e.g. sessions on a self-harm message), listed for managers. */
@Module({
  imports: [RealtimeModule],
  controllers: [ActionItemsController],
  providers: [ActionItemsRepository, ActionItemsService],
  exports: [ActionItemsService],
})
export class ActionItemsModule {}
